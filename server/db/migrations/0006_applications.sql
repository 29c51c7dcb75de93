CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"cover_letter" text,
	"resume_file_id" uuid NOT NULL,
	"resume_text" text DEFAULT '' NOT NULL,
	"resume_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', resume_text)) STORED,
	"skills" text[] DEFAULT '{}' NOT NULL,
	"recent_title" text,
	"consent_terms_at" timestamp with time zone NOT NULL,
	"consent_sms_at" timestamp with time zone,
	"source" text NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"ip_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"resume_text" text NOT NULL,
	"extracted" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_resume_file_id_stored_files_id_fk" FOREIGN KEY ("resume_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_uploads" ADD CONSTRAINT "resume_uploads_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_job_email_unique" ON "applications" USING btree ("job_id",lower("email")) WHERE "applications"."job_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "applications_resume_search_idx" ON "applications" USING gin ("resume_search");--> statement-breakpoint
CREATE INDEX "resume_uploads_created_idx" ON "resume_uploads" USING btree ("created_at");