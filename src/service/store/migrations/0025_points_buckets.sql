CREATE TABLE "loyalty_points_buckets" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"voucher_id" text NOT NULL,
	"campaign_id" text,
	"points" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	"status" text NOT NULL,
	"expires_at" date,
	"activates_at" timestamp (3) with time zone,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone,
	CONSTRAINT "points_buckets_remaining_within" CHECK (remaining >= 0 AND remaining <= points)
);
--> statement-breakpoint
ALTER TABLE "loyalty_points_buckets" ADD CONSTRAINT "loyalty_points_buckets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_points_buckets" ADD CONSTRAINT "loyalty_points_buckets_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_points_buckets" ADD CONSTRAINT "loyalty_points_buckets_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_buckets_card_idx" ON "loyalty_points_buckets" USING btree ("voucher_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "points_buckets_campaign_idx" ON "loyalty_points_buckets" USING btree ("campaign_id","status","id");--> statement-breakpoint
CREATE INDEX "points_buckets_due_expiry_idx" ON "loyalty_points_buckets" USING btree ("expires_at") WHERE "loyalty_points_buckets"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "points_buckets_due_activation_idx" ON "loyalty_points_buckets" USING btree ("activates_at") WHERE "loyalty_points_buckets"."status" = 'PENDING';