CREATE TABLE "candidate_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', first_name || ' ' || last_name), 'A') || setweight(to_tsvector('english', coalesce(headline, '') || ' ' || jobs_text_of(skills)), 'B') || setweight(to_tsvector('english', coalesce(city, '') || ' ' || coalesce(state, '')), 'C') || setweight(to_tsvector('english', left(resume_text, 200000)), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "rank_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', first_name || ' ' || last_name), 'A') || setweight(to_tsvector('english', coalesce(headline, '') || ' ' || jobs_text_of(skills)), 'B') || setweight(to_tsvector('english', coalesce(city, '') || ' ' || coalesce(state, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "yearly_desired_pay" integer GENERATED ALWAYS AS (CASE WHEN desired_pay_period = 'hour' THEN desired_pay * 2080 ELSE desired_pay END) STORED;--> statement-breakpoint
-- The skills filter matches whatever case the candidate typed: an IMMUTABLE lower-cased copy to index.
CREATE FUNCTION candidates_lower_skills(items text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce((SELECT array_agg(lower(item)) FROM unnest(items) AS item), '{}');--> statement-breakpoint
CREATE INDEX "candidate_search_words_trgm_idx" ON "candidate_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_search_vector_idx" ON "candidates" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "candidates_skills_lower_idx" ON "candidates" USING gin (candidates_lower_skills("skills"));--> statement-breakpoint
CREATE INDEX "candidates_city_idx" ON "candidates" USING btree (lower("city") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "candidates_state_idx" ON "candidates" USING btree ("state");--> statement-breakpoint
CREATE INDEX "candidates_available_idx" ON "candidates" USING btree ("available_from");--> statement-breakpoint
CREATE INDEX "candidates_yearly_pay_idx" ON "candidates" USING btree ("yearly_desired_pay");--> statement-breakpoint
CREATE INDEX "candidates_last_active_idx" ON "candidates" USING btree ("last_active_at" DESC NULLS LAST,"id" DESC NULLS LAST);;--> statement-breakpoint
-- Ranking reads rank_vector for every match: keep it in the row, uncompressed; the resume text and
-- search_vector go out of line, so the rows a search visits are small.
ALTER TABLE "candidates" ALTER COLUMN "rank_vector" SET STORAGE PLAIN;--> statement-breakpoint
ALTER TABLE "candidates" SET (toast_tuple_target = 256);--> statement-breakpoint
CREATE FUNCTION candidates_search_words_of(first_name text, last_name text, headline text, skills text[], city text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT word FROM regexp_split_to_table(
    lower(first_name || ' ' || last_name || ' ' || coalesce(headline, '') || ' ' || jobs_text_of(skills) || ' ' || coalesce(city, '')),
    '[^[:alnum:]]+') AS word
  WHERE length(word) >= 3
$$;--> statement-breakpoint
CREATE FUNCTION candidates_collect_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_search_words (word)
  SELECT DISTINCT candidates_search_words_of(first_name, last_name, headline, skills, city) FROM changed_candidates
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A trigger with a transition table serves one event, hence two.
CREATE TRIGGER candidates_collect_search_words_on_insert AFTER INSERT ON candidates
  REFERENCING NEW TABLE AS changed_candidates FOR EACH STATEMENT EXECUTE FUNCTION candidates_collect_search_words();--> statement-breakpoint
CREATE TRIGGER candidates_collect_search_words_on_update AFTER UPDATE ON candidates
  REFERENCING NEW TABLE AS changed_candidates FOR EACH STATEMENT EXECUTE FUNCTION candidates_collect_search_words();--> statement-breakpoint
INSERT INTO candidate_search_words (word)
  SELECT DISTINCT candidates_search_words_of(first_name, last_name, headline, skills, city) FROM candidates;
