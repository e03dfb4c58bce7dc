import { Text } from '@mantine/core';
import type { Customer } from '../../../../contract/customer.ts';
import { AnchorLink } from '../../../components/router-links.tsx';
import { DataTable, type DataTableColumn, type DataTableSelection } from '../../../components/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';

const customerLabel = (customer: Customer) => customer.name || customer.source_id || customer.id;

const customerColumns: DataTableColumn<Customer>[] = [
  {
    header: 'Name',
    cell: (customer) => (
      <AnchorLink to="/customers/$customerId" params={{ customerId: customer.id }} fw={600}>
        {customerLabel(customer)}
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

interface CustomersTableProps {
  customers: Customer[];
  /** Rows chosen for a bulk action; the checkboxes are named like the rows' links. */
  selection?: Omit<DataTableSelection<Customer>, 'rowLabel'>;
}

/** Customers: name (to the customer's page), source id, email and when they were first seen. */
export function CustomersTable({ customers, selection }: CustomersTableProps) {
  return (
    <DataTable
      caption="Customers, newest first"
      label="Customers"
      columns={customerColumns}
      rows={customers}
      rowKey={(customer) => customer.id}
      selection={selection && { ...selection, rowLabel: customerLabel }}
      minWidth={600}
    />
  );
}
