CREATE TABLE "product_collections" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"members" jsonb,
	"filter" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"source_id" text,
	"name" text,
	"price" integer,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_url" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"product_id" text NOT NULL,
	"source_id" text,
	"sku" text,
	"price" integer,
	"currency" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_url" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "validation_rules" ADD COLUMN "applicable_to" jsonb;--> statement-breakpoint
ALTER TABLE "product_collections" ADD CONSTRAINT "product_collections_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_collections_created_idx" ON "product_collections" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_source_idx" ON "products" USING btree ("project_id","source_id") WHERE source_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "skus_source_idx" ON "skus" USING btree ("project_id","source_id") WHERE source_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "skus_product_idx" ON "skus" USING btree ("product_id","created_at","id");