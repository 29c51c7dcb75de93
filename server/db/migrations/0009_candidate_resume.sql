ALTER TABLE "candidates" ADD COLUMN "resume_file_id" uuid;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_resume_file_id_stored_files_id_fk" FOREIGN KEY ("resume_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_sessions_ended_idx" ON "candidate_sessions" USING btree (least("expires_at", "revoked_at"));--> statement-breakpoint
CREATE INDEX "candidate_verifications_ended_idx" ON "candidate_verifications" USING btree (least("expires_at", "consumed_at"));--> statement-breakpoint
CREATE INDEX "candidates_resume_file_idx" ON "candidates" USING btree ("resume_file_id") WHERE "candidates"."resume_file_id" IS NOT NULL;