import type { OrdersImport } from '../../../contract/async-action.ts';
import { createOrder } from '../../operations/orders/write.ts';
import type { AsyncActionKind } from './kinds.ts';

/** ORDERS.IMPORT: each row is a POST /v1/orders (an order named by an existing source id is updated). */
export const ordersImport: AsyncActionKind<OrdersImport[number]> = {
  type: 'ORDERS.IMPORT',
  apply: (db, projectId, row, acting) => createOrder(db, projectId, row, acting),
  nameOf: (row) => ({ source_id: row.source_id ?? '' }),
  report: 'import',
};
