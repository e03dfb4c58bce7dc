import { bodyLimit } from 'hono/body-limit';
import { bodyTooLarge, errorResponse, onErrorFor } from './http/errors.ts';
import { bodyMediaTypes, createRouter } from './http/openapi.ts';
import type { AppDeps } from './http/env.ts';
import { newRequestId } from './ids.ts';
import { writeLog } from './log.ts';
import { chargeAddress, createRateLimiter, limitByAddress } from './http/guards/rate-limit.ts';
import { jsonBody } from './http/json-body.ts';
import { queryWithoutNul } from './http/query-check.ts';
import { clientCors, hostAllowList, securityHeaders } from './http/security.ts';
import { registerOauthRoutes } from './http/oauth/routes.ts';
import { registerTemplateRoutes } from './http/templates/routes.ts';
import { registerCampaignRoutes } from './http/campaigns/routes.ts';
import { registerCampaignSummaryRoutes } from './http/campaigns/summary-routes.ts';
import { registerCampaignTransactionRoutes } from './http/campaigns/transactions-routes.ts';
import { registerLoyaltyProgramRoutes } from './http/loyalties/programs-routes.ts';
import { registerPromotionRoutes } from './http/promotions/routes.ts';
import { registerPromotionStackRoutes } from './http/promotions/stacks-routes.ts';
import { registerManagementRoutes } from './http/management/routes.ts';
import { registerWebhookRoutes } from './http/webhooks/routes.ts';
import { registerPromodeskRoutes } from './http/promodesk/routes.ts';
import { registerExportRoutes } from './http/exports/routes.ts';
import { registerExportKindRoutes } from './http/exports/kind-routes.ts';
import { registerManagementUserRoutes } from './http/management/users-routes.ts';
import { registerStackingRulesRoutes } from './http/management/stacking-rules-routes.ts';
import { registerCustomEventSchemaRoutes } from './http/management/custom-event-schemas-routes.ts';
import { registerBrandingRoutes } from './http/management/branding-routes.ts';
import { registerQualificationRoutes } from './http/qualification/routes.ts';
import { registerEligibilityRoutes } from './http/qualification/eligibility-routes.ts';
import { registerRedemptionRoutes } from './http/redemptions/routes.ts';
import { registerSingleRedemptionRoutes } from './http/redemptions/single-routes.ts';
import { registerValidationRoutes } from './http/validations/routes.ts';
import { registerSingleValidationRoutes } from './http/validations/single-routes.ts';
import { registerPromotionValidationRoutes } from './http/validations/promotion-routes.ts';
import { registerVoucherRoutes } from './http/vouchers/routes.ts';
import { registerLoyaltyMemberRoutes } from './http/loyalties/members-routes.ts';
import { registerPointsBucketRoutes } from './http/loyalties/points-buckets-routes.ts';
import { registerVoucherBulkRoutes } from './http/vouchers/bulk-routes.ts';
import { registerCustomerChangeRoutes } from './http/customers/changes.ts';
import { registerConsentRoutes } from './http/customers/consents.ts';
import { registerVoucherWriteRoutes } from './http/vouchers/write-routes.ts';
import { registerAssetRoutes } from './http/vouchers/asset-routes.ts';
import { registerCustomerRoutes } from './http/customers/routes.ts';
import { registerCustomerRedeemableRoutes } from './http/customers/redeemables-routes.ts';
import { registerEventRoutes } from './http/events/routes.ts';
import { registerAccountRoutes } from './http/account/routes.ts';
import { registerTeamRoutes } from './http/team/routes.ts';
import { registerPasswordRoutes } from './http/account/password-routes.ts';
import { registerAuditRoutes } from './http/audit/routes.ts';
import { registerApprovalRoutes } from './http/approvals/routes.ts';
import { registerOverviewRoutes } from './http/overview/routes.ts';
import { registerCalendarRoutes } from './http/calendar/routes.ts';
import { registerSearchRoutes } from './http/search/routes.ts';
import { registerBudgetRoutes } from './http/budgets/routes.ts';
import { registerBulkActionRoutes } from './http/bulk-actions/routes.ts';
import { registerValidationRuleRoutes } from './http/validation-rules/routes.ts';
import { registerCategoryRoutes } from './http/categories/routes.ts';
import { registerSavedViewRoutes } from './http/saved-views/routes.ts';
import { registerTrashBinRoutes } from './http/trash-bin/routes.ts';
import { registerRewardRoutes } from './http/rewards/routes.ts';
import { registerLoyaltyRewardRoutes } from './http/loyalties/rewards-routes.ts';
import { registerRewardRedemptionRoutes } from './http/loyalties/reward-redemption-routes.ts';
import { registerLoyaltyTierRoutes } from './http/loyalties/tiers-routes.ts';
import { registerLoyaltyTierMappingRoutes } from './http/loyalties/tier-mappings-routes.ts';
import { registerReferralHolderRoutes } from './http/referrals/holders-routes.ts';
import { registerEarningRuleRoutes } from './http/loyalties/earning-rules-routes.ts';
import { registerSegmentRoutes } from './http/segments/routes.ts';
import { registerLocationRoutes } from './http/locations/routes.ts';
import { registerCustomerActivityRoutes } from './http/customers/activity.ts';
import { registerMetadataSchemaRoutes } from './http/metadata-schemas/routes.ts';
import { registerPublicationRoutes } from './http/publications/routes.ts';
import { registerProductRoutes } from './http/products/routes.ts';
import { registerProductCollectionRoutes } from './http/product-collections/routes.ts';
import { registerOrderRoutes } from './http/orders/routes.ts';
import { registerAsyncActionRoutes } from './http/async-actions/routes.ts';
import { registerBulkScheduleRoutes } from './http/async-actions/bulk-routes.ts';
import { registerImportRoutes } from './http/async-actions/import-routes.ts';
import { registerProductScheduleRoutes } from './http/async-actions/product-routes.ts';
import { maxCsvUploadBytes } from '../contract/async-action.ts';
import { registerKeyRoutes } from './http/api-keys/routes.ts';
import { registerQaRoutes } from './http/qa/routes.ts';
import { registerQaSuiteRoutes } from './http/qa/suite-routes.ts';
import { registerQaSnapshotRoutes } from './http/qa/snapshot-routes.ts';
import { registerQaFidelityRoutes } from './http/qa/fidelity-routes.ts';
import { qaRequests } from './http/qa/scope.ts';
import { createModelCache } from './store/model-cache.ts';

