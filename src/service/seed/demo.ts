import { randomBytes } from 'node:crypto';
import { count, eq, ne } from 'drizzle-orm';
import type { DemoConnection } from '../../contract/project.ts';
import { hashSecret } from '../secrets/secrets.ts';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../store/db.ts';
import { apiKeys, customRoles, managementKeys, projects } from '../store/schema/access.ts';
import { campaignTemplates, webhooks } from '../store/schema/catalog.ts';
import { demoCalendar, type DemoCalendar } from './demo-calendar.ts';
import { seedDemoPrograms } from './programs.ts';
import { seededRandom, type SeededRandom } from './random.ts';
import { newWebhookSecret } from '../ids.ts';
import { demoTemplates } from './templates.ts';
import { demoLocations } from './locations.ts';
import { insertLocations } from '../store/repositories/locations.ts';

const randomKey = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;

/** The demo keys: the `PROMODESK_*` variables where set, random otherwise. */
export function demoKeys(config: Config): DemoConnection {
  const k = config.demoKeys;
  return {
    project_id: k.projectId ?? `proj_${randomBytes(6).toString('base64url')}`,
    app_id: k.appId ?? randomKey('app_'),
    app_token: k.appToken ?? randomKey(''),
    client_app_id: k.clientAppId ?? randomKey('client_'),
    client_token: k.clientToken ?? randomKey(''),
    client_origin: k.clientOrigins?.[0] ?? `http://${config.host}:${config.port}`,
    management_id: k.managementId ?? randomKey('mgmt_'),
    management_token: k.managementToken ?? randomKey(''),
  };
}

export async function isEmpty(db: Db) {
  const [row] = await db.select({ n: count() }).from(projects);
  return (row?.n ?? 0) === 0;
}

/**
 * Points the demo project's key pairs and the management pair at `keys`, so every start in demo mode prints
 * working keys (only hashes are stored, so earlier random keys cannot be shown again). Returns the keys with
 * the demo project's real id, or undefined when the database has no demo project.
 */
export async function applyDemoKeys(
  db: Db,
  keys: DemoConnection,
  clientOrigins: string[],
): Promise<DemoConnection | undefined> {
  return db.transaction(async (tx) => {
    const [project] = await tx.select().from(projects).where(eq(projects.demo, true));
    if (!project) return undefined;
    await tx.delete(apiKeys).where(eq(apiKeys.projectId, project.id));
    await tx.insert(apiKeys).values([
      { id: keys.app_id, projectId: project.id, family: 'app', secretHash: hashSecret(keys.app_token) },
      { id: keys.client_app_id, projectId: project.id, family: 'client', secretHash: hashSecret(keys.client_token) },
    ]);
    // Earlier random management keys stop working: only the printed pair is valid in demo mode.
    await tx.delete(managementKeys).where(ne(managementKeys.id, keys.management_id));
    await tx
      .insert(managementKeys)
      .values({ id: keys.management_id, secretHash: hashSecret(keys.management_token) })
      .onConflictDoUpdate({ target: managementKeys.id, set: { secretHash: hashSecret(keys.management_token) } });
    await tx
      .update(projects)
      .set({ clientOrigins: [...new Set([keys.client_origin, ...clientOrigins])] })
      .where(eq(projects.id, project.id));
    return { ...keys, project_id: project.id };
  });
}

/**
 * Seeds the demo account on an empty database: the demo project (templates, programs and their history, webhooks),
 * a second project and a custom role; `applyDemoKeys` then sets the keys. Everything but the keys and secrets
 * derives from a generator seeded with the keys, and every date from the day of `now` (the first start's, on the
 * store's clock), so the same variables and day give the same data.
 */
export async function seedDemo(db: Db, keys: DemoConnection, now: Date) {
  const random = seededRandom(JSON.stringify(keys));
  const calendar = demoCalendar(now);
  const { at } = calendar;
  const secondProjectId = random.id('proj_').slice(0, 13);
  await db.transaction(async (tx) => {
    await tx.insert(projects).values([
      {
        id: keys.project_id,
        name: 'Promodesk demo',
        description: 'Demo shop with promotions, gift cards and loyalty',
        demo: true,
        createdAt: at(0),
      },
      { id: secondProjectId, name: 'Staging', description: 'A second project, for role pickers', createdAt: at(1) },
    ]);
    await tx.insert(customRoles).values({
      id: random.id('role_'),
      name: 'Campaign editor',
      permissions: ['campaigns:read', 'campaigns:write', 'promotions:toggle', 'webhooks:read'],
      createdAt: at(0),
    });
    await seedDemoCatalog(tx, random, keys.project_id, calendar);
    await tx.insert(webhooks).values({
      id: random.id('wh_'),
      secret: newWebhookSecret(),
      projectId: secondProjectId,
      targetUrl: 'https://staging.example.com/hook',
      events: ['redemption.succeeded'],
      createdAt: at(7),
    });
    await seedDemoPrograms(tx, random, keys.project_id, calendar, 'full');
  });
}

/**
 * A project's demo catalog: the campaign templates, locations and webhook configurations. With `seedDemoPrograms` after it, the
 * demo content any project can be given (QA mode seeds per-worker projects with it).
 */
export async function seedDemoCatalog(tx: Tx, random: SeededRandom, projectId: string, calendar: DemoCalendar) {
  const { at } = calendar;
  // Set up six days before the first start, a minute apart: the history's deliveries are the ones made since.
  const setUp = (minute: number) => calendar.dayAt(-6, 15 + minute / 60);
  await tx.insert(campaignTemplates).values(demoTemplates(random, projectId, at));
  await insertLocations(tx, demoLocations(projectId, calendar));
  await tx.insert(webhooks).values([
    {
      id: random.id('wh_'),
      secret: newWebhookSecret(),
      projectId,
      targetUrl: 'https://hooks.example.com/redemptions',
      events: ['redemption.succeeded', 'redemption.failed', 'redemption.rollback.succeeded'],
      createdAt: setUp(0),
    },
    {
      id: random.id('wh_'),
      secret: newWebhookSecret(),
      projectId,
      targetUrl: 'https://crm.example.com/voucherify',
      events: [
        'customer.created',
        'customer.rewarded',
        'customer.rewarded.loyalty_points',
        'voucher.loyalty_card.points_added',
      ],
      createdAt: setUp(1),
    },
    {
      id: random.id('wh_'),
      secret: newWebhookSecret(),
      projectId,
      targetUrl: 'https://ops.example.com/campaigns',
      events: [
        'campaign.created',
        'campaign.updated',
        'campaign.enabled',
        'campaign.disabled',
        'campaign.vouchers.generation.completed',
      ],
      createdAt: setUp(2),
    },
    {
      id: random.id('wh_'),
      secret: newWebhookSecret(),
      projectId,
      targetUrl: 'https://legacy.example.com/hook',
      events: ['voucher.published', 'publication.succeeded'],
      active: false,
      createdAt: setUp(3),
    },
    {
      id: random.id('wh_'),
      secret: newWebhookSecret(),
      projectId,
      targetUrl: 'https://audit.example.com/rules',
      events: [
        'business_validation_rule.created',
        'business_validation_rule.assignment.created',
        'voucher.gift.balance_added',
      ],
      createdAt: setUp(4),
    },
  ]);
}
