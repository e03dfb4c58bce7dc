import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ConnectScreen } from '../features/connect/connect-screen.tsx';
import { demoConnectionQueryOptions } from '../lib/resources/demo-connection.ts';

// Only same-site paths are followed after connecting, so a crafted link cannot send the user elsewhere.
const searchSchema = z.object({
  redirect: z
    .string()
    .regex(/^\/(?!\/)/)
    .optional()
    .catch(undefined),
});

export const Route = createFileRoute('/connect')({
  validateSearch: searchSchema,
  // Prefetched (never throws) so the demo button is there on first paint when the service offers it.
  loader: ({ context }) => context.queryClient.prefetchQuery(demoConnectionQueryOptions()),
  component: ConnectRoute,
});

function ConnectRoute() {
  const { redirect } = Route.useSearch();
  return <ConnectScreen redirectTo={redirect} />;
}
