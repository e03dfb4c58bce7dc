import type { Voucher } from '../../../contract/voucher.ts';
import type { Db } from '../../store/db.ts';
import { updateVoucherActive } from '../../store/repositories/vouchers.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { auditChange, type Acting } from '../acting.ts';
import { voucherEnableChange } from '../approvals/changes.ts';
import { holdChange, type Held } from '../approvals/gate.ts';
import { notFound } from '../failures.ts';
import { presentVouchers } from './present.ts';
import { loadVouchers } from './read.ts';

/**
 * Switches one voucher on or off (`POST /v1/vouchers/{code}/enable|disable`): a disabled voucher is refused at
 * validation and redemption with `voucher_disabled`. The UPDATE takes the voucher's row lock, so concurrent switches
 * and redemptions take turns; the last switch wins. Audited, with `voucher.enabled` or `voucher.disabled` carrying
 * the voucher as it now is, in the same transaction. Answers the voucher, as the hosted API does; switching on by
 * a person whose role needs approval answers the approval request instead.
 */
export function switchVoucher(db: Db, projectId: string, code: string, active: boolean, acting: Acting) {
  return db.transaction(async (tx): Promise<Voucher | Held> => {
    const held =
      active && (await holdChange(tx, projectId, acting, 'publish', () => voucherEnableChange(tx, projectId, code)));
    if (held) return held;
    const row = await updateVoucherActive(tx, projectId, code, active, acting.at);
    if (!row) throw notFound('voucher', code);
    const [voucher] = presentVouchers(await loadVouchers(tx, [row]));
    await recordWebhookEvent(tx, projectId, active ? 'voucher.enabled' : 'voucher.disabled', { voucher }, acting.at);
    await auditChange(tx, projectId, acting, {
      action: active ? 'voucher.enabled' : 'voucher.disabled',
      resourceType: 'voucher',
      resourceId: row.id,
      summary: `${active ? 'Enabled' : 'Disabled'} the voucher ${code}`,
    });
    return voucher!;
  });
}
