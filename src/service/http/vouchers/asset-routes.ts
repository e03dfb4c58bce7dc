import { createRoute, z } from '@hono/zod-openapi';
import { codeImageKinds, readCodeImage } from '../../operations/vouchers/assets.ts';
import { dbOf } from '../context.ts';
import { chargeAddress } from '../guards/rate-limit.ts';
import { errorResponses, type Router } from '../openapi.ts';

const assetRoute = createRoute({
  method: 'get',
  path: '/v1/assets/{kind}/{assetId}',
  tags: ['Vouchers'],
  request: { params: z.object({ kind: z.enum(codeImageKinds), assetId: z.uuid() }) },
  responses: {
    200: {
      description: "A voucher's QR code or barcode (its `assets` links), read without keys as hosted",
      content: { 'image/png': { schema: z.string().meta({ format: 'binary' }) } },
    },
    ...errorResponses(400, 404, 429),
  },
});

/** The code images: open to anyone with the link, so each request spends the caller's address budget. */
export function registerAssetRoutes(app: Router) {
  app.openapi(assetRoute, async (c) => {
    chargeAddress(c);
    const { kind, assetId } = c.req.valid('param');
    const image = await readCodeImage(dbOf(c), kind, assetId);
    // A voucher's code never changes, so its image may be kept for a day.
    return c.body(new Uint8Array(image), 200, {
      'content-type': 'image/png',
      'cache-control': 'public, max-age=86400',
    });
  });
}
