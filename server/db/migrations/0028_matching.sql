CREATE TABLE "matching_ranking_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ranking_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"score" double precision NOT NULL,
	"criteria" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matching_rankings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" text NOT NULL,
	"subject" text NOT NULL,
	"shown_to" text,
	"order_snapshot" jsonb NOT NULL,
	"weights" jsonb NOT NULL,
	"considered" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "automated_ranking_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "matching_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(headline, '') || ' ' || jobs_text_of(skills)), 'A') || setweight(to_tsvector('english', left(resume_text, 200000)), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "matching_rank_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(headline, '') || ' ' || jobs_text_of(skills)), 'A') || setweight(to_tsvector('english', left(resume_text, 1500)), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "matching_ranking_entries" ADD CONSTRAINT "matching_ranking_entries_ranking_id_matching_rankings_id_fk" FOREIGN KEY ("ranking_id") REFERENCES "public"."matching_rankings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "matching_ranking_entries_rank_unique" ON "matching_ranking_entries" USING btree ("ranking_id","rank");--> statement-breakpoint
CREATE INDEX "matching_ranking_entries_candidate_idx" ON "matching_ranking_entries" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "matching_rankings_created_idx" ON "matching_rankings" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "matching_rankings_subject_idx" ON "matching_rankings" USING btree ("subject","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidates_matching_vector_idx" ON "candidates" USING gin ("matching_vector") WHERE NOT "candidates"."automated_ranking_opt_out";--> statement-breakpoint
-- The prefilter ranks thousands of matches by matching_rank_vector: keep it in the row (compressed if
-- need be, never out of line), so ranking reads no TOAST; matching_vector is only read through its index.
ALTER TABLE "candidates" ALTER COLUMN "matching_rank_vector" SET STORAGE MAIN;
