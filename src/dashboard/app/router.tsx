import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '../routeTree.gen.ts';
import { RouteErrorView } from '../components/route-error-view.tsx';
import { NotFoundView } from '../components/not-found-view.tsx';
import { PageSkeleton } from '../components/page-skeleton.tsx';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router must always ask it rather than keep its own copy of loader data.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteErrorView,
    defaultNotFoundComponent: NotFoundView,
    defaultPendingComponent: PageSkeleton,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
