import { Table } from '@mantine/core';
import type { Customer } from '../../../../contract/customer.ts';
import { AnchorLink } from '../../../components/router-links.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** Customers: name (to the customer's page), source id, email and when they were first seen. */
export function CustomersTable({ customers }: { customers: Customer[] }) {
  return (
    <ScrollTable minWidth={600} label="Customers">
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Caption>Customers, newest first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Source id</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {customers.map((customer) => (
            <Table.Tr key={customer.id}>
              <Table.Td>
                <AnchorLink to="/customers/$customerId" params={{ customerId: customer.id }} fw={600}>
                  {customer.name || customer.source_id || customer.id}
                </AnchorLink>
              </Table.Td>
              <Table.Td ff="monospace">{customer.source_id ?? '—'}</Table.Td>
              <Table.Td>{customer.email ?? '—'}</Table.Td>
              <Table.Td>{formatDateTime(customer.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
