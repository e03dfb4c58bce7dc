import { notFound } from '@tanstack/react-router';
import { ApiError } from './api-error.ts';

/**
 * For loaders: a 404 from the service becomes the router's not-found view (which shows the service's message and
 * request id); every other failure goes to the error boundary unchanged.
 */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound({ data: error });
    throw error;
  }
}
