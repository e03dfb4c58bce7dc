DROP INDEX "campaigns_name_idx";--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "deleted_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_name_idx" ON "campaigns" USING btree ("project_id","name") WHERE "campaigns"."deleted_at" IS NULL;