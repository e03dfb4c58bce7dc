import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { customerEventListSchema, type customerEventListQuerySchema } from '../../../contract/customer-activity.ts';
import {
  customerEligibilitySchema,
  type customerEligibilityQuerySchema,
} from '../../../contract/customer-eligibility.ts';
import {
  customerListSchema,
  customerSchema,
  type CustomerRequest,
  type CustomerUpdate,
  type customerListQuerySchema,
} from '../../../contract/customer.ts';
import { apiRequest } from '../api-client.ts';
import { queryKeysFactory } from './query-keys.ts';

// Customers are created and changed by custom events and redemptions: those mutations invalidate `customerKeys.all()`,
// which holds a customer's events and campaign eligibility under its detail key too.
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;
export const customerKeys = queryKeysFactory<'customers', CustomerListQuery>('customers');

const projectPath = (projectId: string, customerId: string) =>
  `/promodesk/projects/${encodeURIComponent(projectId)}/customers/${encodeURIComponent(customerId)}`;

/** A page of the project's customers; `q` finds source ids, names and emails containing it (GET /v1/customers). */
export function customersQueryOptions(query: CustomerListQuery) {
  return queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: ({ signal }) => apiRequest({ path: '/v1/customers', query, schema: customerListSchema, signal }),
  });
}

/** A customer by id or source id, with their redemption, order and loyalty figures. */
export function customerQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: customerKeys.detail(customerId),
    queryFn: ({ signal }) =>
      apiRequest({ path: `/v1/customers/${encodeURIComponent(customerId)}`, schema: customerSchema, signal }),
  });
}

export type CustomerEventsQuery = z.input<typeof customerEventListQuerySchema>;

/** A customer's custom events, newest first. */
export function customerEventsQueryOptions(projectId: string, customerId: string, query: CustomerEventsQuery) {
  return queryOptions({
    queryKey: [...customerKeys.detail(customerId), 'events', query] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${projectPath(projectId, customerId)}/events`,
        query,
        schema: customerEventListSchema,
        signal,
      }),
  });
}

export type CustomerEligibilityQuery = z.input<typeof customerEligibilityQuerySchema>;

/** Whether the customer qualifies for each campaign now, and the rule that stops them when not. */
export function customerEligibilityQueryOptions(
  projectId: string,
  customerId: string,
  query: CustomerEligibilityQuery,
) {
  return queryOptions({
    queryKey: [...customerKeys.detail(customerId), 'eligibility', query] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${projectPath(projectId, customerId)}/eligibility`,
        query,
        schema: customerEligibilitySchema,
        signal,
      }),
  });
}

/** POST /v1/customers: a new customer (or the one with this source id, updated, as the hosted upsert does). */
export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CustomerRequest) =>
      apiRequest({ method: 'POST', path: '/v1/customers', body: request, schema: customerSchema }),
    onSuccess: async (customer) => {
      queryClient.setQueryData(customerKeys.detail(customer.id), customer);
      await queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
    },
  });
}

/** PUT /v1/customers/{id}: the fields sent replace the stored ones; the answer is the customer as they now are. */
export function useUpdateCustomer(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: CustomerUpdate) =>
      apiRequest({
        method: 'PUT',
        path: `/v1/customers/${encodeURIComponent(customerId)}`,
        body: changes,
        schema: customerSchema,
      }),
    onSuccess: async (customer) => {
      queryClient.setQueryData(customerKeys.detail(customerId), customer);
      await queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
    },
  });
}
