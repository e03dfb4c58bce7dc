CREATE TABLE "metadata_schemas" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"related_object" text NOT NULL,
	"properties" jsonb NOT NULL,
	"allow_defined_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"filter" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "metadata_schemas" ADD CONSTRAINT "metadata_schemas_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "metadata_schemas_object_idx" ON "metadata_schemas" USING btree ("project_id","related_object");--> statement-breakpoint
CREATE INDEX "segments_project_idx" ON "segments" USING btree ("project_id","created_at");