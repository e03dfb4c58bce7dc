CREATE TABLE "referral_code_holders" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"voucher_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"role" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referral_code_holders" ADD CONSTRAINT "referral_code_holders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_code_holders" ADD CONSTRAINT "referral_code_holders_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_code_holders" ADD CONSTRAINT "referral_code_holders_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_code_holders_customer_idx" ON "referral_code_holders" USING btree ("voucher_id","customer_id");--> statement-breakpoint
CREATE INDEX "referral_code_holders_page_idx" ON "referral_code_holders" USING btree ("voucher_id","created_at","id");