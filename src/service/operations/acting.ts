import { permissionWords, type Permission } from '../../contract/access.ts';
import type { Executor } from '../store/db.ts';
import { DomainFailure } from './failures.ts';
import { recordAudit, type AuditEntry } from '../store/repositories/audit.ts';

/** Who acts: a signed-in person, the account's management keys, a project's API key or OAuth client, or nobody yet. */
export type Actor =
  /** `permissions`: what the person's role allows in the request's project (none outside a project). */
  | { kind: 'person'; userId: string; permissions?: readonly Permission[] }
  | { kind: 'management'; keyId: string }
  | { kind: 'key'; clientId: string }
  | { kind: 'token'; clientId: string }
  /** Before anyone is known: a sign-in attempt, a reset request. */
  | { kind: 'anonymous' };

/** Who makes a change, through which request, from where, and when: every audited operation takes it. */
export interface Acting {
  actor: Actor;
  requestId: string;
  address: string;
  at: Date;
  /** The channel an integration names itself by (`X-Voucherify-Channel`, which the official SDKs send). */
  channel?: string | undefined;
  /**
   * The approved request this change carries out, with the version of the object its approver read: it is not held
   * again, and goes ahead only on that version (`holdChange`).
   */
  approval?: { id: string; baseVersion: string };
}

/** The same request acting as the person it has just admitted (a sign-in, an accepted invitation, a reset). */
export const asPerson = (acting: Acting, userId: string): Acting => ({ ...acting, actor: { kind: 'person', userId } });

/**
 * For a change whose permission depends on what it touches (the route's guard checked the route's own): a person
 * must also hold `permission`; keys are bounded by their project, not by a role.
 */
export function requirePermission(acting: Acting, permission: Permission, what: string) {
  const { actor } = acting;
  if (actor.kind !== 'person' || actor.permissions?.includes(permission)) return;
  throw new DomainFailure({
    kind: 'forbidden',
    key: 'missing_permission',
    message: 'Forbidden',
    details: `Your role does not allow you to ${permissionWords[permission]} (${permission}), which ${what} needs; a project ADMIN can grant it`,
    resource_id: permission,
    resource_type: 'permission',
  });
}

/** The actor as the audit log and an invitation's inviter record it: `user:<id>`, `management:<key id>`, ... */
export function actorName(actor: Actor) {
  if (actor.kind === 'person') return `user:${actor.userId}`;
  if (actor.kind === 'management') return `management:${actor.keyId}`;
  if (actor.kind === 'anonymous') return 'anonymous';
  return `${actor.kind}:${actor.clientId}`;
}

/**
 * The audit entries of a change (one statement), written with the caller's executor so they commit or roll back with it.
 * Without a project it is the account's (sign-ins, passwords).
 */
export const auditChange = (
  db: Executor,
  projectId: string | undefined,
  acting: Acting,
  ...entries: Pick<AuditEntry, 'action' | 'resourceType' | 'resourceId' | 'summary'>[]
) =>
  recordAudit(
    db,
    ...entries.map((entry) => ({
      ...entry,
      ...(projectId !== undefined && { projectId }),
      actor: actorName(acting.actor),
      requestId: acting.requestId,
      address: acting.address,
      createdAt: acting.at,
    })),
  );
