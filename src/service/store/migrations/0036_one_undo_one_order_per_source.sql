CREATE TABLE "bulk_action_undos" (
	"action_id" text PRIMARY KEY NOT NULL,
	"undo_id" text NOT NULL
);
--> statement-breakpoint
-- Orders sharing a source id in a project (redemptions used to make a new one each time) become the newest of
-- them: the others' redemptions point at it, and they go.
UPDATE "redemptions" SET "order_id" = "merged"."kept" FROM (
  SELECT "id", first_value("id") OVER (PARTITION BY "project_id", "source_id" ORDER BY "created_at" DESC, "id" DESC) AS "kept"
  FROM "orders" WHERE "source_id" IS NOT NULL
) AS "merged"
  WHERE "redemptions"."order_id" = "merged"."id" AND "merged"."id" <> "merged"."kept";--> statement-breakpoint
DELETE FROM "orders" USING (
  SELECT "id", first_value("id") OVER (PARTITION BY "project_id", "source_id" ORDER BY "created_at" DESC, "id" DESC) AS "kept"
  FROM "orders" WHERE "source_id" IS NOT NULL
) AS "merged"
  WHERE "orders"."id" = "merged"."id" AND "merged"."id" <> "merged"."kept";--> statement-breakpoint
DROP INDEX "orders_source_idx";--> statement-breakpoint
ALTER TABLE "bulk_action_undos" ADD CONSTRAINT "bulk_action_undos_action_id_async_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."async_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_action_undos" ADD CONSTRAINT "bulk_action_undos_undo_id_async_actions_id_fk" FOREIGN KEY ("undo_id") REFERENCES "public"."async_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_source_idx" ON "orders" USING btree ("project_id","source_id");--> statement-breakpoint
-- Undos scheduled before: the first of each action's.
INSERT INTO "bulk_action_undos" ("action_id", "undo_id")
  SELECT DISTINCT ON ("payload"->'shared'->>'undoOf') "payload"->'shared'->>'undoOf', "id" FROM "async_actions"
  WHERE "payload"->'shared'->>'undoOf' IN (SELECT "id" FROM "async_actions")
  ORDER BY "payload"->'shared'->>'undoOf', "created_at", "id";
