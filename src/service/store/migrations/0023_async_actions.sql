CREATE TABLE "async_action_chunks" (
	"action_id" text NOT NULL,
	"seq" integer NOT NULL,
	"data" text NOT NULL,
	CONSTRAINT "async_action_chunks_action_id_seq_pk" PRIMARY KEY("action_id","seq")
);
--> statement-breakpoint
CREATE TABLE "async_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"payload" jsonb NOT NULL,
	"acting" jsonb NOT NULL,
	"request_id" text NOT NULL,
	"row_count" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"result" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "async_action_chunks" ADD CONSTRAINT "async_action_chunks_action_id_async_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."async_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "async_actions" ADD CONSTRAINT "async_actions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "async_actions_queue_idx" ON "async_actions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "async_actions_project_idx" ON "async_actions" USING btree ("project_id","created_at","id");