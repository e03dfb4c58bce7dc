CREATE INDEX "campaigns_name_search_idx" ON "campaigns" USING btree ("project_id",lower("name") COLLATE "C") WHERE "campaigns"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "vouchers_code_search_idx" ON "vouchers" USING btree ("project_id",lower("code") COLLATE "C");--> statement-breakpoint
CREATE INDEX "vouchers_id_search_idx" ON "vouchers" USING btree ("project_id","id" COLLATE "C");--> statement-breakpoint
CREATE INDEX "customers_name_search_idx" ON "customers" USING btree ("project_id",lower("name") COLLATE "C") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "customers_email_search_idx" ON "customers" USING btree ("project_id",lower("email") COLLATE "C") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "customers_id_search_idx" ON "customers" USING btree ("project_id","id" COLLATE "C") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "orders_id_search_idx" ON "orders" USING btree ("project_id","id" COLLATE "C");--> statement-breakpoint
CREATE INDEX "orders_source_search_idx" ON "orders" USING btree ("project_id",lower("source_id") COLLATE "C");--> statement-breakpoint
CREATE INDEX "redemptions_id_search_idx" ON "redemptions" USING btree ("project_id","id" COLLATE "C");