/*
 * The people who can sign in before anyone has been invited: the owner named by the environment, and in demo mode
 * one demo person per predefined role.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PredefinedRole } from '../../contract/invitation.ts';
import { hashPassword, type PasswordCost } from '../secrets/passwords.ts';
import { newId } from '../ids.ts';
import type { Db } from '../store/db.ts';
import { insertUser, upsertMemberships } from '../store/repositories/people.ts';
import { adminEverywhere } from '../operations/account/owner.ts';
import { projects } from '../store/schema/access.ts';
import { users } from '../store/schema/people.ts';

export interface DemoPerson {
  email: string;
  name: string;
  role: PredefinedRole;
}

/** The owner runs the demo account (ADMIN of every project); the others hold one role each in the demo project. */
export const demoPeople: DemoPerson[] = [
  { email: 'owner@example.com', name: 'Olivia Owner', role: 'ADMIN' },
  { email: 'user@example.com', name: 'Umar User', role: 'USER' },
  { email: 'viewer@example.com', name: 'Vera Viewer', role: 'VIEWER' },
  { email: 'merchant@example.com', name: 'Mateo Merchant', role: 'MERCHANT' },
  { email: 'restricted@example.com', name: 'Rita Restricted', role: 'USER_RESTRICTED' },
];

/**
 * Gives the demo people `password` (or a new random one) at every start in demo mode, creating them and their
 * memberships when missing, as the demo keys are re-applied. Returns the password to print.
 */
export async function applyDemoPeople(db: Db, password: string | undefined, at: Date, cost: PasswordCost) {
  const [demo] = await db.select({ id: projects.id }).from(projects).where(eq(projects.demo, true));
  if (!demo) return undefined;
  const chosen = password ?? randomBytes(12).toString('base64url');
  // One hash for all of them: it is one password, and each hash costs about 0.4 s.
  const passwordHash = await hashPassword(chosen, cost);
  const everyProject = await adminEverywhere(db);
  await db.transaction(async (tx) => {
    for (const person of demoPeople) {
      const user =
        (await insertUser(tx, {
          id: newId('usr_'),
          email: person.email,
          name: person.name,
          passwordHash,
          createdAt: at,
        })) ?? (await tx.update(users).set({ passwordHash }).where(eq(users.email, person.email)).returning())[0]!;
      await upsertMemberships(tx, user.id, person.role === 'ADMIN' ? everyProject : { [demo.id]: person.role }, at);
    }
  });
  return chosen;
}
