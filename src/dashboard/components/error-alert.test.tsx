// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { ErrorAlert } from './error-alert.tsx';

describe('ErrorAlert', () => {
  it('shows the message, details and request id of an ApiError', () => {
    const error = new ApiError(409, {
      code: 409,
      key: 'duplicate_found',
      message: 'Duplicated resource',
      details: 'A campaign named Summer already exists',
      request_id: 'v-0c1',
    });
    render(
      <MantineProvider>
        <ErrorAlert error={error} title="Could not create the campaign" />
      </MantineProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not create the campaign');
    expect(alert).toHaveTextContent('Duplicated resource');
    expect(alert).toHaveTextContent('A campaign named Summer already exists');
    expect(alert).toHaveTextContent('HTTP 409');
    expect(alert).toHaveTextContent('Request id v-0c1');
  });
});
