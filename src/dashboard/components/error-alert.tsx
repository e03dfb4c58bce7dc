import { Alert, Button, Code, CopyButton, Group, List, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { ApiError, errorInWords } from '../lib/api-error.ts';
import { SentForApproval } from '../lib/approval-answer.ts';

interface ErrorAlertProps {
  error: unknown;
  /** Says what failed ("Could not load the project"); the plain sentence follows it. */
  title?: string;
}

/** Everything support needs to find the request, as one text to copy. */
function technicalText(error: ApiError): string {
  return [
    `Status: ${error.status > 0 ? `HTTP ${error.status}` : 'no answer'}`,
    `Key: ${error.key}`,
    `Request id: ${error.request_id || 'none'}`,
    `Message: ${error.message}`,
    `Details: ${error.details || 'none'}`,
  ].join('\n');
}

/** Status, key and request id on demand, with a button that copies them for a support request. */
function TechnicalDetails({ error }: { error: ApiError }) {
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="default"
        size="compact-sm"
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={() => setOpened((open) => !open)}
      >
        Details
      </Button>
      {opened && (
        <Stack id={panelId} gap={4}>
          <Text size="sm">
            {error.status > 0 ? `HTTP ${error.status}` : 'No answer'} · <Code>{error.key}</Code>
            {error.request_id && (
              <>
                {' '}
                · Request id <Code>{error.request_id}</Code>
              </>
            )}
          </Text>
          {error.details && error.details !== errorInWords(error) && <Text size="sm">{error.details}</Text>}
          <Group>
            <CopyButton value={technicalText(error)}>
              {({ copied, copy }) => (
                <Button variant="default" size="compact-sm" onClick={copy}>
                  {copied ? 'Copied' : 'Copy details'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

/** Shows any failure as a sentence a person can act on; the interface's fields wait behind "Details". */
export function ErrorAlert({ error, title }: ErrorAlertProps) {
  if (error instanceof SentForApproval)
    return (
      <Alert color="blue" variant="light" title="Sent for approval" role="status">
        {error.message}
      </Alert>
    );
  const apiError = error instanceof ApiError ? error : null;
  const sentence = errorInWords(error);
  return (
    // The title takes the theme's error color, whose contrast is checked, rather than the outline variant's red.6.
    <Alert
      color="red"
      variant="outline"
      title={title ?? sentence}
      styles={{ title: { color: 'var(--mantine-color-error)' } }}
    >
      <Stack gap={4}>
        {title && <Text fw={600}>{sentence}</Text>}
        {apiError?.errors && apiError.errors.length > 0 && (
          <List size="sm">
            {apiError.errors.map((issue, index) => (
              <List.Item key={index}>{issue.path ? `${issue.path}: ${issue.message}` : issue.message}</List.Item>
            ))}
          </List>
        )}
        {apiError && <TechnicalDetails error={apiError} />}
      </Stack>
    </Alert>
  );
}
