import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { campaignListSchema, campaignSchema } from '../../contract/campaign.ts';
import { customerListSchema, customerSchema } from '../../contract/customer.ts';
import { eventSchema } from '../../contract/event.ts';
import { exportListSchema, exportSchema } from '../../contract/export.ts';
import { loyaltyTransactionListSchema } from '../../contract/loyalty-transaction.ts';
import { projectListSchema, projectSchema } from '../../contract/project.ts';
import { promotionTierListSchema, promotionTierSchema } from '../../contract/promotion-tier.ts';
import { qualificationResponseSchema } from '../../contract/qualification.ts';
import { redemptionRollbackSchema, stackedRollbackSchema } from '../../contract/redemption-rollback.ts';
import { clientRedemptionResponseSchema, redemptionListSchema, redemptionSchema } from '../../contract/redemption.ts';
import { validationRuleListSchema, validationRuleSchema } from '../../contract/validation-rule.ts';
import { validationResponseSchema } from '../../contract/validation.ts';
import { voucherListSchema, voucherSchema } from '../../contract/voucher.ts';
import { webhookSchema } from '../../contract/webhook.ts';
import { projects } from '../store/schema/access.ts';
import { campaigns, promotionTiers } from '../store/schema/catalog.ts';
import { allTemplates, readAs, seededPromotion, setUpCampaignThroughApi } from '../testing/api.ts';
import { appHeaders, clientHeaders, jsonRequest, managementHeaders, testKeys } from '../testing/harness.ts';
import { nullableWhereOfficialIsNot } from '../official/nullability.ts';
import { officialDocument, officialNullErrors, officialOperations, pathTemplate } from '../official/official-schema.ts';
import { addVoucher, cart, redeemable, tierId } from '../testing/redemptions.ts';
import { useTestService } from '../testing/service.ts';
import { createWebhookThroughApi, webhooksPath } from '../testing/webhooks.ts';

/**
 * A field without a value is left out, unless the official schema lets it be null (src/docs/behaviour-api.md,
 * "Fields without a value"). Objects just made, never changed, without a customer, a category, a reason or a limit
 * are read through the official operations, and their bodies checked for nulls against the official response
 * schemas; and every response schema of the contract allows null only where the official one does, so no presenter
 * can send one.
 */
const service = useTestService();
const db = () => service.database.db;
const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = appHeaders) =>
  service.request(path, body === undefined ? { method, headers } : jsonRequest(method, body, headers));

/**
 * A 200 typed by the contract, with no field null where the official response schema of `METHOD path` does not
 * allow it (only nulls are judged here: the full official validation of the pinned subset is openapi-compat's).
 */
async function read<Schema extends z.ZodType>(
  method: string,
  path: string,
  response: Promise<Response>,
  schema: Schema,
): Promise<z.infer<Schema>> {
  const body = await readAs(response, schema, 200);
  expect(officialNullErrors(method, path, 200, body), JSON.stringify(body)).toEqual([]);
  return body;
}

