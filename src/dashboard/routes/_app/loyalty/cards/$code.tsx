import { createFileRoute } from '@tanstack/react-router';
import { CardExportSection } from '../../../../features/exports/card-export-section.tsx';
import { CardScreen } from '../../../../features/loyalty/card-screen.tsx';
import { cardSearchSchema } from '../../../../features/loyalty/loyalty-search.ts';
import { orNotFound } from '../../../../lib/not-found.ts';
import { voucherQueryOptions } from '../../../../lib/resources/vouchers.ts';

export const Route = createFileRoute('/_app/loyalty/cards/$code')({
  validateSearch: cardSearchSchema,
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(voucherQueryOptions(params.code))),
  component: CardRoute,
});

function CardRoute() {
  const { code } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CardScreen
      code={code}
      exportSection={
        <CardExportSection
          code={code}
          exportId={search.export}
          onExportScheduled={(exportId) =>
            navigate({ search: (latest) => ({ ...latest, export: exportId }), replace: true })
          }
        />
      }
      transactionsPage={search.page ?? 1}
      onTransactionsPageChange={(page) => navigate({ search: (latest) => ({ ...latest, page }) })}
    />
  );
}
