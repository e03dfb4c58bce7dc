-- Filtered segments and earning rules are kept in memory per model version too (every redemption reads them): a
-- change to either raises it.
CREATE TRIGGER "segments_model_version" AFTER INSERT OR UPDATE OR DELETE ON "segments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_model_version"();
--> statement-breakpoint
CREATE TRIGGER "earning_rules_model_version" AFTER INSERT OR UPDATE OR DELETE ON "earning_rules" FOR EACH STATEMENT EXECUTE FUNCTION "bump_model_version"();
