CREATE TABLE "content_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer,
	"article_id" integer,
	"language" text NOT NULL,
	"fields" jsonb NOT NULL,
	"ai_model" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_one_subject" CHECK (("content_translations"."place_id" is null) <> ("content_translations"."article_id" is null))
);
--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_translations_place_language_idx" ON "content_translations" USING btree ("place_id","language");--> statement-breakpoint
CREATE UNIQUE INDEX "content_translations_article_language_idx" ON "content_translations" USING btree ("article_id","language");