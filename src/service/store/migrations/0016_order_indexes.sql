CREATE INDEX "orders_source_idx" ON "orders" USING btree ("project_id","source_id");--> statement-breakpoint
CREATE INDEX "orders_project_created_idx" ON "orders" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "redemptions_order_idx" ON "redemptions" USING btree ("order_id");