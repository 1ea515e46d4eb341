ALTER TABLE "places" ADD COLUMN "locked_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "pins_place_idx" ON "pins" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "pins_article_idx" ON "pins" USING btree ("article_id");