import bwipjs from 'bwip-js/node';
import QRCode from 'qrcode';
import type { Executor } from '../../store/db.ts';
import { findVoucherByAssetId } from '../../store/repositories/vouchers.ts';
import { notFound } from '../failures.ts';

export const codeImageKinds = ['qr', 'barcode'] as const;
export type CodeImageKind = (typeof codeImageKinds)[number];

/** The image of a code: a QR code, or a Code 128 barcode with the code printed under it; PNG either way. */
export function codeImage(kind: CodeImageKind, code: string): Promise<Buffer> {
  if (kind === 'qr') return QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 300 });
  return bwipjs.toBuffer({
    bcid: 'code128',
    text: code,
    scale: 3,
    height: 12,
    includetext: true,
    textxalign: 'center',
  });
}

/**
 * GET /v1/assets/{qr,barcode}/{assetId}: the image of the code the voucher's asset id names (its `assets` links).
 * A code in the bin or deleted has none.
 */
export async function readCodeImage(db: Executor, kind: CodeImageKind, assetId: string) {
  const voucher = await findVoucherByAssetId(db, assetId);
  if (!voucher || voucher.deletedAt) throw notFound('asset', assetId);
  return codeImage(kind, voucher.code);
}
