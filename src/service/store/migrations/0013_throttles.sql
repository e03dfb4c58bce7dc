CREATE TABLE "throttles" (
	"bucket" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"last_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "address" text;--> statement-breakpoint
CREATE INDEX "throttles_last_at_idx" ON "throttles" USING btree ("last_at");