import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { AccountScreen } from '../../features/account/account-screen.tsx';
import { sessionQueryOptions } from '../../lib/resources/session.ts';

export const Route = createFileRoute('/_app/account')({
  component: AccountRoute,
});

function AccountRoute() {
  // Read from the cache (the layout loaded it), so a rename shows here and in the header at once.
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  return <AccountScreen session={session} />;
}
