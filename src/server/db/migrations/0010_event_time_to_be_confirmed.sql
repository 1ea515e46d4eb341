ALTER TABLE "events" ADD COLUMN "time_to_be_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The bundled events whose sources give no time: an existing site stops showing the hours we had made up.
UPDATE "events" SET "time_to_be_confirmed" = true,
  "schedule" = "schedule" || '{"hour": 0, "minute": 0, "durationMinutes": 1440}'::jsonb
  WHERE "schedule" IS NOT NULL AND "name" IN (
    'Saturday morning at the Paphos Municipal Market',
    'Epiphany: blessing of the waters at the harbour',
    'Kataklysmos, the Festival of the Flood'
  );--> statement-breakpoint
-- No source puts a 1 October parade in Paphos (that parade is in Nicosia).
DELETE FROM "events" WHERE "name" = 'Independence Day parade' AND "schedule" IS NOT NULL;
