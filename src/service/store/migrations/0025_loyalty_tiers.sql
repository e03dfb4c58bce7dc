CREATE TABLE "loyalty_tiers" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"name" text NOT NULL,
	"points_from" integer NOT NULL,
	"points_to" integer,
	"earning_rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rewards" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "loyalty_member_tiers" (
	"voucher_id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"tier_id" text NOT NULL,
	"since" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone,
	"updated_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "loyalty_tiers" ADD CONSTRAINT "loyalty_tiers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_tiers" ADD CONSTRAINT "loyalty_tiers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_member_tiers" ADD CONSTRAINT "loyalty_member_tiers_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_member_tiers" ADD CONSTRAINT "loyalty_member_tiers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_member_tiers" ADD CONSTRAINT "loyalty_member_tiers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_member_tiers" ADD CONSTRAINT "loyalty_member_tiers_tier_id_loyalty_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."loyalty_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_tiers_campaign_idx" ON "loyalty_tiers" USING btree ("campaign_id","points_from");--> statement-breakpoint
CREATE INDEX "loyalty_member_tiers_due_idx" ON "loyalty_member_tiers" USING btree ("expires_at");