import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountSessionSchema,
  demoAccountSchema,
  invitationDetailsSchema,
  type AccountSession,
  type SignInRequest,
} from '../../../contract/access.ts';
import { apiRequest } from '../api-client.ts';
import { ApiError } from '../api-error.ts';
import { setCsrfToken, setShownProject } from '../session.ts';

/** Session reads are not project data: their keys stay outside the per-project factory. */
export const sessionKey = ['session'] as const;

/** Keeps the CSRF token the answer carries, so the API client can send it with every change. */
function remember(session: AccountSession): AccountSession {
  setCsrfToken(session.csrf_token);
  return session;
}

/**
 * Who is signed in and where; a 401 means nobody (the caller sends them to sign in). Refetched when the window gets
 * the focus back and after any 403 (app/query-client.ts), so a changed role or a removal shows without a reload.
 */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionKey,
    queryFn: async ({ signal }) =>
      remember(await apiRequest({ path: '/promodesk/session', schema: accountSessionSchema, signal })),
    retry: false,
    staleTime: 60_000,
  });
}

/** Signing in starts a new session: everything cached for an earlier one is dropped. */
function useStartSession<T>(start: (input: T) => Promise<AccountSession>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => remember(await start(input)),
    onSuccess: (session) => {
      setShownProject(undefined);
      queryClient.clear();
      queryClient.setQueryData(sessionKey, session);
    },
  });
}

export const useSignIn = () =>
  useStartSession((request: SignInRequest) =>
    apiRequest({ method: 'POST', path: '/promodesk/sign-in', body: request, schema: accountSessionSchema }),
  );

export const useDemoSignIn = () =>
  useStartSession(() =>
    apiRequest({ method: 'POST', path: '/promodesk/demo-account/sign-in', body: {}, schema: accountSessionSchema }),
  );

export const useAcceptInvitation = () =>
  useStartSession((input: { token: string; password: string }) =>
    apiRequest({ method: 'POST', path: '/promodesk/invitation/accept', body: input, schema: accountSessionSchema }),
  );

/** The demo account, or null where the service does not offer it (the endpoint answers 404). */
export function demoAccountQueryOptions() {
  return queryOptions({
    queryKey: ['demo-account'] as const,
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest({ path: '/promodesk/demo-account', schema: demoAccountSchema, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
}

/** What an accept link's invitation offers; the link's secret is never part of a cache key's display. */
export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['invitation', token] as const,
    queryFn: ({ signal }) =>
      apiRequest({ path: '/promodesk/invitation', query: { token }, schema: invitationDetailsSchema, signal }),
    retry: false,
  });
}

/** Ends this session (or every session of the person) and forgets everything cached for it. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (everywhere: boolean) =>
      apiRequest({ method: 'POST', path: '/promodesk/sign-out', body: { everywhere } }),
    onSettled: () => {
      setCsrfToken(undefined);
      setShownProject(undefined);
      queryClient.clear();
    },
  });
}

/** Asks for a reset link by mail; the answer is the same whether or not the email has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => apiRequest({ method: 'POST', path: '/promodesk/password-reset', body: { email } }),
  });
}

export const useCompletePasswordReset = () =>
  useStartSession((input: { token: string; password: string }) =>
    apiRequest({
      method: 'POST',
      path: '/promodesk/password-reset/complete',
      body: input,
      schema: accountSessionSchema,
    }),
  );

/** The person's own name and password; the answer (the session, renamed) replaces the cached one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { name?: string; current_password?: string; new_password?: string }) =>
      apiRequest({ method: 'PATCH', path: '/promodesk/profile', body: change, schema: accountSessionSchema }),
    onSuccess: (session) => queryClient.setQueryData(sessionKey, remember(session)),
  });
}

export const useSetUpFirstAccount = () =>
  useStartSession((input: { token: string; email: string; name: string; password: string }) =>
    apiRequest({ method: 'POST', path: '/promodesk/setup', body: input, schema: accountSessionSchema }),
  );
