import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ProgramScreen } from '../../../../features/loyalty/program-screen.tsx';
import { programSearchDefaults, programSearchSchema } from '../../../../features/loyalty/loyalty-search.ts';
import { orNotFound } from '../../../../lib/not-found.ts';
import { loyaltyProgramQueryOptions } from '../../../../lib/resources/loyalty-programs.ts';
import { loyaltyMembersQueryOptions } from '../../../../lib/resources/vouchers.ts';

export const Route = createFileRoute('/_app/loyalty/programs/$campaignId')({
  validateSearch: programSearchSchema,
  search: { middlewares: [stripSearchParams(programSearchDefaults)] },
  loaderDeps: ({ search: { page, limit } }) => ({ page, limit }),
  loader: async ({ context: { queryClient }, params: { campaignId }, deps }) => {
    await Promise.all([
      orNotFound(queryClient.ensureQueryData(loyaltyProgramQueryOptions(campaignId))),
      queryClient.ensureQueryData(loyaltyMembersQueryOptions({ campaignId, page: deps.page, limit: deps.limit })),
    ]);
  },
  component: ProgramRoute,
});

function ProgramRoute() {
  const { campaignId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProgramScreen
      campaignId={campaignId}
      search={search}
      onSearchChange={(next) => navigate({ search: next })}
      onDeleted={() => navigate({ to: '/loyalty' })}
    />
  );
}
