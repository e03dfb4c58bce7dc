import { useState } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { OAuthToken } from '../../../contract/oauth.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { notifyDone } from '../../components/feedback.tsx';
import { useIntrospectToken, useIssueToken, useRevokeToken } from '../../lib/resources/oauth.ts';
import { IntrospectionPanel } from './components/introspection-panel.tsx';
import { IssuedToken, type TokenState } from './components/issued-token.tsx';
import { markTokenRefusal, TokenForm } from './components/token-form.tsx';

interface Issued {
  token: OAuthToken;
  state: TokenState;
}

export function ApiAccessScreen() {
  // Issued tokens are kept in this component only: leaving the page forgets them, as a secret should be.
  const [issued, setIssued] = useState<Issued[]>([]);
  const issue = useIssueToken();
  const introspect = useIntrospectToken();
  const revoke = useRevokeToken();
  // The token a revocation waits to be confirmed for: a revoked token cannot be brought back.
  const [revoking, setRevoking] = useState<string>();

  function revokeToken(accessToken: string) {
    revoke.mutate(accessToken, {
      onSuccess: (outcome) => {
        setRevoking(undefined);
        notifyDone('Token revoked', 'Calls with this token are refused from now on.');
        setIssued((list) =>
          list.map((item) => (item.token.access_token === accessToken ? { ...item, state: outcome } : item)),
        );
        // An "Active" answer about this token is no longer true; it is asked again rather than left on screen.
        if (introspect.variables === accessToken) introspect.reset();
      },
    });
  }

  const introspection =
    introspect.data && introspect.variables
      ? { accessToken: introspect.variables, introspection: introspect.data }
      : undefined;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>API access</Title>
        <Text>
          Issue OAuth access tokens with the scopes a script or app needs, check any token, and revoke those that
          leaked. Tokens last 15 minutes and are shown only on this page: copy one before leaving.
        </Text>
      </div>
      <Paper withBorder p="md" component="section" aria-labelledby="issue-title">
        <Stack gap="md">
          <Title order={2} size="h3" id="issue-title">
            Issue a token
          </Title>
          <TokenForm
            issuing={issue.isPending}
            onIssue={(request, form) =>
              issue.mutate(request, {
                onSuccess: (token) => setIssued((list) => [{ token, state: 'active' }, ...list]),
                onError: (error) => markTokenRefusal(error, form),
              })
            }
          />
          {issue.isError && <ErrorAlert error={issue.error} title="The token was not issued" />}
        </Stack>
      </Paper>
      <ConfirmDialog
        title="Revoke this token?"
        consequence="Scripts and apps using it are refused at once. A revoked token cannot be brought back; issue a new one instead."
        confirmLabel="Revoke token"
        opened={revoking !== undefined}
        onClose={() => setRevoking(undefined)}
        doing={revoke}
        onConfirm={() => revoking && revokeToken(revoking)}
      />
      {issued.map(({ token, state }) => (
        <IssuedToken
          key={token.access_token}
          token={token}
          state={state}
          busy={revoke.isPending || introspect.isPending}
          onIntrospect={() => introspect.mutate(token.access_token)}
          onRevoke={() => {
            revoke.reset();
            setRevoking(token.access_token);
          }}
        />
      ))}
      <IntrospectionPanel
        onIntrospect={(accessToken) => introspect.mutate(accessToken)}
        checking={introspect.isPending}
        result={introspection}
        error={introspect.error}
      />
    </Stack>
  );
}
