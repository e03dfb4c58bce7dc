import { beforeAll, describe, expect, it } from 'vitest';
import { accountSessionSchema, rolePermissions, type Permission } from '../../../contract/access.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import type { PredefinedRole } from '../../../contract/invitation.ts';
import { jsonRequest, testKeys, testPassword } from '../../testing/harness.ts';
import { openApiPathsSchema, readAs } from '../../testing/api.ts';
import { useTestService } from '../../testing/service.ts';

/**
 * Every route of the app's own OpenAPI document, for a signed-in person of every predefined role: refused with
 * 403 `missing_permission` exactly when the role's row of the matrix lacks the route's permission. A route added
 * later fails here until its permission is written below.
 */
const service = useTestService();

/** What a person needs for each route; `member` means any role in the project (the operation narrows further). */
const required: Record<string, Permission | 'member'> = {
  'POST /v1/oauth/token': 'api-keys:manage',
  'POST /v1/oauth/introspect': 'api-keys:manage',
  'POST /v1/oauth/token/revoke': 'api-keys:manage',
  'GET /management/v1/projects/{projectId}/templates/campaigns': 'campaigns:read',
  'POST /v1/templates/campaigns/{campaignTemplateId}/campaign-setup': 'campaigns:write',
  'GET /promodesk/projects/{projectId}/templates/{templateId}': 'campaigns:read',
  'POST /promodesk/projects/{projectId}/templates/{templateId}/campaign-preview': 'campaigns:write',
  'GET /v1/campaigns': 'campaigns:read',
  'GET /v1/campaigns/{campaignId}': 'campaigns:read',
  'POST /v1/campaigns/{campaignId}/enable': 'campaigns:write',
  'PUT /v1/campaigns/{campaignId}': 'campaigns:write',
  'DELETE /v1/campaigns/{campaignId}': 'campaigns:write',
  'POST /promodesk/projects/{projectId}/campaigns/{campaignId}/duplicate': 'campaigns:write',
  'POST /v1/templates/campaigns': 'campaigns:write',
  'GET /v1/redemptions': 'campaigns:read',
  'GET /v1/redemptions/{redemptionId}': 'campaigns:read',
  'GET /v1/categories': 'campaigns:read',
  'GET /v1/categories/{categoryId}': 'campaigns:read',
  'POST /v1/categories': 'campaigns:write',
  'PUT /v1/categories/{categoryId}': 'campaigns:write',
  'DELETE /v1/categories/{categoryId}': 'campaigns:write',
  'GET /v1/trash-bin': 'campaigns:read',
  'DELETE /v1/trash-bin/{binEntryId}': 'campaigns:write',
  'POST /promodesk/projects/{projectId}/trash-bin/{binEntryId}/restore': 'campaigns:write',
  'GET /v1/rewards': 'campaigns:read',
  'GET /v1/rewards/{rewardId}': 'campaigns:read',
  'POST /v1/rewards': 'campaigns:write',
  'PUT /v1/rewards/{rewardId}': 'campaigns:write',
  'DELETE /v1/rewards/{rewardId}': 'campaigns:write',
  'GET /v1/rewards/{rewardId}/assignments': 'campaigns:read',
  'GET /v1/rewards/{rewardId}/assignments/{assignmentId}': 'campaigns:read',
  'POST /v1/rewards/{rewardId}/assignments': 'campaigns:write',
  'PUT /v1/rewards/{rewardId}/assignments/{assignmentId}': 'campaigns:write',
  'DELETE /v1/rewards/{rewardId}/assignments/{assignmentId}': 'campaigns:write',
  'GET /v1/loyalties/{campaignId}/rewards': 'campaigns:read',
  'GET /v1/loyalties/{campaignId}/rewards/{assignmentId}': 'campaigns:read',
  'POST /v1/loyalties/{campaignId}/rewards': 'campaigns:write',
  'PUT /v1/loyalties/{campaignId}/rewards/{assignmentId}': 'campaigns:write',
  'DELETE /v1/loyalties/{campaignId}/rewards/{assignmentId}': 'campaigns:write',
  'GET /v1/loyalties/{campaignId}/reward-assignments': 'campaigns:read',
  'GET /v1/loyalties/{campaignId}/reward-assignments/{assignmentId}': 'campaigns:read',
  'GET /v1/loyalties/{campaignId}/reward-assignments/{assignmentId}/reward': 'campaigns:read',
  'GET /v1/loyalties/members/{memberId}/rewards': 'campaigns:read',
  'POST /v1/loyalties/{campaignId}/members/{memberId}/redemption': 'redemptions:redeem',
  'POST /v1/loyalties/members/{memberId}/redemption': 'redemptions:redeem',
  'GET /v1/products': 'campaigns:read',
  'POST /v1/products': 'campaigns:write',
  'GET /v1/products/{productId}': 'campaigns:read',
  'PUT /v1/products/{productId}': 'campaigns:write',
  'DELETE /v1/products/{productId}': 'campaigns:write',
  'GET /v1/skus/{skuId}': 'campaigns:read',
  'GET /v1/products/{productId}/skus': 'campaigns:read',
  'POST /v1/products/{productId}/skus': 'campaigns:write',
  'PUT /v1/products/{productId}/skus/{skuId}': 'campaigns:write',
  'DELETE /v1/products/{productId}/skus/{skuId}': 'campaigns:write',
  'GET /v1/product-collections': 'campaigns:read',
  'POST /v1/product-collections': 'campaigns:write',
  'GET /v1/product-collections/{productCollectionId}': 'campaigns:read',
  'DELETE /v1/product-collections/{productCollectionId}': 'campaigns:write',
  'GET /v1/product-collections/{productCollectionId}/products': 'campaigns:read',
  'POST /v1/segments': 'campaigns:write',
  'GET /v1/segments/{segmentId}': 'campaigns:read',
  'DELETE /v1/segments/{segmentId}': 'campaigns:write',
  'GET /v1/customers/{customerId}/segments': 'campaigns:read',
  'GET /v1/customers/{customerId}/activities': 'campaigns:read',
  'GET /v1/customers/{customerId}/activity': 'campaigns:read',
  'GET /v1/metadata-schemas': 'campaigns:read',
  'GET /v1/metadata-schemas/{resource}': 'campaigns:read',
  'GET /management/v1/projects/{projectId}/metadata-schemas': 'campaigns:read',
  'GET /management/v1/projects/{projectId}/metadata-schemas/{metadataSchemaId}': 'campaigns:read',
  'POST /management/v1/projects/{projectId}/metadata-schemas': 'campaigns:write',
  'PUT /management/v1/projects/{projectId}/metadata-schemas/{metadataSchemaId}': 'campaigns:write',
  'DELETE /management/v1/projects/{projectId}/metadata-schemas/{metadataSchemaId}': 'campaigns:write',
  'GET /v1/publications': 'campaigns:read',
  'GET /v1/async-actions': 'campaigns:read',
  'GET /v1/async-actions/{asyncActionId}': 'campaigns:read',
  'POST /v1/vouchers/import': 'campaigns:write',
  'POST /v1/vouchers/bulk/async': 'campaigns:write',
  'POST /v1/vouchers/metadata/async': 'campaigns:write',
  'POST /v1/customers/bulk/async': 'campaigns:write',
  'POST /v1/customers/metadata/async': 'campaigns:write',
  'POST /v1/vouchers/importCSV': 'campaigns:write',
  'POST /v1/customers/importCSV': 'campaigns:write',
  'POST /v1/products/bulk/async': 'campaigns:write',
  'POST /v1/products/metadata/async': 'campaigns:write',
  'POST /v1/products/importCSV': 'campaigns:write',
  'POST /v1/skus/importCSV': 'campaigns:write',
  'POST /v1/campaigns/{campaignId}/import': 'campaigns:write',
  'POST /v1/campaigns/{campaignId}/importCSV': 'campaigns:write',
  'POST /v1/orders/import': 'campaigns:write',
  'POST /v1/publications': 'campaigns:write',
  'GET /v1/publications/create': 'campaigns:write',
  'GET /v1/orders': 'campaigns:read',
  'GET /v1/orders/{orderId}': 'campaigns:read',
  'POST /v1/orders': 'redemptions:redeem',
  'PUT /v1/orders/{orderId}': 'redemptions:redeem',
  'POST /client/v1/publish': 'campaigns:write',
  'GET /v1/validation-rules/{validationRuleId}': 'campaigns:read',
  'GET /v1/validation-rules': 'campaigns:read',
  'POST /v1/validation-rules': 'campaigns:write',
  'PUT /v1/validation-rules/{validationRuleId}': 'campaigns:write',
  'DELETE /v1/validation-rules/{validationRuleId}': 'campaigns:write',
  'POST /v1/validation-rules/{validationRuleId}/assignments': 'campaigns:write',
  'DELETE /v1/validation-rules/{validationRuleId}/assignments/{assignmentId}': 'campaigns:write',
  'GET /v1/validation-rules-assignments': 'campaigns:read',
  'GET /v1/validation-rules/{validationRuleId}/assignments': 'campaigns:read',
  'POST /v1/validation-rules/{validationRuleId}/validation': 'campaigns:read',
  'POST /v1/qualifications': 'campaigns:read',
  'POST /client/v1/qualifications': 'campaigns:read',
  'POST /v1/promotions/validation': 'redemptions:redeem',
  'GET /client/v1/promotions/validation': 'redemptions:redeem',
  'POST /client/v1/events': 'events:send',
  'GET /promodesk/projects/{projectId}/overview': 'campaigns:read',
  'GET /promodesk/projects/{projectId}/calendar': 'campaigns:read',
  'POST /promodesk/projects/{projectId}/calendar/sample-cart': 'campaigns:read',
  'GET /promodesk/projects/{projectId}/search': 'campaigns:read',
  'GET /promodesk/projects/{projectId}/campaigns/{campaignId}/budget': 'campaigns:read',
  'POST /v1/redemptions/{redemptionId}/rollback': 'redemptions:redeem',
  'POST /v1/redemptions/{redemptionId}/rollbacks': 'redemptions:redeem',
  'POST /v1/campaigns/{campaignId}/disable': 'campaigns:write',
  'GET /v1/promotions/{campaignId}/tiers': 'campaigns:read',
  'GET /v1/promotions/tiers': 'campaigns:read',
  'GET /v1/promotions/tiers/{promotionTierId}': 'campaigns:read',
  'POST /v1/promotions/tiers/{promotionTierId}/enable': 'promotions:toggle',
  'POST /v1/promotions/tiers/{promotionTierId}/disable': 'promotions:toggle',
  'POST /v1/campaigns': 'campaigns:write',
  'POST /v1/promotions/{campaignId}/tiers': 'campaigns:write',
  'PUT /v1/promotions/tiers/{promotionTierId}': 'campaigns:write',
  'DELETE /v1/promotions/tiers/{promotionTierId}': 'campaigns:write',
  'GET /v1/promotions/stacks': 'campaigns:read',
  'GET /v1/promotions/{campaignId}/stacks': 'campaigns:read',
  'POST /v1/promotions/{campaignId}/stacks': 'campaigns:write',
  'GET /v1/promotions/{campaignId}/stacks/{stackId}': 'campaigns:read',
  'PUT /v1/promotions/{campaignId}/stacks/{stackId}': 'campaigns:write',
  'DELETE /v1/promotions/{campaignId}/stacks/{stackId}': 'campaigns:write',
  'GET /management/v1/projects': 'member',
  'GET /management/v1/projects/{projectId}': 'campaigns:read',
  'POST /management/v1/projects/{projectId}/users': 'team:manage',
  'GET /management/v1/projects/{projectId}/stacking-rules': 'campaigns:read',
  'POST /management/v1/projects/{projectId}/stacking-rules': 'campaigns:write',
  'GET /management/v1/projects/{projectId}/stacking-rules/{stackingRulesId}': 'campaigns:read',
  'PUT /management/v1/projects/{projectId}/stacking-rules/{stackingRulesId}': 'campaigns:write',
  'DELETE /management/v1/projects/{projectId}/stacking-rules/{stackingRulesId}': 'campaigns:write',
  'GET /management/v1/projects/{projectId}/users': 'team:manage',
  'GET /management/v1/projects/{projectId}/users/{userId}': 'team:manage',
  'PUT /management/v1/projects/{projectId}/users/{userId}': 'team:manage',
  'DELETE /management/v1/projects/{projectId}/users/{userId}': 'team:manage',
  'GET /management/v1/projects/{projectId}/webhooks': 'webhooks:read',
  'GET /management/v1/projects/{projectId}/webhooks/{webhookId}': 'webhooks:read',
  'POST /management/v1/projects/{projectId}/webhooks': 'webhooks:manage',
  'PUT /management/v1/projects/{projectId}/webhooks/{webhookId}': 'webhooks:manage',
  'DELETE /management/v1/projects/{projectId}/webhooks/{webhookId}': 'webhooks:manage',
  'GET /management/v1/projects/{projectId}/webhooks/{webhookId}/deliveries': 'webhooks:read',
  'POST /management/v1/projects/{projectId}/webhooks/{webhookId}/deliveries/{deliveryId}/resend': 'webhooks:manage',
  'GET /management/v1/projects/{projectId}/roles': 'campaigns:read',
  'POST /management/v1/projects/users/invite': 'member',
  'POST /v1/loyalties/members/{memberId}/transactions/export': 'exports:create',
  'POST /v1/loyalties/{campaignId}/members/{memberId}/transactions/export': 'exports:create',
  'GET /v1/exports/{exportId}': 'campaigns:read',
  'POST /v1/campaigns/qualification': 'campaigns:read',
  'POST /client/v1/redemptions': 'redemptions:redeem',
  'POST /client/v1/validations': 'redemptions:redeem',
  'POST /v1/validations': 'redemptions:redeem',
  'POST /v1/redemptions': 'redemptions:redeem',
  'POST /v1/vouchers/{code}/redemption': 'redemptions:redeem',
  'GET /v1/vouchers/{code}/redemption': 'campaigns:read',
  'POST /v1/promotions/tiers/{promotionTierId}/redemption': 'redemptions:redeem',
  'POST /client/v1/redeem': 'redemptions:redeem',
  'POST /v1/vouchers/{code}/validate': 'redemptions:redeem',
  'GET /client/v1/validate': 'redemptions:redeem',
  'GET /v1/vouchers': 'campaigns:read',
  'GET /v1/vouchers/{code}': 'campaigns:read',
  'GET /v1/vouchers/{code}/transactions': 'campaigns:read',
  'POST /v1/vouchers/{code}/enable': 'campaigns:write',
  'POST /v1/vouchers/{code}/disable': 'campaigns:write',
  'POST /v1/vouchers': 'campaigns:write',
  'POST /v1/vouchers/{code}': 'campaigns:write',
  'PUT /v1/vouchers/{code}': 'campaigns:write',
  'DELETE /v1/vouchers/{code}': 'campaigns:write',
  'POST /v1/vouchers/{code}/balance': 'campaigns:write',
  'DELETE /v1/vouchers/{code}/sessions/{sessionKey}': 'redemptions:redeem',
  'POST /v1/campaigns/{campaignId}/vouchers': 'campaigns:write',
  'POST /v1/campaigns/{campaignId}/vouchers/{code}': 'campaigns:write',
  'POST /promodesk/projects/{projectId}/campaigns/{campaignId}/vouchers/import': 'campaigns:write',
  'GET /promodesk/projects/{projectId}/vouchers/export': 'campaigns:read',
  'GET /v1/loyalties': 'campaigns:read',
  'POST /v1/loyalties': 'campaigns:write',
  'GET /v1/loyalties/{campaignId}': 'campaigns:read',
  'PUT /v1/loyalties/{campaignId}': 'campaigns:write',
  'DELETE /v1/loyalties/{campaignId}': 'campaigns:write',
  'GET /v1/loyalties/{campaignId}/members': 'campaigns:read',
  'GET /v1/loyalties/{campaignId}/earning-rules': 'campaigns:read',
  'POST /v1/loyalties/{campaignId}/earning-rules': 'campaigns:write',
  'GET /v1/loyalties/{campaignId}/earning-rules/{earningRuleId}': 'campaigns:read',
  'PUT /v1/loyalties/{campaignId}/earning-rules/{earningRuleId}': 'campaigns:write',
  'DELETE /v1/loyalties/{campaignId}/earning-rules/{earningRuleId}': 'campaigns:write',
  'POST /v1/loyalties/{campaignId}/earning-rules/{earningRuleId}/enable': 'campaigns:write',
  'POST /v1/loyalties/{campaignId}/earning-rules/{earningRuleId}/disable': 'campaigns:write',
  'GET /v1/loyalties/{campaignId}/members/{memberId}/transactions': 'campaigns:read',
  'GET /v1/loyalties/members/{memberId}/transactions': 'campaigns:read',
  'POST /v1/loyalties/{campaignId}/members': 'campaigns:write',
  'GET /v1/loyalties/{campaignId}/members/{memberId}': 'campaigns:read',
  'GET /v1/loyalties/members/{memberId}': 'campaigns:read',
  'POST /v1/loyalties/{campaignId}/members/{memberId}/balance': 'loyalty:points',
  'POST /v1/loyalties/members/{memberId}/balance': 'loyalty:points',
  'POST /v1/loyalties/{campaignId}/members/{memberId}/transfers': 'loyalty:points',
  'GET /v1/loyalties/{campaignId}/members/{memberId}/activity': 'campaigns:read',
  'GET /v1/loyalties/members/{memberId}/activity': 'campaigns:read',
  'GET /v1/loyalties/{campaignId}/members/{memberId}/activities': 'campaigns:read',
  'GET /v1/loyalties/members/{memberId}/activities': 'campaigns:read',
  'GET /v1/loyalties/{campaignId}/tiers': 'campaigns:read',
  'POST /v1/loyalties/{campaignId}/tiers': 'campaigns:write',
  'GET /v1/loyalties/{campaignId}/tiers/{loyaltyTierId}': 'campaigns:read',
  'GET /v1/loyalties/{campaignId}/tiers/{loyaltyTierId}/earning-rules': 'campaigns:read',
  'GET /v1/loyalties/{campaignId}/tiers/{loyaltyTierId}/rewards': 'campaigns:read',
  'GET /v1/loyalties/members/{memberId}/tiers': 'campaigns:read',
  'POST /v1/referrals/{campaignId}/members/{memberId}/holders': 'campaigns:write',
  'GET /v1/referrals/{campaignId}/members/{memberId}/holders': 'campaigns:read',
  'DELETE /v1/referrals/{campaignId}/members/{memberId}/holders/{holderId}': 'campaigns:write',
  'POST /v1/referrals/members/{memberId}/holders': 'campaigns:write',
  'GET /v1/referrals/members/{memberId}/holders': 'campaigns:read',
  'DELETE /v1/referrals/members/{memberId}/holders/{holderId}': 'campaigns:write',
  'GET /v1/loyalties/{campaignId}/members/{memberId}/points-expiration': 'campaigns:read',
  'GET /v1/loyalties/{campaignId}/pending-points': 'campaigns:read',
  'GET /v1/loyalties/{campaignId}/members/{memberId}/pending-points': 'campaigns:read',
  'GET /v1/loyalties/members/{memberId}/pending-points': 'campaigns:read',
  'POST /v1/loyalties/members/{memberId}/pending-points/{pendingPointsId}/activate': 'campaigns:write',
  'POST /v1/loyalties/members/{memberId}/pending-points/{pendingPointsId}/cancel': 'campaigns:write',
  'POST /v1/loyalties/members/{memberId}/pending-points/{pendingPointsId}/balance': 'campaigns:write',
  'POST /v1/loyalties/{campaignId}/points-expiration/export': 'exports:create',
  'GET /v1/customers': 'campaigns:read',
  'GET /v1/customers/{customerId}': 'campaigns:read',
  'GET /v1/customers/{customerId}/redeemables': 'campaigns:read',
  'POST /v1/customers': 'campaigns:write',
  'PUT /v1/customers/{customerId}': 'campaigns:write',
  'DELETE /v1/customers/{customerId}': 'campaigns:write',
  'POST /v1/customers/{customerId}/permanent-deletion': 'campaigns:write',
  'PUT /v1/customers/{customerId}/consents': 'campaigns:write',
  'GET /v1/consents': 'campaigns:read',
  'POST /client/v1/customers': 'campaigns:write',
  'GET /client/v1/consents': 'campaigns:read',
  'PUT /client/v1/customers/{customerId}/consents': 'campaigns:write',
  'GET /promodesk/projects/{projectId}/customers/{customerId}/events': 'campaigns:read',
  'GET /promodesk/projects/{projectId}/customers/{customerId}/eligibility': 'campaigns:read',
  'POST /v1/events': 'events:send',
  'GET /promodesk/projects/{projectId}/events': 'campaigns:read',
  'GET /v1/exports': 'campaigns:read',
  'POST /v1/exports': 'exports:create',
  'DELETE /v1/exports/{exportId}': 'exports:create',
  'POST /v1/vouchers/{code}/transactions/export': 'exports:create',
  'GET /promodesk/projects/{projectId}/team': 'team:manage',
  'PUT /promodesk/projects/{projectId}/members/{userId}/role': 'team:manage',
  'DELETE /promodesk/projects/{projectId}/members/{userId}': 'team:manage',
  'POST /promodesk/projects/{projectId}/invitations/{invitationId}/resend': 'team:manage',
  'POST /promodesk/projects/{projectId}/invitations/{invitationId}/revoke': 'team:manage',
  'GET /promodesk/projects/{projectId}/audit': 'audit:read',
  'GET /promodesk/projects/{projectId}/audit/export': 'audit:read',
  'GET /promodesk/projects/{projectId}/approval-settings': 'team:manage',
  'PUT /promodesk/projects/{projectId}/approval-settings': 'team:manage',
  'GET /promodesk/projects/{projectId}/approval-requests': 'campaigns:read',
  'GET /promodesk/projects/{projectId}/approval-requests/{approvalRequestId}': 'campaigns:read',
  'POST /promodesk/projects/{projectId}/approval-requests/{approvalRequestId}/approve': 'campaigns:read',
  'POST /promodesk/projects/{projectId}/approval-requests/{approvalRequestId}/reject': 'campaigns:read',
  'POST /promodesk/projects/{projectId}/approval-requests/{approvalRequestId}/request-changes': 'campaigns:read',
  'GET /promodesk/projects/{projectId}/views': 'campaigns:read',
  'POST /promodesk/projects/{projectId}/views': 'campaigns:read',
  'PATCH /promodesk/projects/{projectId}/views/{viewId}': 'campaigns:read',
  'DELETE /promodesk/projects/{projectId}/views/{viewId}': 'campaigns:read',
  'POST /promodesk/projects/{projectId}/bulk-actions': 'campaigns:write',
  'GET /promodesk/projects/{projectId}/bulk-actions/{bulkActionId}': 'campaigns:read',
  'POST /promodesk/projects/{projectId}/bulk-actions/{bulkActionId}/undo': 'campaigns:write',
  'GET /promodesk/projects/{projectId}/keys': 'api-keys:manage',
  'POST /promodesk/projects/{projectId}/keys': 'api-keys:manage',
  'POST /promodesk/projects/{projectId}/keys/{keyId}/rotate': 'api-keys:manage',
  'DELETE /promodesk/projects/{projectId}/keys/{keyId}': 'api-keys:manage',
  'GET /promodesk/projects/{projectId}/client-origins': 'api-keys:manage',
  'PUT /promodesk/projects/{projectId}/client-origins': 'api-keys:manage',
};

