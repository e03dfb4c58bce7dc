import { createFileRoute } from '@tanstack/react-router';
import { ApiAccessScreen } from '../../../features/oauth/api-access-screen.tsx';
import { requirePermission } from '../../../lib/permissions.tsx';

export const Route = createFileRoute('/_app/project/api-access')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'api-keys:manage'),
  component: ApiAccessScreen,
});
