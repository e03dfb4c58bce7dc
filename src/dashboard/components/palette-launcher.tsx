import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Kbd } from '@mantine/core';

const CommandPalette = lazy(() => import('./command-palette/command-palette.tsx'));

/**
 * Ctrl+K / ⌘+K anywhere, or the header's Find button (for touch; not "Search", which the lists' own search buttons are called), opens the command palette. Only this listener
 * is in the first download: the palette's code loads on its first opening.
 */
export function PaletteLauncher({ projectId }: { projectId: string }) {
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const open = () => {
    setWanted(true);
    setOpened(true);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setWanted(true);
        setOpened((was) => !was);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <Button
        variant="default"
        size="xs"
        onClick={open}
        aria-keyshortcuts="Control+K Meta+K"
        rightSection={
          <Kbd size="xs" visibleFrom="sm">
            Ctrl K
          </Kbd>
        }
      >
        Find
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <CommandPalette projectId={projectId} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
