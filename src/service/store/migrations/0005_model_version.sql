CREATE TABLE "model_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "model_version_one_row" CHECK (id = 1)
);
--> statement-breakpoint
INSERT INTO "model_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_model_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "model_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "projects_model_version" AFTER INSERT OR UPDATE OR DELETE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "bump_model_version"();
--> statement-breakpoint
CREATE TRIGGER "api_keys_model_version" AFTER INSERT OR UPDATE OR DELETE ON "api_keys" FOR EACH STATEMENT EXECUTE FUNCTION "bump_model_version"();
--> statement-breakpoint
CREATE TRIGGER "management_keys_model_version" AFTER INSERT OR UPDATE OR DELETE ON "management_keys" FOR EACH STATEMENT EXECUTE FUNCTION "bump_model_version"();
--> statement-breakpoint
CREATE TRIGGER "oauth_tokens_model_version" AFTER UPDATE OR DELETE ON "oauth_tokens" FOR EACH STATEMENT EXECUTE FUNCTION "bump_model_version"();
--> statement-breakpoint
CREATE TRIGGER "campaigns_model_version" AFTER INSERT OR UPDATE OR DELETE ON "campaigns" FOR EACH STATEMENT EXECUTE FUNCTION "bump_model_version"();
--> statement-breakpoint
CREATE TRIGGER "promotion_tiers_model_version" AFTER INSERT OR DELETE OR UPDATE OF "project_id", "campaign_id", "name", "banner", "action", "hierarchy", "active", "validity", "metadata", "category_id" ON "promotion_tiers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_model_version"();
--> statement-breakpoint
CREATE TRIGGER "categories_model_version" AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_model_version"();
--> statement-breakpoint
CREATE TRIGGER "validation_rules_model_version" AFTER INSERT OR UPDATE OR DELETE ON "validation_rules" FOR EACH STATEMENT EXECUTE FUNCTION "bump_model_version"();
--> statement-breakpoint
CREATE TRIGGER "validation_rule_assignments_model_version" AFTER INSERT OR UPDATE OR DELETE ON "validation_rule_assignments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_model_version"();
