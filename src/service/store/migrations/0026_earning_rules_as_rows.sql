-- Each earning rule a campaign held as JSON ({event, points}) becomes a FIXED rule row before the column goes.
INSERT INTO "earning_rules" ("id", "project_id", "campaign_id", "event", "active", "definition", "automation_id", "created_at")
SELECT 'ern_' || substr(md5(c."id" || ':' || r.ord::text || ':' || random()::text), 1, 24), c."project_id", c."id", r.rule->>'event', true,
  jsonb_build_object('loyalty', jsonb_build_object('type', 'FIXED', 'points', (r.rule->>'points')::int), 'metadata', '{}'::jsonb),
  'auto_' || substr(md5(c."id" || ':' || r.ord::text), 1, 24), c."created_at" + (r.ord || ' milliseconds')::interval
FROM "campaigns" c, jsonb_array_elements(c."earning_rules") WITH ORDINALITY AS r(rule, ord)
WHERE jsonb_typeof(c."earning_rules") = 'array';--> statement-breakpoint
ALTER TABLE "campaigns" DROP COLUMN "earning_rules";
--> statement-breakpoint
-- The ledger's older type names become the official LoyaltyCardTransactionsType values.
UPDATE "loyalty_transactions" SET "type" = 'POINTS_ACCRUAL' WHERE "type" = 'POINTS_ADDED';--> statement-breakpoint
UPDATE "loyalty_transactions" SET "type" = 'POINTS_REDEMPTION' WHERE "type" = 'POINTS_REDEEMED';
