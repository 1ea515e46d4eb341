CREATE TABLE "article_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"title" text NOT NULL,
	"excerpt" text,
	"content" text NOT NULL,
	"ai_generated" boolean NOT NULL,
	"ai_model" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_description_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"writer" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "description_writer" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "description_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "privacy_email" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "legal_email" text;--> statement-breakpoint
ALTER TABLE "sync_logs" ADD COLUMN "trigger" text;--> statement-breakpoint
ALTER TABLE "sync_logs" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "article_versions" ADD CONSTRAINT "article_versions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_description_versions" ADD CONSTRAINT "place_description_versions_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_versions_article_idx" ON "article_versions" USING btree ("article_id","created_at");--> statement-breakpoint
CREATE INDEX "place_description_versions_place_idx" ON "place_description_versions" USING btree ("place_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "place_description_versions_draft_idx" ON "place_description_versions" USING btree ("place_id") WHERE "place_description_versions"."kind" = 'draft';