import { heldForApproval } from '../approvals/held.ts';
import { isHeld } from '../../operations/approvals/gate.ts';
import { createRoute, z } from '@hono/zod-openapi';
import { voucherSchema } from '../../../contract/voucher.ts';
import {
  campaignVoucherCreateSchema,
  campaignVoucherGenerateQuerySchema,
  campaignVoucherGenerateSchema,
  voucherBalanceChangeSchema,
  voucherBalanceSchema,
  voucherCodeSchema,
  voucherCreateSchema,
  voucherDeleteQuerySchema,
  voucherUpdateSchema,
} from '../../../contract/voucher-write.ts';
import { changeVoucherBalance, releaseVoucherSession } from '../../operations/vouchers/balance.ts';
import { deleteVoucher, updateVoucher } from '../../operations/vouchers/change.ts';
import { addCampaignVoucher, campaignToGenerateInto, createVoucher } from '../../operations/vouchers/create.ts';
import { queueAsyncAction } from '../async-actions/queue.ts';
import { asyncActionScheduledSchema } from '../../../contract/async-action.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, jsonAnswer, type Router } from '../openapi.ts';

const vouchersAuth = [serverAuth(['api', 'vouchers'] as const, 'campaigns:write')];
const campaignsAuth = [serverAuth(['api', 'campaigns'] as const, 'campaigns:write')];
const json = <S extends z.ZodType>(schema: S) => ({ required: true, content: { 'application/json': { schema } } });
const voucherAnswer = (description: string) => ({
  200: { description, content: { 'application/json': { schema: voucherSchema } } },
  ...errorResponses(400, 401, 403, 404, 409),
});
const codeParams = z.object({ code: z.string() });
const newCodeParams = z.object({ code: voucherCodeSchema });

