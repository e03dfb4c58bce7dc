CREATE TABLE "trash_bin_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" text NOT NULL,
	"resource_name" text NOT NULL,
	"resource_parent_id" text,
	"deleted_by_user_id" text,
	"restore" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "deleted_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "trash_bin_entries" ADD CONSTRAINT "trash_bin_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trash_bin_entries_resource_idx" ON "trash_bin_entries" USING btree ("project_id","resource_type","resource_id");--> statement-breakpoint
CREATE INDEX "trash_bin_entries_project_idx" ON "trash_bin_entries" USING btree ("project_id","id");