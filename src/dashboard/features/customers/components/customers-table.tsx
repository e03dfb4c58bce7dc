import { Text } from '@mantine/core';
import type { Customer } from '../../../../contract/customer.ts';
import { AnchorLink } from '../../../components/router-links.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';

const customerColumns: DataTableColumn<Customer>[] = [
  {
    header: 'Name',
    cell: (customer) => (
      <AnchorLink to="/customers/$customerId" params={{ customerId: customer.id }} fw={600}>
        {customer.name || customer.source_id || customer.id}
      </AnchorLink>
    ),
  },
  {
    header: 'Source id',
    cell: (customer) => (
      <Text span inherit ff="monospace">
        {customer.source_id ?? '—'}
      </Text>
    ),
  },
  { header: 'Email', cell: (customer) => customer.email ?? '—' },
  { header: 'Created', cell: (customer) => formatDateTime(customer.created_at) },
];

/** Customers: name (to the customer's page), source id, email and when they were first seen. */
export function CustomersTable({ customers }: { customers: Customer[] }) {
  return (
    <DataTable
      caption="Customers, newest first"
      label="Customers"
      columns={customerColumns}
      rows={customers}
      rowKey={(customer) => customer.id}
      minWidth={600}
    />
  );
}
