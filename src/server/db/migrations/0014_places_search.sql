-- The places search (modules/places/search-service.ts): pg_trgm's trigram index answers LIKE '% word%' and
-- regular expressions; unaccent drops accents.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- A text as the search reads it: accents dropped, lower case (Greek too, whatever the database's collation),
-- final sigma as sigma, every run of other characters one space, and a space at either end, so that
-- LIKE '% word%' finds a word's start. The SQL-standard body binds unaccent and its dictionary when the
-- function is created, whatever the search_path is when it runs.
CREATE FUNCTION place_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN ' ' || btrim(regexp_replace(
    translate(
      lower(unaccent('unaccent'::regdictionary, coalesce(value, ''))),
      'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩς',
      'αβγδεζηθικλμνξοπρστυφχψωσ'
    ),
    '[^a-z0-9α-ω]+', ' ', 'g'
  )) || ' ';--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "search_details" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The search texts are worked out once, when a place is written, not on every search (on PGlite they take
-- some tenths of a millisecond a place). Writing a search column itself works them out again: the backfill
-- below, and a restored backup's rows, get this version's texts.
CREATE FUNCTION places_search_texts() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  NEW.search_name := place_search_text(NEW.name || ' ' || coalesce(
    (SELECT string_agg(value, ' ') FROM jsonb_each_text(NEW.name_translations)), ''));
  NEW.search_details := place_search_text(
    concat_ws(' ', NEW.address, array_to_string(NEW.highlights, ' '), NEW.description));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER places_search_texts BEFORE INSERT OR UPDATE OF
  name, name_translations, address, highlights, description, search_name, search_details
  ON places FOR EACH ROW EXECUTE FUNCTION places_search_texts();--> statement-breakpoint
UPDATE places SET search_name = '';--> statement-breakpoint
CREATE INDEX "places_search_name_idx" ON "places" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "places_search_details_idx" ON "places" USING gin ("search_details" gin_trgm_ops) WITH (fastupdate=false);
