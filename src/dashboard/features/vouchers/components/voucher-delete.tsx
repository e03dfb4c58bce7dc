import type { Voucher } from '../../../../contract/voucher.ts';
import { DeleteToBin } from '../../../components/delete-to-bin.tsx';
import { useDeleteVoucher } from '../../../lib/resources/vouchers.ts';

export function VoucherDelete({ voucher, onDeleted }: { voucher: Voucher; onDeleted: () => void }) {
  return (
    <DeleteToBin
      noun="voucher"
      binned={{ type: 'voucher', id: voucher.id, name: voucher.code }}
      consequence="The code moves to the bin: it stops redeeming and leaves every list, and the code is free for a new voucher. Its redemptions stay in the history."
      remove={useDeleteVoucher(voucher.code)}
      onDeleted={onDeleted}
    />
  );
}
