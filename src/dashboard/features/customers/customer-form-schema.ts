import { z } from 'zod';
import {
  customerRequestSchema,
  customerUpdateSchema,
  type Customer,
  type CustomerUpdate,
} from '../../../contract/customer.ts';
import { keyValueRowsSchema, toMetadata } from '../../lib/key-value.ts';

/** The attributes both forms edit, as typed; what they must hold is the contract's. */
const attributesObject = z.object({ name: z.string(), email: z.string(), phone: z.string(), description: z.string() });
const newCustomerObject = attributesObject.extend({ source_id: z.string(), metadata: keyValueRowsSchema });

export type NewCustomerFormValues = z.input<typeof newCustomerObject>;
export type CustomerAttributesFormValues = z.input<typeof attributesObject>;

const filled = (text: string) => text.trim() || undefined;

/**
 * A new customer as POST /v1/customers takes it: empty fields are left out. Issues of the request carry its field
 * paths, which are the form's field names, so they land on the right inputs.
 */
export const newCustomerFormSchema = newCustomerObject
  .transform((form): z.input<typeof customerRequestSchema> => ({
    source_id: filled(form.source_id),
    name: filled(form.name),
    email: filled(form.email),
    phone: filled(form.phone),
    description: filled(form.description),
    metadata: toMetadata(form.metadata),
  }))
  .pipe(customerRequestSchema);

export const emptyNewCustomerForm: NewCustomerFormValues = {
  source_id: '',
  name: '',
  email: '',
  phone: '',
  description: '',
  metadata: [],
};

/** The edit form's attributes as PUT /v1/customers/{id} takes them. */
export const customerAttributesFormSchema = attributesObject
  .transform((form): z.input<typeof customerUpdateSchema> => form)
  .pipe(customerUpdateSchema);

/** The edit form as the customer is now. */
export const customerAttributesForm = (customer: Customer): CustomerAttributesFormValues => ({
  name: customer.name ?? '',
  email: customer.email ?? '',
  phone: customer.phone ?? '',
  description: customer.description ?? '',
});

/** Only the attributes the form changed, so a save never rewrites what someone else changed meanwhile. */
export function customerChanges(customer: Customer, edited: CustomerUpdate): CustomerUpdate {
  const before = customerAttributesForm(customer);
  const keys = ['name', 'email', 'phone', 'description'] as const;
  return Object.fromEntries(keys.filter((key) => edited[key] !== before[key]).map((key) => [key, edited[key]]));
}
