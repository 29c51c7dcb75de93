CREATE TABLE "candidate_search" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"rank_vector" "tsvector" NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	"city_lower" text,
	"state" text,
	"available_from" date,
	"yearly_desired_pay" integer,
	"skills_lower" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
DROP INDEX "candidates_search_vector_idx";--> statement-breakpoint
ALTER TABLE "candidate_search" ADD CONSTRAINT "candidate_search_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_search_vector_idx" ON "candidate_search" USING gin ("search_vector");--> statement-breakpoint
-- A word search reads every match's row to rank it by rank_vector: keep it in the row, uncompressed
-- (as in candidates). Matching needs only the words, so search_vector is kept strip()ped (no positions
-- or weights: a third smaller); a row is about 800 bytes against 2,000 in candidates.
ALTER TABLE "candidate_search" ALTER COLUMN "rank_vector" SET STORAGE PLAIN;--> statement-breakpoint
CREATE FUNCTION candidates_sync_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_search AS kept (candidate_id, search_vector, rank_vector, last_active_at, city_lower,
    state, available_from, yearly_desired_pay, skills_lower)
  SELECT id, strip(search_vector), rank_vector, last_active_at, lower(city), state, available_from,
    yearly_desired_pay, candidates_lower_skills(skills)
  FROM changed_candidates
  ON CONFLICT (candidate_id) DO UPDATE SET search_vector = excluded.search_vector,
    rank_vector = excluded.rank_vector, last_active_at = excluded.last_active_at,
    city_lower = excluded.city_lower, state = excluded.state, available_from = excluded.available_from,
    yearly_desired_pay = excluded.yearly_desired_pay, skills_lower = excluded.skills_lower
  WHERE (kept.search_vector, kept.rank_vector, kept.last_active_at, kept.city_lower, kept.state,
      kept.available_from, kept.yearly_desired_pay, kept.skills_lower)
    IS DISTINCT FROM (excluded.search_vector, excluded.rank_vector, excluded.last_active_at,
      excluded.city_lower, excluded.state, excluded.available_from, excluded.yearly_desired_pay,
      excluded.skills_lower);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER candidates_sync_search_on_insert AFTER INSERT ON candidates
  REFERENCING NEW TABLE AS changed_candidates FOR EACH STATEMENT EXECUTE FUNCTION candidates_sync_search();--> statement-breakpoint
CREATE TRIGGER candidates_sync_search_on_update AFTER UPDATE ON candidates
  REFERENCING NEW TABLE AS changed_candidates FOR EACH STATEMENT EXECUTE FUNCTION candidates_sync_search();--> statement-breakpoint
INSERT INTO candidate_search (candidate_id, search_vector, rank_vector, last_active_at, city_lower, state,
    available_from, yearly_desired_pay, skills_lower)
  SELECT id, strip(search_vector), rank_vector, last_active_at, lower(city), state, available_from,
    yearly_desired_pay, candidates_lower_skills(skills)
  FROM candidates;
