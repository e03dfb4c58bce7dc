CREATE TABLE "reward_assignments" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"reward_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"points" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"stock" integer,
	"redeemed" integer DEFAULT 0 NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone,
	CONSTRAINT "rewards_redeemed_within_stock" CHECK (stock IS NULL OR redeemed <= stock)
);
--> statement-breakpoint
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
CREATE TABLE "referral_code_holders" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"voucher_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"role" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "earning_awards" (
	"earning_rule_id" text NOT NULL,
	"voucher_id" text NOT NULL,
	"source_key" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earning_awards_earning_rule_id_voucher_id_source_key_pk" PRIMARY KEY("earning_rule_id","voucher_id","source_key")
);
--> statement-breakpoint
CREATE TABLE "earning_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"event" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"validation_rule_id" text,
	"definition" jsonb NOT NULL,
	"automation_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "loyalty_tiers_expiration" jsonb;--> statement-breakpoint
ALTER TABLE "reward_assignments" ADD CONSTRAINT "reward_assignments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_assignments" ADD CONSTRAINT "reward_assignments_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_assignments" ADD CONSTRAINT "reward_assignments_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_tiers" ADD CONSTRAINT "loyalty_tiers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_tiers" ADD CONSTRAINT "loyalty_tiers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_member_tiers" ADD CONSTRAINT "loyalty_member_tiers_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_member_tiers" ADD CONSTRAINT "loyalty_member_tiers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_member_tiers" ADD CONSTRAINT "loyalty_member_tiers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_member_tiers" ADD CONSTRAINT "loyalty_member_tiers_tier_id_loyalty_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."loyalty_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_code_holders" ADD CONSTRAINT "referral_code_holders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_code_holders" ADD CONSTRAINT "referral_code_holders_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_code_holders" ADD CONSTRAINT "referral_code_holders_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_points_buckets" ADD CONSTRAINT "loyalty_points_buckets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_points_buckets" ADD CONSTRAINT "loyalty_points_buckets_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_points_buckets" ADD CONSTRAINT "loyalty_points_buckets_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_awards" ADD CONSTRAINT "earning_awards_earning_rule_id_earning_rules_id_fk" FOREIGN KEY ("earning_rule_id") REFERENCES "public"."earning_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_awards" ADD CONSTRAINT "earning_awards_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_rules" ADD CONSTRAINT "earning_rules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_rules" ADD CONSTRAINT "earning_rules_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_assignments_reward_campaign_idx" ON "reward_assignments" USING btree ("reward_id","campaign_id");--> statement-breakpoint
CREATE INDEX "reward_assignments_campaign_idx" ON "reward_assignments" USING btree ("campaign_id","created_at","id");--> statement-breakpoint
CREATE INDEX "rewards_project_created_idx" ON "rewards" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "loyalty_tiers_campaign_idx" ON "loyalty_tiers" USING btree ("campaign_id","points_from");--> statement-breakpoint
CREATE INDEX "loyalty_member_tiers_due_idx" ON "loyalty_member_tiers" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_code_holders_customer_idx" ON "referral_code_holders" USING btree ("voucher_id","customer_id");--> statement-breakpoint
CREATE INDEX "referral_code_holders_page_idx" ON "referral_code_holders" USING btree ("voucher_id","created_at","id");--> statement-breakpoint
CREATE INDEX "points_buckets_card_idx" ON "loyalty_points_buckets" USING btree ("voucher_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "points_buckets_campaign_idx" ON "loyalty_points_buckets" USING btree ("campaign_id","status","id");--> statement-breakpoint
CREATE INDEX "points_buckets_due_expiry_idx" ON "loyalty_points_buckets" USING btree ("expires_at") WHERE "loyalty_points_buckets"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "points_buckets_due_activation_idx" ON "loyalty_points_buckets" USING btree ("activates_at") WHERE "loyalty_points_buckets"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "earning_rules_campaign_idx" ON "earning_rules" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "earning_rules_event_idx" ON "earning_rules" USING btree ("project_id","event");--> statement-breakpoint
CREATE INDEX "vouchers_holder_idx" ON "vouchers" USING btree ("holder_id","id");