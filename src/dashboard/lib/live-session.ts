import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { sessionKey, sessionQueryOptions } from './resources/session.ts';

/**
 * Keeps navigation and route guards in step with the person's access. The session is asked again whenever the
 * window gets the focus back (a 403 asks too, in the query client); when its memberships changed, the router runs
 * every guard again, so a changed role redraws the navigation and a removal leads to the page that says so.
 */
export function useLiveSession(): void {
  const queryClient = useQueryClient();
  const router = useRouter();
  const { data } = useQuery(sessionQueryOptions());
  // Only what guards read: the session's expiry moves on every answer and changes no screen.
  const access = data && JSON.stringify(data.memberships);
  const seen = useRef(access);

  useEffect(() => {
    if (!access || access === seen.current) return;
    seen.current = access;
    void router.invalidate();
  }, [access, router]);

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: sessionKey });
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [queryClient]);
}
