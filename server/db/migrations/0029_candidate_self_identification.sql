CREATE TABLE "candidate_self_identification" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"sex" text,
	"race_ethnicity" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_self_identification" ADD CONSTRAINT "candidate_self_identification_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;