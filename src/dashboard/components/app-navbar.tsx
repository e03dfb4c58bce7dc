import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import type { Permission } from '../../contract/access.ts';
import { visibleAreas, type NavArea } from './nav-areas.ts';

interface AppNavbarProps {
  /** Only the pages the role may open are linked. */
  permissions: readonly Permission[];
  /** Closes the navbar on phone widths once a page is chosen. */
  onNavigate: () => void;
}

const isUnder = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/** The area's link for this page: the most specific one the path is under (`/loyalty/exports`, not `/loyalty`). */
function activeLink(pathname: string, links: NavArea['links']) {
  return links.filter((link) => isUnder(pathname, link.to)).sort((a, b) => b.to.length - a.to.length)[0];
}

/*
 * The router would mark every link whose path the page is under (`/redemptions` on the desk at `/redemptions/desk`),
 * so two links claimed to be the current page. Here one link is current: the router matches only exactly, and the
 * link chosen above carries `aria-current` and Mantine's highlight.
 */
const exactOnly = { exact: true, includeSearch: false } as const;

export function AppNavbar({ permissions, onNavigate }: AppNavbarProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <ScrollArea>
      <Stack component="nav" aria-label="Main" gap="md" p="sm">
        <NavLink
          component={Link}
          to="/"
          label="Overview"
          activeOptions={exactOnly}
          active={pathname === '/'}
          aria-current={pathname === '/' ? 'page' : undefined}
          onClick={onNavigate}
        />
        {visibleAreas(permissions).map((area) => {
          const active = activeLink(pathname, area.links);
          return (
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
                  activeOptions={exactOnly}
                  active={link === active}
                  aria-current={link === active ? 'page' : undefined}
                  onClick={onNavigate}
                />
              ))}
            </section>
          );
        })}
        {/* Every role reads the documents: no permission guards them. */}
        <NavLink
          component={Link}
          to="/help"
          label="Help"
          activeOptions={exactOnly}
          active={isUnder(pathname, '/help')}
          aria-current={isUnder(pathname, '/help') ? 'page' : undefined}
          onClick={onNavigate}
        />
      </Stack>
    </ScrollArea>
  );
}
