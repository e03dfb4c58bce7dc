import { createFileRoute, Outlet, redirect, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppLayout } from '../components/app-layout.tsx';
import { ApiError } from '../lib/api-error.ts';
import { useLiveSession } from '../lib/live-session.ts';
import { LeftProject, NoProjects, NotProjectMember } from '../lib/permissions.tsx';
import { carryProject, validateProjectSearch } from '../lib/project-search.ts';
import { projectQueryOptions } from '../lib/resources/projects.ts';
import { sessionQueryOptions } from '../lib/resources/session.ts';
import { chooseProject, getChosenProjectId, getShownProject } from '../lib/session.ts';
import { settleViewAs } from '../lib/view-as-switch.ts';

/**
 * Every page behind this layout needs a signed-in person; without a session they are sent to sign in and brought
 * back. The page works in the project chosen earlier in this browser, else the person's first one; when the project
 * this tab was showing left the session (the person was removed), a page says so instead.
 *
 * Every link to a page behind it carries the tab's project (`?project=`), so a link shared with someone working in
 * another project opens the right one: the page switches to it (and says so) when they are a member, or says they
 * are not.
 */
export const Route = createFileRoute('/_app')({
  validateSearch: validateProjectSearch,
  search: { middlewares: [carryProject] },
  beforeLoad: async ({ context, location, search, preload }) => {
    let session;
    try {
      session = await context.queryClient.ensureQueryData(sessionQueryOptions());
    } catch (error) {
      if (error instanceof ApiError && error.status === 401)
        throw redirect({ to: '/sign-in', search: { redirect: location.href } });
      throw error;
    }
    const current = getShownProject() ?? getChosenProjectId();
    if (search.project && search.project !== current && !preload) {
      const linked = session.memberships.find((m) => m.project.id === search.project);
      if (!linked) throw new NotProjectMember(search.project);
      chooseProject(linked.project.id);
      // Imported here: the toasts' library is not part of the first load (see app/providers.tsx).
      if (current)
        void import('@mantine/notifications').then(({ notifications }) =>
          notifications.show({
            title: `Switched to project ${linked.project.name}`,
            message: 'The page you opened belongs to it; the dashboard now works in it.',
          }),
        );
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
    settleViewAs(session, membership.project.id, context.queryClient);
    return { session, membership };
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(projectQueryOptions(context.membership.project.id)),
  component: AppLayoutRoute,
});

function AppLayoutRoute() {
  useLiveSession();
  const { session, membership } = Route.useRouteContext();
  useProjectInAddress(membership.project.id);
  return (
    <AppLayout session={session} membership={membership}>
      <Outlet />
    </AppLayout>
  );
}

/**
 * A page opened by a typed or bookmarked address has no `?project=` until the next in-app navigation: add it in
 * place (replace, not push, so Back does not return to the bare address), so the address copied right away carries it.
 */
function useProjectInAddress(projectId: string) {
  const { project } = Route.useSearch();
  const navigate = useNavigate();
  useEffect(() => {
    if (!project)
      void navigate({ to: '.', search: (search) => ({ ...search, project: projectId }), hash: true, replace: true });
  }, [project, projectId, navigate]);
}
