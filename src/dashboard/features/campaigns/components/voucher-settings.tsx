import { Code } from '@mantine/core';
import type { CampaignVoucher } from '../../../../contract/campaign.ts';
import { FactsList } from '../../../components/facts-list.tsx';
import { describeVoucherValue } from '../../../lib/discount-words.ts';
import { formatNumber } from '../../../lib/format.ts';

const codeOrDash = (text: string | undefined) => (text ? <Code>{text}</Code> : '—');

/** What each voucher of the campaign is worth and how its code is made. */
export function VoucherSettings({ voucher, currency }: { voucher: CampaignVoucher; currency: string }) {
  const { code_config: code, redemption } = voucher;
  return (
    <FactsList
      facts={[
        ['Value', describeVoucherValue(voucher, currency)],
        ['Redemptions per voucher', redemption.quantity === null ? 'Unlimited' : formatNumber(redemption.quantity)],
        ['Code pattern', codeOrDash(code.pattern)],
        ['Code length', formatNumber(code.length)],
        ['Code prefix', codeOrDash(code.prefix)],
        ['Code postfix', codeOrDash(code.postfix)],
        ['Characters', codeOrDash(code.charset)],
        ['Referral code', voucher.is_referral_code ? 'Yes' : 'No'],
      ]}
    />
  );
}
