CREATE TABLE "earning_awards" (
	"earning_rule_id" text NOT NULL,
	"voucher_id" text NOT NULL,
	"source_key" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earning_awards_earning_rule_id_voucher_id_source_key_pk" PRIMARY KEY("earning_rule_id","voucher_id","source_key")
);
--> statement-breakpoint
CREATE TABLE "earning_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"event" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"validation_rule_id" text,
	"definition" jsonb NOT NULL,
	"automation_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "earning_awards" ADD CONSTRAINT "earning_awards_earning_rule_id_earning_rules_id_fk" FOREIGN KEY ("earning_rule_id") REFERENCES "public"."earning_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_awards" ADD CONSTRAINT "earning_awards_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_rules" ADD CONSTRAINT "earning_rules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_rules" ADD CONSTRAINT "earning_rules_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earning_rules_campaign_idx" ON "earning_rules" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "earning_rules_event_idx" ON "earning_rules" USING btree ("project_id","event");--> statement-breakpoint
-- Hand-written data move: each campaign's JSON earning rules ({event, points}) become FIXED rule rows.
INSERT INTO "earning_rules" ("id", "project_id", "campaign_id", "event", "active", "definition", "automation_id", "created_at")
SELECT 'ern_' || substr(md5(c."id" || ':' || r.ord::text || ':' || random()::text), 1, 24), c."project_id", c."id", r.rule->>'event', true,
  jsonb_build_object('loyalty', jsonb_build_object('type', 'FIXED', 'points', (r.rule->>'points')::int), 'metadata', '{}'::jsonb),
  'auto_' || substr(md5(c."id" || ':' || r.ord::text), 1, 24), c."created_at" + (r.ord || ' milliseconds')::interval
FROM "campaigns" c, jsonb_array_elements(c."earning_rules") WITH ORDINALITY AS r(rule, ord)
WHERE jsonb_typeof(c."earning_rules") = 'array';--> statement-breakpoint
ALTER TABLE "campaigns" DROP COLUMN "earning_rules";