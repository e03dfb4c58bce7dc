-- Names were unique only by convention (a race could write two): later duplicates get their id appended first.
UPDATE "categories" AS "c" SET "name" = "c"."name" || ' (' || "c"."id" || ')' WHERE EXISTS (SELECT 1 FROM "categories" AS "d" WHERE "d"."project_id" = "c"."project_id" AND "d"."name" = "c"."name" AND "d"."id" < "c"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_project_name" ON "categories" USING btree ("project_id","name");
