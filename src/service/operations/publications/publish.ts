import { readLiveCampaign } from '../campaigns/read.ts';
import type { PublicationRequest } from '../../../contract/publication.ts';
import { newId } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import { isUniqueViolation } from '../../store/errors.ts';
import { addToVouchersCount, findCampaign } from '../../store/repositories/campaigns.ts';
import { lockCustomer, type CustomerRow } from '../../store/repositories/customers.ts';
import {
  claimFreeVouchers,
  findPublicationBySource,
  heldVoucherOf,
  insertPublication,
  latestPublicationOf,
  lockVoucherByCode,
  markPublished,
  type PublicationRow,
} from '../../store/repositories/publications.ts';
import type { VoucherRow } from '../../store/repositories/vouchers.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { auditChange, type Acting } from '../acting.ts';
import { customerNamed } from '../customers/named.ts';
import { presentSimpleCustomer } from '../customers/present.ts';
import { DomainFailure, notFound } from '../failures.ts';
import { generateVouchers } from '../vouchers/generate.ts';
import { loadPublications, presentPublication } from './present.ts';

/*
 * Publishing hands codes to a customer. Concurrency: free codes are claimed by one conditional UPDATE over rows
 * locked with SKIP LOCKED (`claimFreeVouchers`), so concurrent publications of one campaign never hand one code
 * twice; a specific code is locked before it is checked; `join_once` locks the customer, so one customer's
 * concurrent publications see each other's code; a `source_id` is unique, and the loser of a race on one answers
 * the winner's publication. Everything is one transaction: a failure leaves no customer, code or record changed.
 */

const refuse = (key: string, message: string, details: string) =>
  new DomainFailure({ kind: 'invalid', key, message, details });
const tooMany = (most: number) =>
  refuse('too_many_vouchers_requested', 'Too many vouchers requested', `Only up to ${most} can be published`);

export type PublishOptions = {
  /** Client-side keys may create a customer but never change a stored one. */
  side: 'server' | 'client';
  /** The query string's `join_once`. */
  joinOnce?: boolean | undefined;
  /** GET /v1/publications/create publishes one code at most. */
  mostCodes?: number;
  acting: Acting;
};

export async function publish(db: Db, projectId: string, request: PublicationRequest, options: PublishOptions) {
  try {
    return await publishOnce(db, projectId, request, options);
  } catch (error) {
    // A concurrent publication took this source_id first: now committed, it is answered (or refused) as a repeat.
    if (request.source_id && isUniqueViolation(error)) return publishOnce(db, projectId, request, options);
    throw error;
  }
}

/** Where the codes come from: a specific voucher (locked), or a campaign and how many of its free codes. */
type Source = { voucher: VoucherRow; parent: CampaignRow | undefined } | { campaign: CampaignRow; count: number };
type CampaignRow = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;

function publishOnce(db: Db, projectId: string, request: PublicationRequest, options: PublishOptions) {
  const { at } = options.acting;
  return db.transaction(async (tx) => {
    const customer = await customerNamed(tx, projectId, request.customer, options.acting.at, {
      field: 'customer',
      update: options.side === 'server',
    });
    const source = await sourceOf(tx, projectId, request, options);
    const answer = async (row: PublicationRow) => presentPublication(row, await loadPublications(tx, [row]));

    if (request.source_id) {
      const repeated = await findPublicationBySource(tx, projectId, request.source_id);
      if (repeated) {
        const same =
          repeated.customerId === customer.id &&
          ('voucher' in source
            ? repeated.voucherIds.includes(source.voucher.id)
            : repeated.campaignId === source.campaign.id);
        if (same) return answer(repeated);
        throw refuse(
          'duplicate_source_id',
          'Duplicate source_id',
          `Publication with source_id: '${request.source_id}' already exists`,
        );
      }
    }

    const campaign = 'campaign' in source ? source.campaign : source.parent;
    const joinOnce = Boolean(options.joinOnce ?? request.join_once) || Boolean(campaign?.joinOnce);
    let published: VoucherRow[];
    if ('voucher' in source) {
      published = [await publishVoucher(tx, source, customer, joinOnce, at)];
    } else {
      if (joinOnce) {
        if (source.count > 1) throw tooMany(1);
        // One customer's concurrent publications queue here, so the second sees the first one's code.
        await lockCustomer(tx, customer.id);
        const earlier = await latestPublicationOf(tx, customer.id, source.campaign.id);
        if (earlier) return answer(earlier);
      }
      const held = joinOnce ? await heldVoucherOf(tx, source.campaign.id, customer.id) : undefined;
      published = held
        ? [await markPublished(tx, held.id, customer.id, at)]
        : await claimCodes(tx, projectId, source, customer, at);
    }

    const row = await insertPublication(tx, {
      id: newId('pub_'),
      projectId,
      sourceId: request.source_id ?? null,
      customerId: customer.id,
      campaignId: 'voucher' in source ? source.voucher.campaignId : source.campaign.id,
      voucherIds: published.map((v) => v.id),
      shape: 'campaign' in source && source.count > 1 ? 'vouchers' : 'voucher',
      channel: request.channel ?? 'API',
      metadata: request.metadata ?? {},
      createdAt: at,
    });
    const loaded = await loadPublications(tx, [row]);
    const publication = presentPublication(row, loaded);
    for (const voucher of published) {
      const presented = loaded.vouchers.get(voucher.id)!;
      await recordWebhookEvent(
        tx,
        projectId,
        'voucher.published',
        { voucher: presented, customer: presentSimpleCustomer(customer) },
        at,
      );
    }
    await recordWebhookEvent(tx, projectId, 'publication.succeeded', { publication }, at);
    await auditChange(tx, projectId, options.acting, {
      action: 'publication.created',
      resourceType: 'publication',
      resourceId: row.id,
      summary: `Published ${published.map((v) => v.code).join(', ')} to ${customer.sourceId ?? customer.id}`,
    });
    return publication;
  });
}

