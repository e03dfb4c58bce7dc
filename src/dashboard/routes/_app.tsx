import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AppLayout } from '../components/app-layout.tsx';
import { ApiError } from '../lib/api-error.ts';
import { useLiveSession } from '../lib/live-session.ts';
import { LeftProject, NoProjects } from '../lib/permissions.tsx';
import { projectQueryOptions } from '../lib/resources/projects.ts';
import { sessionQueryOptions } from '../lib/resources/session.ts';
import { chooseProject, getChosenProjectId, getShownProject, setShownProject } from '../lib/session.ts';

/**
 * Every page behind this layout needs a signed-in person; without a session they are sent to sign in and brought
 * back. The page works in the project chosen earlier in this browser, else the person's first one; when the project
 * this tab was showing left the session (the person was removed), a page says so instead.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    let session;
    try {
      session = await context.queryClient.ensureQueryData(sessionQueryOptions());
    } catch (error) {
      if (error instanceof ApiError && error.status === 401)
        throw redirect({ to: '/sign-in', search: { redirect: location.href } });
      throw error;
    }
    const chosen = getChosenProjectId();
    const kept = session.memberships.find((m) => m.project.id === chosen);
    const shown = getShownProject();
    if (!kept && shown && shown === chosen) {
      const name = context.queryClient.getQueryData(projectQueryOptions(shown).queryKey)?.name;
      throw new LeftProject(shown, name, session.memberships);
    }
    const membership = kept ?? session.memberships[0];
    if (!membership) throw new NoProjects(session.user.email);
    chooseProject(membership.project.id);
    setShownProject(membership.project.id);
    return { session, membership };
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(projectQueryOptions(context.membership.project.id)),
  component: AppLayoutRoute,
});

function AppLayoutRoute() {
  useLiveSession();
  const { session, membership } = Route.useRouteContext();
  return (
    <AppLayout session={session} membership={membership}>
      <Outlet />
    </AppLayout>
  );
}
