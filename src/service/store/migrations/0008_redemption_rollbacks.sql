CREATE TABLE "redemption_rollbacks" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"redemption_id" text NOT NULL,
	"parent_id" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redemption_rollbacks_redemption_id_unique" UNIQUE("redemption_id")
);
--> statement-breakpoint
ALTER TABLE "redemption_rollbacks" ADD CONSTRAINT "redemption_rollbacks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_rollbacks" ADD CONSTRAINT "redemption_rollbacks_redemption_id_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."redemptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redemption_rollbacks_project_idx" ON "redemption_rollbacks" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "redemptions_project_created_idx" ON "redemptions" USING btree ("project_id","created_at","id");