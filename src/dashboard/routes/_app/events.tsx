import { createFileRoute } from '@tanstack/react-router';
import { EventsScreen } from '../../features/events/events-screen.tsx';
import { requirePermission } from '../../lib/permissions.tsx';

export const Route = createFileRoute('/_app/events')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'events:send'),
  component: EventsScreen,
});