describe('fields without a value are left out unless the official schema lets them be null', () => {
  it('a promotion tier never changed: no updated_at, a rule list, alone, listed and in a redemption', async () => {
    const { campaignId } = await seededPromotion(service);
    const id = await tierId(db(), 'Orders over $200');
    // Never changed, and usable whatever the day: no windows on the tier or its campaign.
    await db()
      .update(promotionTiers)
      .set({ updatedAt: null, validity: {}, active: true })
      .where(eq(promotionTiers.id, id));
    await db().update(campaigns).set({ validity: {} }).where(eq(campaigns.id, campaignId));
    const path = '/v1/promotions/tiers/{promotionTierId}';
    const tier = await read('get', path, send('GET', `/v1/promotions/tiers/${id}`), promotionTierSchema);
    expect(tier).not.toHaveProperty('updated_at');
    expect(tier.validation_rule_assignments).toMatchObject({ object: 'list', data_ref: 'data' });
    const { tiers } = await read(
      'get',
      '/v1/promotions/{campaignId}/tiers',
      send('GET', `/v1/promotions/${campaignId}/tiers`),
      promotionTierListSchema,
    );
    expect(tiers.find((t) => t.id === id)).toEqual(tier);

    const redeemed = await read(
      'post',
      '/client/v1/redemptions',
      send(
        'POST',
        '/client/v1/redemptions',
        { redeemables: [redeemable(id)], order: { amount: 30000 }, options: { expand: ['redeemable'] } },
        clientHeaders,
      ),
      clientRedemptionResponseSchema,
    );
    expect(redeemed.redemptions[0]!.promotion_tier).not.toHaveProperty('updated_at');
    const parentId = redeemed.parent_redemption.id;
    await read('get', '/v1/redemptions/{redemptionId}', send('GET', `/v1/redemptions/${parentId}`), redemptionSchema);
    await read('get', '/v1/redemptions', send('GET', '/v1/redemptions?limit=100'), redemptionListSchema);

    // Switching it is a change: from then on it has an updated_at.
    const disabled = await read(
      'post',
      `${path}/disable`,
      send('POST', `/v1/promotions/tiers/${id}/disable`),
      promotionTierSchema,
    );
    expect(disabled.updated_at).toEqual(expect.any(String));
  });

  it('rollbacks without a reason', async () => {
    const redeem = async () => {
      const code = await addVoucher(db(), { discount: { type: 'AMOUNT', amount_off: 100 } });
      const body = { redeemables: [redeemable(code)] };
      return (
        await read(
          'post',
          '/client/v1/redemptions',
          send('POST', '/client/v1/redemptions', body, clientHeaders),
          clientRedemptionResponseSchema,
        )
      ).parent_redemption.id;
    };
    const single = await read(
      'post',
      '/v1/redemptions/{redemptionId}/rollback',
      send('POST', `/v1/redemptions/${await redeem()}/rollback`),
      redemptionRollbackSchema,
    );
    expect(single).not.toHaveProperty('reason');
    const stacked = await read(
      'post',
      '/v1/redemptions/{parentRedemptionId}/rollbacks',
      send('POST', `/v1/redemptions/${await redeem()}/rollbacks`),
      stackedRollbackSchema,
    );
    expect(stacked.parent_rollback).not.toHaveProperty('reason');
  });

  it('a validation without a customer has no tracking id', async () => {
    const code = await addVoucher(db(), { discount: { type: 'AMOUNT', amount_off: 100 } });
    for (const [path, headers] of [
      ['/v1/validations', appHeaders],
      ['/client/v1/validations', clientHeaders],
    ] as const) {
      const validation = await read(
        'post',
        path,
        send('POST', path, { redeemables: [redeemable(code)], order: cart }, headers),
        validationResponseSchema,
      );
      expect(validation).not.toHaveProperty('tracking_id');
    }
  });

  it('a campaign just set up without a category or a redemption limit, its voucher, and its qualification', async () => {
    const gift = (await allTemplates(service)).find((t) => t.campaign_type === 'GIFT_VOUCHERS')!;
    const { campaign } = await setUpCampaignThroughApi(service, gift.id, {
      name: 'Absent fields gift',
      vouchers_count: 1,
      start_date: null,
      expiration_date: null,
    });
    const stored = await read(
      'get',
      '/v1/campaigns/{campaignId}',
      send('GET', `/v1/campaigns/${campaign.id}`),
      campaignSchema,
    );
    expect(stored).not.toHaveProperty('start_date');
    // The campaign's own schema lets these be null, and requires them.
    expect(stored).toMatchObject({ category_id: null, voucher: { redemption: { quantity: null } } });
    await read('get', '/v1/campaigns', send('GET', '/v1/campaigns?limit=100'), campaignListSchema);

    const vouchers = await read(
      'get',
      '/v1/vouchers',
      send('GET', `/v1/vouchers?campaign_id=${campaign.id}`),
      voucherListSchema,
    );
    const code = vouchers.vouchers[0]!.code;
    const voucher = await read('get', '/v1/vouchers/{code}', send('GET', `/v1/vouchers/${code}`), voucherSchema);
    expect(voucher.redemption).not.toHaveProperty('quantity');

    // The qualification's schema types both as non-nullable: they are left out.
    const qualification = await read(
      'post',
      '/v1/campaigns/qualification',
      send('POST', '/v1/campaigns/qualification?limit=50', {}),
      qualificationResponseSchema,
    );
    const qualified = qualification.data.find((c) => c.id === campaign.id);
    expect(qualified).toBeDefined();
    expect(qualified).not.toHaveProperty('category_id');
    expect(qualified!.voucher!.redemption).not.toHaveProperty('quantity');

    // A gift card's transaction names its campaign.
    await read(
      'post',
      '/client/v1/redemptions',
      send('POST', '/client/v1/redemptions', { redeemables: [redeemable(code, 500)], order: cart }, clientHeaders),
      clientRedemptionResponseSchema,
    );
    const transactions = await read(
      'get',
      '/v1/vouchers/{code}/transactions',
      send('GET', `/v1/vouchers/${code}/transactions`),
      loyaltyTransactionListSchema,
    );
    expect(transactions.data[0]).toMatchObject({ campaign_id: campaign.id });
  });

  it('a customer known only by a source id: no name, email, phone, birthdate or updated_at', async () => {
    await read(
      'post',
      '/v1/events',
      send('POST', '/v1/events', { event: 'store_visit', customer: { source_id: 'absent-fields' } }),
      eventSchema,
    );
    const { customers } = await read(
      'get',
      '/v1/customers',
      send('GET', '/v1/customers?q=absent-fields'),
      customerListSchema,
    );
    const customer = await read(
      'get',
      '/v1/customers/{customerId}',
      send('GET', `/v1/customers/${customers[0]!.id}`),
      customerSchema,
    );
    expect(customer.source_id).toBe('absent-fields');
    for (const field of ['name', 'email', 'phone', 'birthdate', 'updated_at'])
      expect(customer).not.toHaveProperty(field);
  });

  it('a validation rule never changed has no updated_at', async () => {
    const body = {
      name: 'Absent fields rule',
      rules: { '1': { name: 'order.amount', conditions: { $more_than: [100] } }, logic: '1' },
    };
    const rule = await read(
      'post',
      '/v1/validation-rules',
      send('POST', '/v1/validation-rules', body),
      validationRuleSchema,
    );
    expect(rule).not.toHaveProperty('updated_at');
    await read(
      'get',
      '/v1/validation-rules/{validationRuleId}',
      send('GET', `/v1/validation-rules/${rule.id}`),
      validationRuleSchema,
    );
    await read('get', '/v1/validation-rules', send('GET', '/v1/validation-rules?limit=100'), validationRuleListSchema);
  });

  it('a project without a description, a webhook and an export just made', async () => {
    await db().update(projects).set({ description: null }).where(eq(projects.id, testKeys.project_id));
    const projectPath = `/management/v1/projects/${testKeys.project_id}`;
    const project = await read(
      'get',
      '/management/v1/projects/{projectId}',
      send('GET', projectPath, undefined, managementHeaders),
      projectSchema,
    );
    expect(project).not.toHaveProperty('description');
    await read(
      'get',
      '/management/v1/projects',
      send('GET', '/management/v1/projects', undefined, managementHeaders),
      projectListSchema,
    );

    const webhook = await createWebhookThroughApi(service, 'https://hooks.example.com/absent-fields');
    await read(
      'get',
      '/management/v1/projects/{projectId}/webhooks/{webhookId}',
      send('GET', `${webhooksPath}/${webhook.id}`, undefined, managementHeaders),
      webhookSchema,
    );

    const exported = await read(
      'post',
      '/v1/loyalties/members/{memberId}/transactions/export',
      send('POST', '/v1/loyalties/members/LOYAL-DEMO1/transactions/export', {}),
      exportSchema,
    );
    await read('get', '/v1/exports/{exportId}', send('GET', `/v1/exports/${exported.id}`), exportSchema);
    await read('get', '/v1/exports', send('GET', '/v1/exports'), exportListSchema);
  });
});

