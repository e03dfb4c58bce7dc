import { queryOptions } from '@tanstack/react-query';
import { auditListSchema, type AuditFilters, type AuditQuery } from '../../../contract/audit.ts';
import { apiRequest } from '../api-client.ts';
import { toQueryString } from '../query-string.ts';
import { queryKeysFactory } from './query-keys.ts';

export const auditKeys = queryKeysFactory<'audit', AuditQuery>('audit');
const base = (projectId: string) => `/promodesk/projects/${encodeURIComponent(projectId)}/audit`;

export function auditQueryOptions(projectId: string, query: AuditQuery) {
  return queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => apiRequest({ path: base(projectId), query, schema: auditListSchema, signal }),
  });
}

/** The CSV of the same filters: a plain link, authenticated by the session cookie. */
export const auditCsvUrl = (projectId: string, filters: AuditFilters) =>
  `${base(projectId)}/export${toQueryString(filters)}`;
