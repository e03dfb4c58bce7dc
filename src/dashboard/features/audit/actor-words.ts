import type { AuditEntry } from '../../../contract/audit.ts';

/**
 * Who made a change, in words: the person's name as the service read it, else the kind of key with its id (keys have
 * no names), else a readable stand-in.
 */
export function actorWords({ actor, actor_name }: Pick<AuditEntry, 'actor' | 'actor_name'>): string {
  if (actor_name) return actor_name;
  if (actor === 'anonymous') return 'Someone not signed in';
  const separator = actor.indexOf(':');
  const id = actor.slice(separator + 1);
  switch (actor.slice(0, separator)) {
    case 'user':
      return 'A person no longer on the account';
    case 'key':
      return `API key ${id}`;
    case 'token':
      return `OAuth token of ${id}`;
    case 'management':
      return `Management key ${id}`;
    default:
      return actor;
  }
}
