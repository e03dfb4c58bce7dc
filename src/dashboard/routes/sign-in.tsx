import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SignInScreen } from '../features/account/sign-in-screen.tsx';
import { demoAccountQueryOptions } from '../lib/resources/session.ts';

// Only same-site paths are followed after signing in, so a crafted link cannot send the person elsewhere.
const searchSchema = z.object({
  redirect: z
    .string()
    .regex(/^\/(?!\/)/)
    .optional()
    .catch(undefined),
});

export const Route = createFileRoute('/sign-in')({
  validateSearch: searchSchema,
  // Prefetched (never throws) so the demo button is there on first paint when the service offers it.
  loader: ({ context }) => context.queryClient.prefetchQuery(demoAccountQueryOptions()),
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect } = Route.useSearch();
  return <SignInScreen redirectTo={redirect} />;
}