const createRoute_ = createRoute({
  method: 'post',
  path: '/v1/vouchers',
  tags: ['Vouchers'],
  middleware: vouchersAuth,
  request: { body: json(voucherCreateSchema) },
  responses: voucherAnswer('The new voucher, its code drawn from `code_config` unless the body gives one'),
});
const createWithCodeRoute = createRoute({
  method: 'post',
  path: '/v1/vouchers/{code}',
  tags: ['Vouchers'],
  middleware: vouchersAuth,
  request: { params: newCodeParams, body: json(voucherCreateSchema) },
  responses: voucherAnswer('The new voucher with the code of the path; 409 when the project has it already'),
});
const updateRoute = createRoute({
  method: 'put',
  path: '/v1/vouchers/{code}',
  tags: ['Vouchers'],
  middleware: vouchersAuth,
  request: { params: codeParams, body: json(voucherUpdateSchema) },
  responses: { ...heldForApproval, ...voucherAnswer('The voucher as it now is') },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/v1/vouchers/{code}',
  tags: ['Vouchers'],
  middleware: vouchersAuth,
  request: { params: codeParams, query: voucherDeleteQuerySchema },
  responses: {
    ...heldForApproval,
    204: { description: 'The voucher is in the bin (with force=true, gone for good); its code is free' },
    ...errorResponses(400, 401, 403, 404),
  },
});
const balanceRoute = createRoute({
  method: 'post',
  path: '/v1/vouchers/{code}/balance',
  tags: ['Vouchers'],
  middleware: vouchersAuth,
  request: { params: codeParams, body: json(voucherBalanceChangeSchema) },
  responses: {
    ...heldForApproval,
    200: {
      description: "The card's balance after the change",
      content: { 'application/json': { schema: voucherBalanceSchema } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});
const releaseRoute = createRoute({
  method: 'delete',
  path: '/v1/vouchers/{code}/sessions/{sessionKey}',
  tags: ['Vouchers'],
  middleware: [serverAuth(['api', 'vouchers'] as const, 'redemptions:redeem')],
  request: { params: z.object({ code: z.string(), sessionKey: z.string() }) },
  responses: {
    204: { description: 'The session no longer holds the voucher' },
    ...errorResponses(401, 403, 404),
  },
});
const campaignParams = z.object({ campaignId: z.string() });
const addGeneratedRoute = createRoute({
  method: 'post',
  path: '/v1/campaigns/{campaignId}/vouchers',
  tags: ['Campaigns'],
  middleware: campaignsAuth,
  request: {
    params: campaignParams,
    query: campaignVoucherGenerateQuerySchema,
    body: { ...json(campaignVoucherGenerateSchema), required: false },
  },
  responses: {
    ...voucherAnswer("A new voucher of the campaign (by id or name), with the campaign's voucher settings"),
    202: jsonAnswer(
      'With vouchers_count over 1, the generation is scheduled: GET /v1/async-actions/{id} tells its progress',
      asyncActionScheduledSchema,
    ),
  },
});
const addWithCodeRoute = createRoute({
  method: 'post',
  path: '/v1/campaigns/{campaignId}/vouchers/{code}',
  tags: ['Campaigns'],
  middleware: campaignsAuth,
  request: {
    params: campaignParams.extend({ code: voucherCodeSchema }),
    body: { ...json(campaignVoucherCreateSchema), required: false },
  },
  responses: voucherAnswer('A new voucher of the campaign with the code of the path'),
});

/** Routes with a code or word after /v1/vouchers/: registered last so `{code}` never shadows a word route. */
export function registerVoucherWriteRoutes(app: Router) {
  app.openapi(createRoute_, async (c) =>
    c.json(await createVoucher(dbOf(c), projectOf(c), c.req.valid('json'), undefined, actingOf(c)), 200),
  );
  app.openapi(createWithCodeRoute, async (c) => {
    const { code } = c.req.valid('param');
    return c.json(await createVoucher(dbOf(c), projectOf(c), c.req.valid('json'), code, actingOf(c)), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const { code } = c.req.valid('param');
    const voucher = await updateVoucher(dbOf(c), projectOf(c), code, c.req.valid('json'), actingOf(c));
    if (isHeld(voucher)) return c.json(voucher.held, 202);
    return c.json(voucher, 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const mode = c.req.valid('query').force ? 'permanent' : 'bin';
    await deleteVoucher(dbOf(c), projectOf(c), c.req.valid('param').code, actingOf(c), mode);
    return c.body(null, 204);
  });
  app.openapi(balanceRoute, async (c) => {
    const { code } = c.req.valid('param');
    const balance = await changeVoucherBalance(dbOf(c), projectOf(c), code, c.req.valid('json'), actingOf(c));
    if (isHeld(balance)) return c.json(balance.held, 202);
    return c.json(balance, 200);
  });
  app.openapi(releaseRoute, async (c) => {
    const { code, sessionKey } = c.req.valid('param');
    await releaseVoucherSession(dbOf(c), projectOf(c), code, sessionKey);
    return c.body(null, 204);
  });
  app.openapi(addGeneratedRoute, async (c) => {
    const { campaignId } = c.req.valid('param');
    const body = c.req.valid('json') ?? {};
    const count = c.req.valid('query').vouchers_count ?? 1;
    if (count > 1) {
      const campaign = await campaignToGenerateInto(dbOf(c), projectOf(c), campaignId, body);
      const id = await queueAsyncAction(c, {
        type: 'CAMPAIGN.VOUCHERS_GENERATE',
        rows: Array.from({ length: count }, (_, index) => index),
        shared: { campaign_id: campaign.id, request: body },
        summary: `Scheduled ${count} new codes for the campaign ${campaign.name}`,
      });
      return c.json({ async_action_id: id }, 202);
    }
    return c.json(await addCampaignVoucher(dbOf(c), projectOf(c), campaignId, body, undefined, actingOf(c)), 200);
  });
  app.openapi(addWithCodeRoute, async (c) => {
    const { campaignId, code } = c.req.valid('param');
    const body = c.req.valid('json') ?? {};
    return c.json(await addCampaignVoucher(dbOf(c), projectOf(c), campaignId, body, code, actingOf(c)), 200);
  });
}
