import { createFileRoute } from '@tanstack/react-router';
import { ApiAccessScreen } from '../../../features/api-access/api-access-screen.tsx';

export const Route = createFileRoute('/_app/project/api-access')({
  component: ApiAccessScreen,
});
