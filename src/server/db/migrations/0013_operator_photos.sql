CREATE TABLE "place_photo_variants" (
	"photo_id" integer NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "place_photo_variants_photo_id_format_width_pk" PRIMARY KEY("photo_id","format","width")
);
--> statement-breakpoint
CREATE TABLE "place_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"position" integer NOT NULL,
	"alt" text NOT NULL,
	"credit" text,
	"content_hash" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "place_photo_variants" ADD CONSTRAINT "place_photo_variants_photo_id_place_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."place_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_photos" ADD CONSTRAINT "place_photos_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "place_photos_place_idx" ON "place_photos" USING btree ("place_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "place_photos_place_hash_idx" ON "place_photos" USING btree ("place_id","content_hash");--> statement-breakpoint
CREATE INDEX "place_photos_hash_idx" ON "place_photos" USING btree ("content_hash");