-- The model that wrote an AI description was not kept: 'AI writer' says what is known.
UPDATE "places" SET "description_writer" = 'AI writer' WHERE "description_by_ai";--> statement-breakpoint
ALTER TABLE "places" DROP COLUMN "description_by_ai";
