CREATE TABLE "brandings" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"brand" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "brandings" ADD CONSTRAINT "brandings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brandings_project_idx" ON "brandings" USING btree ("project_id");