import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { qaProjectCreateSchema } from '../../contract/qa.ts';
import { hashSecret } from '../secrets/secrets.ts';
import { randomText } from '../ids.ts';
import { demoCalendar } from './demo-calendar.ts';
import { seedDemoCatalog } from './demo.ts';
import { seedDemoPrograms } from './programs.ts';
import { seededRandom } from './random.ts';
import type { Db } from '../store/db.ts';
import { insertApiKey } from '../store/repositories/api-keys.ts';
import { findUserByEmail, upsertMemberships } from '../store/repositories/people.ts';
import { findProject, insertProject } from '../store/repositories/projects.ts';
import { isUniqueViolation } from '../store/errors.ts';
import { DomainFailure, duplicate } from '../operations/failures.ts';

type Request = z.output<typeof qaProjectCreateSchema> & { seed: string; clientOrigins: string[] };

/** The id a seed's project gets: the same seed, the same project, on every fresh store. */
export const qaProjectId = (seed: string) => `proj_qa${createHash('sha256').update(seed).digest('hex').slice(0, 12)}`;

/**
 * A fresh project with the demo content (templates, webhooks, programs, customers and a compact history) drawn from
 * `seed`, its own app and client keys (random secrets, shown once) and the people named as members. The history
 * and windows are relative to the day of the project's clock: the one it is frozen at, else `at`.
 */
export async function createQaProject(db: Db, request: Request, at: Date) {
  const projectId = qaProjectId(request.seed);
  const taken = () =>
    duplicate(
      'project',
      projectId,
      `A project was made from the seed "${request.seed}" already: reset the store first, or choose another seed`,
    );
  if (await findProject(db, projectId)) throw taken();
  const members: { userId: string; role: string }[] = [];
  for (const { email, role } of request.members) {
    const user = await findUserByEmail(db, email);
    if (!user)
      throw new DomainFailure({
        kind: 'not_found',
        key: 'not_found',
        message: 'Resource not found',
        details: `Nobody signs in as ${email}: invite them, or name an existing person`,
        resource_id: email,
        resource_type: 'user',
      });
    members.push({ userId: user.id, role });
  }
  const keys = {
    app_id: `app_${randomText(24)}`,
    app_token: randomText(36),
    client_app_id: `client_${randomText(24)}`,
    client_token: randomText(36),
  };
  const random = seededRandom(request.seed);
  const calendar = demoCalendar(request.clock ? new Date(request.clock.freeze) : at);
  const name = request.name ?? `QA ${request.seed}`;
  // Two creations from one seed at once: the second's insert meets the first's project, and says so.
  await db
    .transaction(async (tx) => {
      await insertProject(tx, {
        id: projectId,
        name,
        description: `QA project seeded with "${request.seed}"`,
        clientOrigins: request.clientOrigins,
        createdAt: at,
      });
      await insertApiKey(tx, {
        id: keys.app_id,
        projectId,
        family: 'app',
        secretHash: hashSecret(keys.app_token),
        createdAt: at,
      });
      await insertApiKey(tx, {
        id: keys.client_app_id,
        projectId,
        family: 'client',
        secretHash: hashSecret(keys.client_token),
        createdAt: at,
      });
      await seedDemoCatalog(tx, random, projectId, calendar);
      await seedDemoPrograms(tx, random, projectId, calendar, 'compact');
      for (const member of members) await upsertMemberships(tx, member.userId, { [projectId]: member.role }, at);
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? taken() : error;
    });
  return { projectId, name, keys };
}
