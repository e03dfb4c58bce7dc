import { useSyncExternalStore } from 'react';
import { z } from 'zod';

/**
 * What the dashboard needs to talk to one project of the service. Secrets live in sessionStorage only, so they
 * disappear with the tab and are never shared with other tabs or left on disk the way localStorage would.
 */
export const connectionSchema = z.object({
  baseUrl: z.url({ error: 'Enter the service address, e.g. http://127.0.0.1:3000' }),
  projectId: z.string().trim().min(1, 'Enter the project id'),
  appId: z.string().trim().min(1, 'Enter the application id'),
  appToken: z.string().trim().min(1, 'Enter the application token'),
  // Client keys are only needed by the client-side pages (redemption desk), so a connection may omit them.
  clientAppId: z.string().trim(),
  clientToken: z.string().trim(),
  clientOrigin: z.string().trim(),
  managementId: z.string().trim().min(1, 'Enter the management id'),
  managementToken: z.string().trim().min(1, 'Enter the management token'),
});
export type Connection = z.output<typeof connectionSchema>;

const STORAGE_KEY = 'promodesk.connection';
const listeners = new Set<() => void>();
// useSyncExternalStore needs a stable snapshot, so the parsed value is cached against the raw stored text.
let cached: { raw: string | null; value: Connection | null } = { raw: null, value: null };

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.sessionStorage;
}

export function getConnection(): Connection | null {
  const raw = storage()?.getItem(STORAGE_KEY) ?? null;
  if (raw === cached.raw) return cached.value;
  let value: Connection | null = null;
  if (raw !== null) {
    try {
      const parsed = connectionSchema.safeParse(JSON.parse(raw));
      value = parsed.success ? parsed.data : null;
    } catch {
      value = null; // a hand-edited or truncated entry counts as "not connected"
    }
  }
  cached = { raw, value };
  return value;
}

export function saveConnection(connection: Connection): void {
  storage()?.setItem(STORAGE_KEY, JSON.stringify(connectionSchema.parse(connection)));
  listeners.forEach((notify) => notify());
}

/** Sign out: forgets every key this tab holds. */
export function clearConnection(): void {
  storage()?.clear();
  listeners.forEach((notify) => notify());
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnection(): Connection | null {
  return useSyncExternalStore(subscribeConnection, getConnection, () => null);
}

/** The service address the Connect form proposes: the origin that served the dashboard. */
export function defaultBaseUrl(): string {
  return typeof window === 'undefined' ? 'http://127.0.0.1:3000' : window.location.origin;
}
