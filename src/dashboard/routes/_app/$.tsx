import { createFileRoute, notFound } from '@tanstack/react-router';

// Unknown addresses behind the shell get the not-found view inside the shell, and still need a connection first,
// so a pasted deep link to a page that does not exist yet leads through Connect like any other.
export const Route = createFileRoute('/_app/$')({
  loader: () => {
    throw notFound();
  },
});
