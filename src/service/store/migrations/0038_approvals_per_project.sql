ALTER TABLE "approval_settings" ADD COLUMN "roles_needing_approval" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- The account-wide flag becomes each project's: every project keeps needing approval from the roles flagged so far
-- (a project without settings gets the defaults: every kind, approved by ADMINs).
INSERT INTO "approval_settings" ("project_id", "kinds", "approver_roles", "approver_user_ids", "updated_at")
  SELECT "id", '["publish", "discount", "budget"]'::jsonb, '["ADMIN"]'::jsonb, '[]'::jsonb, now() FROM "projects"
  WHERE EXISTS (SELECT 1 FROM "custom_roles" WHERE "needs_approval")
  ON CONFLICT ("project_id") DO NOTHING;--> statement-breakpoint
UPDATE "approval_settings"
  SET "roles_needing_approval" = (SELECT coalesce(jsonb_agg("id" ORDER BY "id"), '[]'::jsonb) FROM "custom_roles" WHERE "needs_approval");--> statement-breakpoint
ALTER TABLE "custom_roles" DROP COLUMN "needs_approval";