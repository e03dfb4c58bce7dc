import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SetupScreen } from '../features/account/setup-screen.tsx';

export const Route = createFileRoute('/setup')({
  validateSearch: z.object({ token: z.string().catch('') }),
  component: SetupRoute,
});

function SetupRoute() {
  const { token } = Route.useSearch();
  return <SetupScreen token={token} />;
}