/** Each JSON response the service declares for an operation of the official document, with its zod schema. */
function officialResponsesOfRoutes() {
  return service.app.openAPIRegistry.definitions.flatMap((definition) => {
    if (definition.type !== 'route') return [];
    const { method, path, responses } = definition.route;
    return Object.entries(responses).flatMap(([status, response]) => {
      const media = 'content' in response ? response.content?.['application/json'] : undefined;
      const schema = media && 'schema' in media ? media.schema : undefined;
      const official = officialDocument.responses.get(`${method} ${pathTemplate(path)} ${status}`);
      return schema instanceof z.ZodType && official
        ? [{ operation: `${method} ${path} ${status}`, schema, official }]
        : [];
    });
  });
}

describe('the contract allows null only where the official schema does', () => {
  it('finds no response field the contract lets be null and the official schema does not', () => {
    const responses = officialResponsesOfRoutes();
    expect(responses.length).toBeGreaterThan(50);
    const found = responses.flatMap(({ operation, schema, official }) => {
      const ours = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
      return nullableWhereOfficialIsNot(
        { root: ours, definitions: ours.$defs ?? {} },
        { root: official, definitions: officialDocument.schemas },
      ).map((field) => `${operation}: ${field}`);
    });
    expect(found).toEqual([]);
  });

  it('names a nullable field against an official string, so the check above can fail', () => {
    const ours = z.toJSONSchema(z.object({ updated_at: z.string().nullable(), name: z.string() }));
    const official = { type: 'object', properties: { updated_at: { type: 'string' }, name: { type: 'string' } } };
    expect(nullableWhereOfficialIsNot({ root: ours, definitions: {} }, { root: official, definitions: {} })).toEqual([
      'updated_at',
    ]);
    const nullable = { type: 'object', properties: { updated_at: { type: 'string', nullable: true } } };
    expect(nullableWhereOfficialIsNot({ root: ours, definitions: {} }, { root: nullable, definitions: {} })).toEqual(
      [],
    );
  });

  it('has the official response schemas of every official operation the service answers', () => {
    const served = service.app.openAPIRegistry.definitions.flatMap((d) =>
      d.type === 'route' ? [`${d.route.method} ${pathTemplate(d.route.path)}`] : [],
    );
    expect(served.filter((operation) => officialOperations.has(operation)).length).toBeGreaterThan(40);
    // A new route for an official operation: run official-responses-extract.ts again.
    expect(
      served.filter((operation) => officialOperations.has(operation) && !officialDocument.operations.has(operation)),
    ).toEqual([]);
  });
});
