import { AsyncLocalStorage } from 'node:async_hooks';

/** Where ids come from while a QA project's request or job runs: the same seed and order give the same ids. */
export type IdSource = {
  id: (prefix: string, length: number) => string;
  index: (n: number) => number;
  /** How many ids it has made. */
  made: () => number;
};

/**
 * The QA project a request or job acts in, bound once its credentials name one (QA mode only), the time over which
 * a fault trickles the request's answer, and the webhook events a request recorded (committed or not), for its
 * journal entry.
 */
export type QaScope = {
  projectId: string | undefined;
  ids: IdSource | undefined;
  slowBodyMs?: number;
  webhookEvents?: string[];
};

export const qaScope = new AsyncLocalStorage<QaScope>();
