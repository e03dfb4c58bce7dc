import { hashPassword, type PasswordCost } from '../../secrets/passwords.ts';
import { newId } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import { countUsers, insertUser, upsertMemberships } from '../../store/repositories/people.ts';
import { listProjects } from '../../store/repositories/projects.ts';
import { recordAudit } from '../../store/repositories/audit.ts';
import { DomainFailure } from '../failures.ts';

/** ADMIN of every project there is. */
export async function adminEverywhere(db: Executor) {
  return Object.fromEntries((await listProjects(db)).map((p) => [p.id, 'ADMIN']));
}

/**
 * Creates the owner, ADMIN of every project, on a database nobody can sign in to yet; undefined when people exist
 * already (checked again inside the transaction, so two first starts or setups cannot both make an owner).
 */
export async function createOwner(
  db: Db,
  owner: { email: string; password: string; name?: string },
  at: Date,
  cost: PasswordCost,
) {
  if ((await countUsers(db)) > 0) return undefined;
  const passwordHash = await hashPassword(owner.password, cost);
  return db.transaction(async (tx) => {
    if ((await countUsers(tx)) > 0) return undefined;
    const user = await insertUser(tx, {
      id: newId('usr_'),
      email: owner.email,
      name: owner.name ?? 'Owner',
      passwordHash,
      createdAt: at,
    });
    if (user) await upsertMemberships(tx, user.id, await adminEverywhere(tx), at);
    return user;
  });
}

/** The first account from the one-time setup link; refused once anyone can sign in. */
export async function setUpFirstAccount(
  db: Db,
  tokenMatches: boolean,
  request: { email: string; name: string; password: string },
  facts: { requestId: string; address: string; at: Date; cost: PasswordCost },
) {
  const done = () =>
    new DomainFailure({
      kind: 'gone',
      key: 'setup_done',
      message: 'Setup no longer available',
      details: 'This setup link is not valid, or the first account exists already: sign in instead',
    });
  if (!tokenMatches) throw done();
  const user = await createOwner(db, request, facts.at, facts.cost);
  if (!user) throw done();
  await recordAudit(db, {
    requestId: facts.requestId,
    address: facts.address,
    actor: `user:${user.id}`,
    action: 'setup.completed',
    resourceType: 'user',
    resourceId: user.id,
    summary: `${user.email} set up the first account`,
    createdAt: facts.at,
  });
  return user;
}
