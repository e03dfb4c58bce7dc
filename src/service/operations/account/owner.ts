import { hashPassword, type PasswordCost } from '../../secrets/passwords.ts';
import { newId } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import { countUsers, insertUser, upsertMemberships } from '../../store/repositories/people.ts';
import { listProjects } from '../../store/repositories/projects.ts';
import { asPerson, auditChange, type Acting } from '../acting.ts';
import { DomainFailure } from '../failures.ts';
import { openSession } from './session.ts';
import type { SignedIn } from './sign-in.ts';

/** ADMIN of every project there is. */
export async function adminEverywhere(db: Executor) {
  return Object.fromEntries((await listProjects(db)).map((p) => [p.id, 'ADMIN']));
}

/** The owner, ADMIN of every project, unless people exist already (checked in the caller's transaction). */
async function insertOwner(
  tx: Executor,
  owner: { email: string; name?: string | undefined },
  passwordHash: string,
  at: Date,
) {
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
}

/**
 * Creates the owner on a database nobody can sign in to yet; undefined when people exist already (checked again
 * inside the transaction, so two first starts or setups cannot both make an owner).
 */
export async function createOwner(
  db: Db,
  owner: { email: string; password: string; name?: string },
  at: Date,
  cost: PasswordCost,
) {
  if ((await countUsers(db)) > 0) return undefined;
  const passwordHash = await hashPassword(owner.password, cost);
  return db.transaction((tx) => insertOwner(tx, owner, passwordHash, at));
}

/**
 * The first account from the one-time setup link, signed in: the owner, its audit entry and its session are one
 * write. Refused once anyone can sign in.
 */
export async function setUpFirstAccount(
  db: Db,
  tokenMatches: boolean,
  request: { email: string; name: string; password: string },
  acting: Acting,
  cost: PasswordCost,
): Promise<SignedIn> {
  const done = () =>
    new DomainFailure({
      kind: 'gone',
      key: 'setup_done',
      message: 'Setup no longer available',
      details: 'This setup link is not valid, or the first account exists already: sign in instead',
    });
  if (!tokenMatches || (await countUsers(db)) > 0) throw done();
  const passwordHash = await hashPassword(request.password, cost);
  return db.transaction(async (tx) => {
    const user = await insertOwner(tx, request, passwordHash, acting.at);
    if (!user) throw done();
    await auditChange(tx, undefined, asPerson(acting, user.id), {
      action: 'setup.completed',
      resourceType: 'user',
      resourceId: user.id,
      summary: `${user.email} set up the first account`,
    });
    return { user, session: await openSession(tx, user.id, acting) };
  });
}
