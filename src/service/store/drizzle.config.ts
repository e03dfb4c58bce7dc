import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/service/store/schema/access.ts',
    './src/service/store/schema/catalog.ts',
    './src/service/store/schema/activity.ts',
    './src/service/store/schema/people.ts',
    './src/service/store/schema/model-version.ts',
    './src/service/store/schema/webhook-deliveries.ts',
    './src/service/store/schema/publications.ts',
    './src/service/store/schema/promotion-stacks.ts',
    './src/service/store/schema/products.ts',
    './src/service/store/schema/segments.ts',
    './src/service/store/schema/async-actions.ts',
    './src/service/store/schema/rewards.ts',
    './src/service/store/schema/loyalty-tiers.ts',
    './src/service/store/schema/referral-holders.ts',
    './src/service/store/schema/points-buckets.ts',
    './src/service/store/schema/earning-rules.ts',
    './src/service/store/schema/approvals.ts',
    './src/service/store/schema/campaign-budgets.ts',
    './src/service/store/schema/saved-views.ts',
    './src/service/store/schema/trash-bin.ts',
    './src/service/store/schema/bulk-actions.ts',
  ],
  out: './src/service/store/migrations',
});
