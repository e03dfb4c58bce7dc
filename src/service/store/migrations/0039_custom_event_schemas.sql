CREATE TABLE "custom_event_schemas" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"properties" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "custom_event_schemas" ADD CONSTRAINT "custom_event_schemas_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_event_schemas_name_idx" ON "custom_event_schemas" USING btree ("project_id","name");--> statement-breakpoint
CREATE INDEX "custom_event_schemas_page_idx" ON "custom_event_schemas" USING btree ("project_id","created_at");