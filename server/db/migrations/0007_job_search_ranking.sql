CREATE TABLE "job_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "jobs_search_vector_idx";--> statement-breakpoint
DROP INDEX "jobs_search_keywords_trgm_idx";--> statement-breakpoint
DROP INDEX "jobs_open_posted_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "yearly_pay" integer GENERATED ALWAYS AS (CASE WHEN salary_period = 'hour' THEN coalesce(salary_max, salary_min) * 2080 ELSE coalesce(salary_max, salary_min) END) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "rank_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', jobs_text_of(skills)), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "job_search_words_trgm_idx" ON "job_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_open_search_vector_idx" ON "jobs" USING gin ("search_vector") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_pay_idx" ON "jobs" USING btree ("yearly_pay" DESC NULLS LAST,"posted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_city_idx" ON "jobs" USING btree (lower("city") text_pattern_ops) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_posted_idx" ON "jobs" USING btree ("posted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'open';--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "search_keywords";--> statement-breakpoint
-- Ranking reads rank_vector for every match: keep it in the row, uncompressed. Everything large
-- (description, search_vector) goes out of line, so the rows a search visits are small.
ALTER TABLE "jobs" ALTER COLUMN "rank_vector" SET STORAGE PLAIN;--> statement-breakpoint
ALTER TABLE "jobs" SET (toast_tuple_target = 128);--> statement-breakpoint
CREATE FUNCTION jobs_search_words_of(title text, skills text[]) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT word FROM regexp_split_to_table(lower(title || ' ' || jobs_text_of(skills)), '[^[:alnum:]]+') AS word
  WHERE length(word) >= 3
$$;--> statement-breakpoint
CREATE FUNCTION jobs_collect_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_search_words (word)
  SELECT DISTINCT jobs_search_words_of(title, skills) FROM changed_jobs
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A trigger with a transition table serves one event, hence two.
CREATE TRIGGER jobs_collect_search_words_on_insert AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS changed_jobs FOR EACH STATEMENT EXECUTE FUNCTION jobs_collect_search_words();--> statement-breakpoint
CREATE TRIGGER jobs_collect_search_words_on_update AFTER UPDATE ON jobs
  REFERENCING NEW TABLE AS changed_jobs FOR EACH STATEMENT EXECUTE FUNCTION jobs_collect_search_words();--> statement-breakpoint
INSERT INTO job_search_words (word) SELECT DISTINCT jobs_search_words_of(title, skills) FROM jobs;
