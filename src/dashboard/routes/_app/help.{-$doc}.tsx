import { createFileRoute } from '@tanstack/react-router';
import { HelpDocumentScreen } from '../../features/help/help-document-screen.tsx';
import { HelpIndexScreen } from '../../features/help/help-index-screen.tsx';

// `/help` lists the documents and `/help/<name>` shows one. One route with an optional name, and no loader: the
// first load gains only this route's entry, while the screens, the Markdown renderer and each document load with
// the page (the router splits the component off).
export const Route = createFileRoute('/_app/help/{-$doc}')({
  component: HelpRoute,
});

function HelpRoute() {
  const { doc } = Route.useParams();
  return doc ? <HelpDocumentScreen slug={doc} /> : <HelpIndexScreen />;
}
