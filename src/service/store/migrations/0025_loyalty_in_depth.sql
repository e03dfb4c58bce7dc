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
ALTER TABLE "campaigns" ADD COLUMN "loyalty_tiers_expiration" jsonb;--> statement-breakpoint
ALTER TABLE "reward_assignments" ADD CONSTRAINT "reward_assignments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_assignments" ADD CONSTRAINT "reward_assignments_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_assignments" ADD CONSTRAINT "reward_assignments_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_assignments_reward_campaign_idx" ON "reward_assignments" USING btree ("reward_id","campaign_id");--> statement-breakpoint
CREATE INDEX "reward_assignments_campaign_idx" ON "reward_assignments" USING btree ("campaign_id","created_at","id");--> statement-breakpoint
CREATE INDEX "rewards_project_created_idx" ON "rewards" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vouchers_holder_idx" ON "vouchers" USING btree ("holder_id","id");