ALTER TABLE "vouchers" ADD COLUMN "asset_id" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_asset_idx" ON "vouchers" USING btree ("asset_id");