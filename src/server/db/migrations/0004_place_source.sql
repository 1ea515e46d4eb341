ALTER TABLE "places" ADD COLUMN "source" text;--> statement-breakpoint
-- Places the bundled data added before this column existed (their source ids start with 'paphos-').
UPDATE "places" SET "source" = 'bundled' WHERE "source_id" LIKE 'paphos-%';
