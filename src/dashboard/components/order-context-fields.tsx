import { Controller, type Control, type FieldValues } from 'react-hook-form';
import type { CustomerFormValues, OrderLineFormValues } from '../lib/order-context.ts';
import { CustomerContextFields, type CustomerContextErrors } from './customer-context-fields.tsx';
import { OrderLinesEditor, type OrderLinesErrors } from './order-lines-editor.tsx';

/** The fields of a form that describe who buys what. */
export interface OrderContextFormValues {
  customer: CustomerFormValues;
  lines: OrderLineFormValues[];
}

interface OrderContextFieldsProps<T extends OrderContextFormValues, Submitted extends FieldValues> {
  control: Control<T, unknown, Submitted>;
  errors: { customer?: CustomerContextErrors | undefined; lines?: OrderLinesErrors | undefined };
  /** What the customer's source id means on this page, e.g. that an unknown one is created. */
  customerDescription: string;
  currency?: string | undefined;
}

/** The customer and the cart, as the redemption desk and qualification ask for them. */
export function OrderContextFields<T extends OrderContextFormValues, Submitted extends FieldValues>({
  control,
  errors,
  customerDescription,
  currency,
}: OrderContextFieldsProps<T, Submitted>) {
  // react-hook-form cannot narrow a form's control to some of its fields; T holds these two as declared above.
  const context = control as unknown as Control<OrderContextFormValues>;
  return (
    <>
      <Controller
        control={context}
        name="customer"
        render={({ field }) => (
          <CustomerContextFields
            value={field.value}
            onChange={field.onChange}
            errors={errors.customer}
            description={customerDescription}
          />
        )}
      />
      <Controller
        control={context}
        name="lines"
        render={({ field }) => (
          <OrderLinesEditor value={field.value} onChange={field.onChange} errors={errors.lines} currency={currency} />
        )}
      />
    </>
  );
}
