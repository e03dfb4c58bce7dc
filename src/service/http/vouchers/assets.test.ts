import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { voucherSchema } from '../../../contract/voucher.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { codeImage } from '../../operations/vouchers/assets.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders } from '../../testing/harness.ts';
import { addVoucher } from '../../testing/redemptions.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const voucher = (code: string) =>
  readAs(service.request(`/v1/vouchers/${code}`, { headers: appHeaders }), voucherSchema, 200);
/** An image as a receipt or an email reads it: by the link alone, without keys. */
const image = (url: string) => service.request(url);

describe('GET /v1/assets/{qr,barcode}/{assetId}', () => {
  it("links each code's QR code and barcode, images of that code read without keys", async () => {
    const code = await addVoucher(service.database.db, { discount: { type: 'AMOUNT', amount_off: 100 } });
    const read = await voucher(code);
    expect(officialErrors('get', '/v1/vouchers/{code}', 200, read)).toEqual([]);
    const { qr, barcode } = read.assets!;
    expect(qr.url).toBe(`/v1/assets/qr/${qr.id}`);
    expect(barcode.url).toBe(`/v1/assets/barcode/${barcode.id}`);
    expect((await voucher(code)).assets).toEqual(read.assets);

    for (const [kind, url] of [['qr', qr.url] as const, ['barcode', barcode.url] as const]) {
      const response = await image(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(await codeImage(kind, code));
    }
    const other = await addVoucher(service.database.db, { discount: { type: 'AMOUNT', amount_off: 100 } });
    expect((await voucher(other)).assets!.qr.id).not.toBe(qr.id);
  });

  it('has no image for an unknown or malformed id, or a code that is gone', async () => {
    await readAs(image(`/v1/assets/qr/${crypto.randomUUID()}`), errorBodySchema, 404);
    await readAs(image('/v1/assets/qr/not-an-id'), errorBodySchema, 400);
    await readAs(image(`/v1/assets/picture/${crypto.randomUUID()}`), errorBodySchema, 400);
    const code = await addVoucher(service.database.db, { discount: { type: 'AMOUNT', amount_off: 100 } });
    const { qr } = (await voucher(code)).assets!;
    const removed = await service.request(`/v1/vouchers/${code}?force=true`, { method: 'DELETE', headers: appHeaders });
    expect(removed.status).toBe(204);
    await readAs(image(qr.url), errorBodySchema, 404);
  });
});