/** Signing in and out, one's own profile and password, the accept link, health, the document and the export download take no role. */
const outsideTheMatrix = (route: string) =>
  /^\w+ \/promodesk\/(health|sign-in|sign-out|session|setup|demo-account|invitation|password-reset|profile)/.test(
    route,
  ) ||
  route === 'GET /openapi.json' ||
  route === 'GET /v1/exports/{exportId}/download';

const people: Record<PredefinedRole, string> = {
  ADMIN: 'owner@example.com',
  USER: 'user@example.com',
  VIEWER: 'viewer@example.com',
  MERCHANT: 'merchant@example.com',
  USER_RESTRICTED: 'restricted@example.com',
};

let routes: string[] = [];
const headersOf = new Map<PredefinedRole, Record<string, string>>();

beforeAll(async () => {
  const { paths } = await readAs(service.request('/openapi.json'), openApiPathsSchema, 200);
  routes = Object.entries(paths).flatMap(([template, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${template}`),
  );
  for (const [role, email] of Object.entries(people) as [PredefinedRole, string][]) {
    const response = await service.request(
      '/promodesk/sign-in',
      jsonRequest('POST', { email, password: testPassword }, {}),
    );
    const session = accountSessionSchema.parse(await response.json());
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    headersOf.set(role, { cookie, 'x-promodesk-project': testKeys.project_id, 'x-csrf-token': session.csrf_token });
  }
});

/** The route's request with ids that exist nowhere (the project is the person's own) and a body too thin to change anything. */
function requestFor(route: string, headers: Record<string, string>) {
  const [method, template] = route.split(' ') as [string, string];
  const path = template.replace('{projectId}', testKeys.project_id).replace(/\{[^}]+\}/g, 'unknown_id');
  const init: RequestInit = template.startsWith('/v1/oauth/')
    ? { method, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: 'access_token=x' }
    : method === 'GET'
      ? { method, headers }
      : { method, headers: { ...headers, 'content-type': 'application/json' }, body: '{}' };
  return service.request(path, init);
}

describe('the permission matrix on every route', () => {
  it('names a permission for every route a person can call', () => {
    const unnamed = routes.filter((route) => !outsideTheMatrix(route) && !(route in required));
    expect(unnamed).toEqual([]);
  });

  for (const role of Object.keys(people) as PredefinedRole[]) {
    it(`${role}: refused exactly what its row lacks, and nothing else`, async () => {
      const wrong: string[] = [];
      for (const route of routes.filter((r) => !outsideTheMatrix(r))) {
        const permission = required[route]!;
        const allowed = permission === 'member' || rolePermissions[role].includes(permission);
        const response = await requestFor(route, headersOf.get(role)!);
        const text = await response.text();
        const refused = response.status === 403 && errorBodySchema.parse(JSON.parse(text)).key === 'missing_permission';
        if (allowed ? response.status === 401 || refused : !refused)
          wrong.push(`${route}: HTTP ${response.status} ${text.slice(0, 120)}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
