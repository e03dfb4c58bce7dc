ALTER TABLE "customers" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "consents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "deleted_at" timestamp (3) with time zone;