/**
 * Codes the demo data document (src/docs/demo-data.md) and test suites refer to; the rest of each campaign's codes
 * are generated.
 */
export const demoCodes = {
  amountOff: 'BLCKFRDY',
  percentOff: 'PERCENT15',
  exclusive: 'EXCLUSIVE50',
  giftCard: 'GIFT-0001-0001',
  loyaltyCard: 'LOYAL-DEMO1',
  referral: 'REF-DEMO',
  flashSale: 'FLASH20',
  customer: 'demo-customer',
} as const;
