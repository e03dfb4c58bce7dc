import { z } from 'zod';
import {
  clientRedemptionRequestSchema,
  MAX_REDEEMABLES,
  type RedeemableRequest,
} from '../../../contract/redemption.ts';
import {
  customerFormSchema,
  emptyOrderLine,
  orderLineFormSchema,
  toCustomerRequest,
  toOrderRequest,
} from '../../lib/order-context.ts';
import { moneyTextSchema, toMinorUnits } from '../../lib/money-text.ts';

export const redeemableKinds = ['voucher', 'gift', 'promotion_tier'] as const;
export type RedeemableKind = (typeof redeemableKinds)[number];

const redeemableFormSchema = z.object({
  kind: z.enum(redeemableKinds),
  id: z.string().trim().min(1, 'Enter a code or pick a tier'),
  /** Gift cards only: how much of the balance to spend; empty lets the service take what the order needs. */
  credits: z.union([z.literal(''), moneyTextSchema]),
});

function toRedeemable(row: z.output<typeof redeemableFormSchema>): RedeemableRequest {
  if (row.kind === 'promotion_tier') return { object: 'promotion_tier', id: row.id };
  const credits = row.kind === 'gift' && row.credits !== '' ? { gift: { credits: toMinorUnits(row.credits) } } : {};
  return { object: 'voucher', id: row.id, ...credits };
}

/** The test till: who buys, what, with which redeemables, optionally in a session that locks the codes. */
export const deskFormSchema = z
  .object({
    customer: customerFormSchema,
    lines: z.array(orderLineFormSchema),
    redeemables: z
      .array(redeemableFormSchema)
      .min(1, 'Add at least one redeemable')
      .max(MAX_REDEEMABLES, `At most ${MAX_REDEEMABLES} redeemables per request`),
    session: z.object({ lock: z.boolean(), key: z.string().trim() }),
  })
  .transform((form): z.input<typeof clientRedemptionRequestSchema> => ({
    redeemables: form.redeemables.map(toRedeemable),
    customer: toCustomerRequest(form.customer),
    order: toOrderRequest(form.lines),
    session: form.session.lock ? { type: 'LOCK', key: form.session.key || undefined } : undefined,
    // Embedded redeemables and categories let the outcome name every code and tier it reports.
    options: { expand: ['order', 'redeemable', 'category'] },
  }))
  .pipe(clientRedemptionRequestSchema);
export type DeskFormValues = z.input<typeof deskFormSchema>;

export const emptyRedeemable: DeskFormValues['redeemables'][number] = { kind: 'voucher', id: '', credits: '' };

export const emptyDeskForm: DeskFormValues = {
  customer: { source_id: '', metadata: [] },
  lines: [emptyOrderLine],
  redeemables: [emptyRedeemable],
  session: { lock: false, key: '' },
};
