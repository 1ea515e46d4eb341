ALTER TABLE "tours" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Until now every tour row came from the bundled samples: there was no live tour client.
UPDATE "tours" SET "is_sample" = true;
