-- Template pages are kept in memory per model version too: a new or changed template raises it.
CREATE TRIGGER "campaign_templates_model_version" AFTER INSERT OR UPDATE OR DELETE ON "campaign_templates" FOR EACH STATEMENT EXECUTE FUNCTION "bump_model_version"();
