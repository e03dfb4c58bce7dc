import type { CustomerPermanentDeletion, CustomerRequest, CustomerUpdate } from '../../../contract/customer.ts';
import { maxCustomerConsents, type ConsentChanges } from '../../../contract/consent.ts';
import { newId } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import { eraseCustomer } from '../../store/repositories/customer-erasure.ts';
import {
  findCustomerEvenDeleted,
  insertAnonymousCustomer,
  lockCustomerNamed,
  markCustomerDeleted,
  setCustomerConsents,
  sentAttributes,
  upsertCustomer,
  upsertCustomersBySourceId,
  type CustomerRow,
} from '../../store/repositories/customers.ts';
import { recordWebhookEvent, recordWebhookEvents } from '../../store/repositories/webhook-events.ts';
import { awardMembershipChange, segmentEntryEarns } from '../loyalties/earning.ts';
import { auditChange, type Acting } from '../acting.ts';
import { invalidField, notFound } from '../failures.ts';
import { presentCustomer, presentSimpleCustomer } from './present.ts';
import { figuresOf } from './read.ts';

const nameOf = (row: CustomerRow) => row.sourceId ?? row.id;
const presentWithFigures = async (tx: Executor, row: CustomerRow) =>
  presentCustomer({ row, figures: await figuresOf(tx, row) });

/**
 * POST /v1/customers: the hosted API's upsert. An `id` names a customer that must exist; a known `source_id` updates
 * that customer; a new one (or neither) creates one. Concurrent creates of one source id end in one customer.
 */
export function createCustomer(db: Db, projectId: string, request: CustomerRequest, acting: Acting) {
  return db.transaction(async (tx) => {
    const upserted =
      request.id || request.source_id ? await upsertCustomer(tx, projectId, request, acting.at) : undefined;
    if (request.id && !upserted) throw notFound('customer', request.id);
    const { customer, created } = upserted ?? {
      customer: await insertAnonymousCustomer(tx, projectId, request, acting.at),
      created: true,
    };
    if (created) await awardMembershipChange(tx, undefined, customer, acting.at);
    if (created)
      await recordWebhookEvent(
        tx,
        projectId,
        'customer.created',
        { customer: presentSimpleCustomer(customer) },
        acting.at,
      );
    await auditChange(tx, projectId, acting, {
      action: created ? 'customer.created' : 'customer.updated',
      resourceType: 'customer',
      resourceId: customer.id,
      summary: `${created ? 'Created' : 'Updated'} the customer ${nameOf(customer)}`,
    });
    return presentWithFigures(tx, customer);
  });
}

/** Consecutive requests one statement can upsert: the same attributes sent, each source id once. */
function* upsertRuns(requests: (CustomerRequest & { source_id: string })[]) {
  let run: typeof requests = [];
  const ids = new Set<string>();
  for (const request of requests) {
    if (run.length && (ids.has(request.source_id) || sentAttributes(request) !== sentAttributes(run[0]!))) {
      yield run;
      run = [];
      ids.clear();
    }
    run.push(request);
    ids.add(request.source_id);
  }
  if (run.length) yield run;
}

/**
 * Many POST /v1/customers at once, for an import's batch: the same upserts, events and audit entries in a few
 * statements rather than a dozen per customer. A batch with a customer named by id or by nothing, or in a project
 * whose earning rules award entering a segment (whose membership is judged customer by customer), goes one by one.
 */
export function saveCustomers(db: Db, projectId: string, requests: CustomerRequest[], acting: Acting) {
  return db.transaction(async (tx) => {
    const bySourceId = requests.filter((r): r is CustomerRequest & { source_id: string } => !r.id && !!r.source_id);
    if (bySourceId.length < requests.length || (await segmentEntryEarns(tx, projectId))) {
      for (const request of requests) await createCustomer(tx, projectId, request, acting);
      return;
    }
    for (const run of upsertRuns(bySourceId)) {
      const saved = await upsertCustomersBySourceId(tx, projectId, run, acting.at);
      const created = saved.filter((s) => s.created).map((s) => ({ customer: presentSimpleCustomer(s.customer) }));
      await recordWebhookEvents(tx, projectId, 'customer.created', created, acting.at);
      await auditChange(
        tx,
        projectId,
        acting,
        ...saved.map(({ customer, created }) => ({
          action: created ? ('customer.created' as const) : ('customer.updated' as const),
          resourceType: 'customer',
          resourceId: customer.id,
          summary: `${created ? 'Created' : 'Updated'} the customer ${nameOf(customer)}`,
        })),
      );
    }
  });
}

