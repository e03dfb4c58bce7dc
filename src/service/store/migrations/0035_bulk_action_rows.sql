CREATE TABLE "bulk_action_rows" (
	"action_id" text NOT NULL,
	"resource_id" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "bulk_action_rows_action_id_resource_id_pk" PRIMARY KEY("action_id","resource_id")
);
--> statement-breakpoint
ALTER TABLE "bulk_action_rows" ADD CONSTRAINT "bulk_action_rows_action_id_async_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."async_actions"("id") ON DELETE cascade ON UPDATE no action;