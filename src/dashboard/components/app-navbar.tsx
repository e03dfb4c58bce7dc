import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { navAreas } from './nav-areas.ts';

interface AppNavbarProps {
  /** Closes the navbar on phone widths once a page is chosen. */
  onNavigate: () => void;
}

export function AppNavbar({ onNavigate }: AppNavbarProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <ScrollArea>
      <Stack component="nav" aria-label="Main" gap="md" p="sm">
        <NavLink component={Link} to="/" label="Overview" active={pathname === '/'} onClick={onNavigate} />
        {navAreas.map((area) => (
          <section key={area.label} aria-labelledby={`nav-area-${area.label}`}>
            <Text id={`nav-area-${area.label}`} size="xs" fw={700} tt="uppercase" px="sm" pb={4}>
              {area.label}
            </Text>
            {area.links.map((link) => (
              <NavLink
                key={link.to}
                component={Link}
                to={link.to}
                label={link.label}
                active={pathname === link.to || pathname.startsWith(`${link.to}/`)}
                onClick={onNavigate}
              />
            ))}
          </section>
        ))}
      </Stack>
    </ScrollArea>
  );
}