/** PUT /v1/customers/{customerId}: changes the attributes sent (metadata keys merge), by id or source id. */
export function updateCustomer(db: Db, projectId: string, ref: string, request: CustomerUpdate, acting: Acting) {
  return db.transaction(async (tx) => {
    const current = await lockCustomerNamed(tx, projectId, ref);
    if (!current) throw notFound('customer', ref);
    const { customer } = (await upsertCustomer(tx, projectId, { ...request, id: current.id }, acting.at))!;
    await awardMembershipChange(tx, current, customer, acting.at);
    await auditChange(tx, projectId, acting, {
      action: 'customer.updated',
      resourceType: 'customer',
      resourceId: customer.id,
      summary: `Updated the customer ${nameOf(customer)}`,
    });
    return presentWithFigures(tx, customer);
  });
}

/**
 * DELETE /v1/customers/{customerId}: the customer leaves every read and lookup and its source id is free again (a
 * later request with it creates a new customer). Its redemptions, orders, events and publications stay as history,
 * and the codes it holds stay published to it, so they are not handed to anyone else.
 */
export function deleteCustomer(db: Db, projectId: string, ref: string, acting: Acting) {
  return db.transaction(async (tx) => {
    const current = await lockCustomerNamed(tx, projectId, ref);
    if (!current) throw notFound('customer', ref);
    await markCustomerDeleted(tx, current.id, acting.at);
    await recordWebhookEvent(
      tx,
      projectId,
      'customer.deleted',
      { customer: presentSimpleCustomer(current) },
      acting.at,
    );
    await auditChange(tx, projectId, acting, {
      action: 'customer.deleted',
      resourceType: 'customer',
      resourceId: current.id,
      summary: `Deleted the customer ${nameOf(current)}`,
    });
  });
}

/**
 * POST /v1/customers/{customerId}/permanent-deletion: erases the customer's personal data (see `eraseCustomer`),
 * deleted or not; a deleted customer is named by its id (its source id is gone).
 */
export function eraseCustomerPermanently(db: Db, projectId: string, ref: string, acting: Acting) {
  return db.transaction(async (tx): Promise<CustomerPermanentDeletion> => {
    const current =
      (await lockCustomerNamed(tx, projectId, ref)) ?? (await findCustomerEvenDeleted(tx, projectId, ref));
    if (!current) throw notFound('customer', ref);
    const erased = await eraseCustomer(tx, projectId, current.id, acting.at);
    await auditChange(tx, projectId, acting, {
      action: 'customer.permanently_deleted',
      resourceType: 'customer',
      resourceId: current.id,
      summary: `Erased the personal data of the customer ${current.id}`,
    });
    return {
      id: newId('del_'),
      created_at: acting.at.toISOString(),
      related_object_id: current.id,
      related_object: 'customer',
      status: 'DONE',
      data_json: {
        events: erased.events,
        customer_events: 0,
        daily_events: 0,
        segments: 0,
        orders: 0,
        order_events: 0,
        customer: 1,
      },
      object: 'pernament_deletion',
    };
  });
}

/**
 * PUT /v1/customers/{customerId}/consents: `true` grants a consent, `false` revokes it, `unsubscribed: true` revokes
 * every one first. Answers nothing, as the hosted API does.
 */
export function changeConsents(db: Db, projectId: string, ref: string, changes: ConsentChanges, acting: Acting) {
  return db.transaction(async (tx) => {
    const current = await lockCustomerNamed(tx, projectId, ref);
    if (!current) throw notFound('customer', ref);
    const { unsubscribed, ...byId } = changes;
    const granted = new Set(unsubscribed ? [] : current.consents);
    for (const [id, grant] of Object.entries(byId)) {
      if (grant) granted.add(id);
      else granted.delete(id);
    }
    if (granted.size > maxCustomerConsents)
      throw invalidField('consents', `A customer holds at most ${maxCustomerConsents} consents`);
    await setCustomerConsents(tx, current.id, [...granted].sort(), acting.at);
    await auditChange(tx, projectId, acting, {
      action: 'customer.consents_changed',
      resourceType: 'customer',
      resourceId: current.id,
      summary: `Changed the consents of the customer ${nameOf(current)}`,
    });
  });
}
