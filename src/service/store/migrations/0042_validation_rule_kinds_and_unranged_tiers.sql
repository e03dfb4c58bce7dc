ALTER TABLE "loyalty_tiers" ALTER COLUMN "points_from" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "validation_rules" ADD COLUMN "type" text DEFAULT 'expression' NOT NULL;--> statement-breakpoint
ALTER TABLE "validation_rules" ADD COLUMN "context_type" text DEFAULT 'global' NOT NULL;