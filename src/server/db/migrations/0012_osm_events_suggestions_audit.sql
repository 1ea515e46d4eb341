CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"target" text,
	"details" jsonb,
	"status_code" integer NOT NULL,
	"ip_address" text
);
--> statement-breakpoint
CREATE TABLE "event_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"last_imported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"kind" text NOT NULL,
	"proposed_value" text,
	"note" text,
	"email" text,
	"status" text DEFAULT 'new' NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sources" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "place_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "feed_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "feed_uid" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "name_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "wheelchair" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "toilets_wheelchair" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "beach_facts" jsonb;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "facts_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "facts_checked_source" text;--> statement-breakpoint
ALTER TABLE "place_suggestions" ADD CONSTRAINT "place_suggestions_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "place_suggestions_status_created_idx" ON "place_suggestions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "place_suggestions_place_idx" ON "place_suggestions" USING btree ("place_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_feed_id_event_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."event_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_status_start_idx" ON "events" USING btree ("status","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "events_feed_uid_idx" ON "events" USING btree ("feed_id","feed_uid");