CREATE TABLE "profile_builder_resumes" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"saved_resume_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_resume_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"saved_resume_id" uuid NOT NULL,
	"name" text NOT NULL,
	"document" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_resumes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"name" text NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_builder_resumes" ADD CONSTRAINT "profile_builder_resumes_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_builder_resumes" ADD CONSTRAINT "profile_builder_resumes_saved_resume_id_saved_resumes_id_fk" FOREIGN KEY ("saved_resume_id") REFERENCES "public"."saved_resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_builder_resumes" ADD CONSTRAINT "profile_builder_resumes_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_resume_versions" ADD CONSTRAINT "saved_resume_versions_saved_resume_id_saved_resumes_id_fk" FOREIGN KEY ("saved_resume_id") REFERENCES "public"."saved_resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_resumes" ADD CONSTRAINT "saved_resumes_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_builder_resumes_resume_unique" ON "profile_builder_resumes" USING btree ("saved_resume_id");--> statement-breakpoint
CREATE INDEX "profile_builder_resumes_file_idx" ON "profile_builder_resumes" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "saved_resume_versions_resume_idx" ON "saved_resume_versions" USING btree ("saved_resume_id","saved_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_resumes_candidate_idx" ON "saved_resumes" USING btree ("candidate_id","updated_at" DESC NULLS LAST);