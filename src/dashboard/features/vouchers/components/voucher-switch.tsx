import type { Voucher } from '../../../../contract/voucher.ts';
import { ActiveSwitch } from '../../../components/active-switch.tsx';
import { useCan } from '../../../lib/permissions.tsx';
import { useSetVoucherActive } from '../../../lib/resources/vouchers.ts';

/** The voucher's own on/off switch, for roles that may change campaigns. Off, the code is refused at the till. */
export function VoucherSwitch({ voucher }: { voucher: Voucher }) {
  return (
    <ActiveSwitch
      noun="voucher"
      active={voucher.active ?? false}
      canSwitch={useCan('campaigns:write')}
      switching={useSetVoucherActive(voucher.code)}
      switchedMessage={(active) =>
        active ? `${voucher.code} redeems again.` : `${voucher.code} is refused until you enable it.`
      }
    />
  );
}
