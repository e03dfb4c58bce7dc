import { Button, Code, CopyButton, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import type { OAuthToken } from '../../../../contract/oauth.ts';
import { OutcomeBadge } from '../../../components/outcome-badge.tsx';
import { ExpiryCountdown } from './expiry-countdown.tsx';

export type TokenState = 'active' | 'revoked' | 'already-inactive';

interface IssuedTokenProps {
  token: OAuthToken;
  state: TokenState;
  onIntrospect: () => void;
  onRevoke: () => void;
  busy: boolean;
}

/** The last characters name a token on screen without repeating the secret. */
export const tokenEnding = (accessToken: string) => `…${accessToken.slice(-6)}`;

export function IssuedToken({ token, state, onIntrospect, onRevoke, busy }: IssuedTokenProps) {
  const ending = tokenEnding(token.access_token);
  return (
    <Paper withBorder p="md" component="section" aria-label={`Token ${ending}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            Token {ending}
          </Title>
          {state === 'active' ? (
            <ExpiryCountdown expiresAt={token.expires_at} />
          ) : (
            <OutcomeBadge tone="neutral">{state === 'revoked' ? 'Revoked' : 'Was no longer active'}</OutcomeBadge>
          )}
        </Group>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <PasswordInput label="Access token" readOnly value={token.access_token} style={{ flex: 1 }} />
          <CopyButton value={token.access_token}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? 'Copied' : 'Copy token'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group gap={6} aria-label="Scopes">
          <Text size="sm">Scopes:</Text>
          {token.scope.split(' ').map((scope) => (
            <Code key={scope}>{scope}</Code>
          ))}
        </Group>
        <Text size="sm">
          {token.token_type} token of client <Code>{token.client_id}</Code>, valid {token.expires_in} seconds from
          issue.
        </Text>
        <Group>
          <Button variant="default" onClick={onIntrospect} disabled={busy}>
            Introspect this token
          </Button>
          <Button variant="default" onClick={onRevoke} disabled={busy || state !== 'active'}>
            Revoke token
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
