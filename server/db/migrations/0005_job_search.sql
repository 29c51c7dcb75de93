CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- array_to_string is only STABLE; for text[] it cannot change, and generated columns need IMMUTABLE.
CREATE FUNCTION jobs_text_of(items text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce(array_to_string(items, ' '), '');--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', jobs_text_of(skills)), 'B') || setweight(to_tsvector('english', company || ' ' || jobs_text_of(requirements)), 'C') || setweight(to_tsvector('english', description), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_keywords" text GENERATED ALWAYS AS (lower(title || ' ' || jobs_text_of(skills))) STORED;--> statement-breakpoint
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "jobs_search_keywords_trgm_idx" ON "jobs" USING gin ("search_keywords" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_open_posted_idx" ON "jobs" USING btree ("posted_at" DESC NULLS LAST,"id") WHERE status = 'open';