async function sourceOf(
  tx: Executor,
  projectId: string,
  request: PublicationRequest,
  options: PublishOptions,
): Promise<Source> {
  if (request.voucher) {
    const voucher = await lockVoucherByCode(tx, projectId, request.voucher);
    const campaign = voucher?.campaignId ? await findCampaign(tx, projectId, voucher.campaignId) : undefined;
    if (!voucher || campaign?.deletedAt) throw notFound('voucher', request.voucher);
    return { voucher, parent: campaign };
  }
  if (!request.campaign) throw refuse('missing_vouchers', 'Missing vouchers', 'Either Campaign or Voucher is required');
  const { name, count = 1 } = typeof request.campaign === 'string' ? { name: request.campaign } : request.campaign;
  const most = request.source_id ? 1 : (options.mostCodes ?? count);
  if (count > most) throw tooMany(most);
  // The official `campaign.name` is the campaign's name or its id.
  return { campaign: await readLiveCampaign(tx, projectId, name), count };
}

/**
 * A specific code: on, and held by nobody else (then it is the customer's, published once more); in a `join_once`
 * campaign, the customer may hold no other code of it.
 */
async function publishVoucher(
  tx: Executor,
  source: { voucher: VoucherRow; parent: CampaignRow | undefined },
  customer: CustomerRow,
  joinOnce: boolean,
  at: Date,
) {
  const { voucher, parent } = source;
  if (!voucher.active)
    throw refuse('voucher_cannot_be_published', 'Voucher cannot be published', `Voucher ${voucher.code} is disabled`);
  if (voucher.holderId && voucher.holderId !== customer.id)
    throw refuse(
      'voucher_already_published',
      'Voucher already published',
      `Voucher '${voucher.id}' has already been published`,
    );
  if (joinOnce && parent) {
    await lockCustomer(tx, customer.id);
    const held = await heldVoucherOf(tx, parent.id, customer.id);
    if (held && held.id !== voucher.id)
      throw refuse(
        'voucher_cannot_be_published',
        'Voucher cannot be published',
        'Voucher cannot be published. Customer already joined program.',
      );
  }
  return markPublished(tx, voucher.id, customer.id, at);
}

/**
 * Free codes of the campaign, all or none. An auto-update campaign issues the codes it lacks, as the hosted one grows
 * with its customers; another one that ran out answers the hosted error.
 */
async function claimCodes(
  tx: Executor,
  projectId: string,
  source: { campaign: CampaignRow; count: number },
  customer: CustomerRow,
  at: Date,
) {
  const { campaign, count } = source;
  const claim = { projectId, campaignId: campaign.id, customerId: customer.id, at };
  const claimed = await claimFreeVouchers(tx, { ...claim, count });
  const missing = count - claimed.length;
  if (missing > 0 && campaign.type === 'AUTO_UPDATE' && campaign.voucher) {
    await generateVouchers(tx, {
      projectId,
      campaignId: campaign.id,
      voucher: campaign.voucher,
      count: missing,
      at,
      categoryId: campaign.categoryId,
    });
    await addToVouchersCount(tx, campaign.id, missing, at);
    claimed.push(...(await claimFreeVouchers(tx, { ...claim, count: missing })));
  }
  if (claimed.length < count)
    throw refuse(
      'no_voucher_suitable_for_publication',
      "Couldn't find any voucher suitable for publication",
      `The campaign ${campaign.name} has ${claimed.length ? `only ${claimed.length}` : 'no'} free codes for ${count} asked`,
    );
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}
