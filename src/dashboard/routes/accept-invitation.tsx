import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AcceptInvitationScreen } from '../features/account/accept-invitation-screen.tsx';

export const Route = createFileRoute('/accept-invitation')({
  validateSearch: z.object({ token: z.string().catch('') }),
  component: AcceptInvitationRoute,
});

function AcceptInvitationRoute() {
  const { token } = Route.useSearch();
  return <AcceptInvitationScreen token={token} />;
}
