CREATE TABLE "promotion_stacks" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"name" text NOT NULL,
	"tier_ids" jsonb NOT NULL,
	"category_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "promotion_stacks" ADD CONSTRAINT "promotion_stacks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_stacks" ADD CONSTRAINT "promotion_stacks_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_stacks" ADD CONSTRAINT "promotion_stacks_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_stacks_campaign_idx" ON "promotion_stacks" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "promotion_stacks_project_idx" ON "promotion_stacks" USING btree ("project_id","created_at");