/** Paths the service answers; everything else belongs to the dashboard. */
export const apiPath = /^\/+(v1|client|management|promodesk|openapi\.json)(\/|\?|$)/;

/** Largest JSON body accepted; bigger requests get 413 before any parsing. */
export const maxBodyBytes = 1024 * 1024;
/** Room for a multipart request's boundaries, part headers and other small fields around its file. */
const uploadFramingBytes = 64 * 1024;
/**
 * The CSV imports and QA snapshot imports, whose files may be larger (up to `maxCsvUploadBytes`); nothing else may.
 */
export const largeUploadPath =
  /^\/(v1\/(vouchers|customers|products|skus|campaigns\/[^/]+)\/importCSV|promodesk\/qa\/projects\/[^/]+\/snapshots\/[^/]+)$/;

/** The whole HTTP surface of the service, without a listener, so tests drive it with `app.request()`. */
export function createApp(deps: AppDeps) {
  const app = createRouter();
  app.use('*', async (c, next) => {
    c.set('requestId', newRequestId());
    c.set('deps', deps);
    c.set('log', (level, fields) => writeLog(level, { request_id: c.get('requestId'), ...fields }));
    const started = performance.now();
    await next();
    // Structured access log of API calls: path without the query string, which can carry a download token.
    if (deps.accessLog && apiPath.test(c.req.path))
      c.get('log')('info', {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });
  });
  if (deps.qa) app.use('*', qaRequests(deps.qa));
  app.use('*', securityHeaders);
  app.use('*', hostAllowList(deps.allowedHosts));
  const modelCache = createModelCache(deps.database.db);
  // QA clocks can stand still; the rate windows must keep moving, so they follow the machine's time in QA mode.
  const rateClock = deps.qa ? Date.now : () => (deps.now?.() ?? new Date()).getTime();
  const rateLimiter = createRateLimiter(deps.rateLimitPerSecond ?? 0, rateClock);
  app.use('*', (c, next) => {
    c.set('rateLimiter', rateLimiter);
    c.set('modelCache', modelCache);
    return next();
  });
  app.use('/client/*', clientCors);
  app.use('/openapi.json', limitByAddress);
  const limitBody = bodyLimit({ maxSize: maxBodyBytes, onError: (c) => bodyTooLarge(c, maxBodyBytes) });
  // The file itself may be `maxCsvUploadBytes` (the import counts its bytes); the request adds multipart framing.
  const limitUpload = bodyLimit({
    maxSize: maxCsvUploadBytes + uploadFramingBytes,
    onError: (c) => bodyTooLarge(c, maxCsvUploadBytes),
  });
  // Reading the body stream turns node-server's light request into a full fetch Request; GET and HEAD have none.
  app.use('*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return (largeUploadPath.test(c.req.path) ? limitUpload : limitBody)(c, next);
  });
  app.use('*', queryWithoutNul);
  app.use('*', jsonBody);

  registerOauthRoutes(app);
  registerTemplateRoutes(app);
  registerCampaignRoutes(app);
  registerCampaignTransactionRoutes(app);
  registerCampaignSummaryRoutes(app);
  registerLoyaltyProgramRoutes(app);
  registerPromotionRoutes(app);
  registerPromotionStackRoutes(app);
  registerManagementRoutes(app);
  registerManagementUserRoutes(app);
  registerStackingRulesRoutes(app);
  registerCustomEventSchemaRoutes(app);
  registerBrandingRoutes(app);
  registerWebhookRoutes(app);
  registerExportRoutes(app);
  registerExportKindRoutes(app);
  registerQualificationRoutes(app);
  registerEligibilityRoutes(app);
  registerRedemptionRoutes(app);
  registerSingleRedemptionRoutes(app);
  registerValidationRoutes(app);
  registerSingleValidationRoutes(app);
  registerPromotionValidationRoutes(app);
  registerVoucherRoutes(app);
  registerLoyaltyMemberRoutes(app);
  registerPointsBucketRoutes(app);
  registerVoucherBulkRoutes(app);
  registerCustomerRoutes(app);
  registerCustomerRedeemableRoutes(app);
  registerCustomerChangeRoutes(app);
  registerConsentRoutes(app);
  registerEventRoutes(app);
  registerPromodeskRoutes(app);
  registerAccountRoutes(app);
  registerTeamRoutes(app);
  registerPasswordRoutes(app);
  registerAuditRoutes(app);
  registerApprovalRoutes(app);
  registerOverviewRoutes(app);
  registerCalendarRoutes(app);
  registerSearchRoutes(app);
  registerBudgetRoutes(app);
  registerBulkActionRoutes(app);
  registerValidationRuleRoutes(app);
  registerCategoryRoutes(app);
  registerSavedViewRoutes(app);
  registerTrashBinRoutes(app);
  registerRewardRoutes(app);
  registerLoyaltyRewardRoutes(app);
  registerRewardRedemptionRoutes(app);
  registerLoyaltyTierRoutes(app);
  registerLoyaltyTierMappingRoutes(app);
  registerReferralHolderRoutes(app);
  registerEarningRuleRoutes(app);
  registerSegmentRoutes(app);
  registerLocationRoutes(app);
  registerCustomerActivityRoutes(app);
  registerMetadataSchemaRoutes(app);
  registerPublicationRoutes(app);
  registerProductRoutes(app);
  registerProductCollectionRoutes(app);
  registerOrderRoutes(app);
  registerKeyRoutes(app);
  registerAsyncActionRoutes(app);
  registerBulkScheduleRoutes(app);
  registerImportRoutes(app);
  registerProductScheduleRoutes(app);
  registerAssetRoutes(app);
  // Last: POST /v1/vouchers/{code} would otherwise answer for word routes such as /v1/vouchers/qualification.
  registerVoucherWriteRoutes(app);
  if (deps.qa) {
    registerQaRoutes(app, deps.qa);
    registerQaSuiteRoutes(app, deps.qa);
    registerQaSnapshotRoutes(app, deps.qa);
    registerQaFidelityRoutes(app, deps.qa);
  }

  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Promodesk',
      version: '1.0.0',
      description: 'Voucherify-compatible promotion, loyalty and redemption service',
    },
  });
  app.onError(onErrorFor(bodyMediaTypes(app)));
  app.notFound((c) => {
    // Probing unknown API paths spends the address budget; the dashboard's files are never limited.
    if (apiPath.test(c.req.path)) chargeAddress(c);
    return errorResponse(c, {
      kind: 'not_found',
      key: 'not_found',
      message: 'Resource not found',
      details: `No route for ${c.req.method} ${new URL(c.req.url).pathname}`,
    });
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
