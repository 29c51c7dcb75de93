CREATE TABLE "msa_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_company_id" uuid NOT NULL,
	"employer_user_id" uuid,
	"msa_version" text NOT NULL,
	"typed_name" text NOT NULL,
	"signer_title" text NOT NULL,
	"signer_email" text NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text,
	"pdf_file_id" uuid NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "new_hire_trackers" (
	"placement_id" uuid PRIMARY KEY NOT NULL,
	"start_confirmed_at" timestamp with time zone,
	"background_check" text DEFAULT 'not_started' NOT NULL,
	"drug_screen" text DEFAULT 'not_started' NOT NULL,
	"i9_verified_at" timestamp with time zone,
	"first_day_instructions" text,
	"instructions_sent_at" timestamp with time zone,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employer_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"timesheet_id" uuid,
	"placement_id" uuid,
	"description" text NOT NULL,
	"contractor_name" text NOT NULL,
	"week_start" date,
	"regular_hours" numeric(6, 2) DEFAULT '0' NOT NULL,
	"overtime_hours" numeric(6, 2) DEFAULT '0' NOT NULL,
	"bill_rate" numeric(10, 2),
	"salary" numeric(12, 2),
	"fee_percent" numeric(5, 2),
	"amount" numeric(12, 2) NOT NULL,
	"billable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"received_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount" CHECK ("invoice_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_company_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"period_start" date,
	"period_end" date,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"payment_terms_days" integer NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"amount_paid" numeric(12, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"issued_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_void_reason" CHECK (("invoices"."status" = 'void') = ("invoices"."void_reason" IS NOT NULL)),
	CONSTRAINT "invoices_paid" CHECK ("invoices"."amount_paid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "candidate_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"job_order_id" uuid NOT NULL,
	"client_company_id" uuid NOT NULL,
	"recruiter_email" text NOT NULL,
	"recruiter_note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'awaiting_decision' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "interview_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"employer_user_id" uuid,
	"outcome" text NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"actor_email" text NOT NULL,
	"changes" jsonb,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_company_id" uuid NOT NULL,
	"created_by" uuid,
	"hiring_manager_id" uuid,
	"title" text NOT NULL,
	"positions" integer DEFAULT 1 NOT NULL,
	"order_type" text NOT NULL,
	"workplace_type" text NOT NULL,
	"city" text,
	"state" text,
	"schedule" text DEFAULT '' NOT NULL,
	"shift" text DEFAULT 'day' NOT NULL,
	"start_date" date,
	"duration_weeks" integer,
	"pay_min" numeric(10, 2),
	"pay_max" numeric(10, 2),
	"pay_period" text DEFAULT 'hour' NOT NULL,
	"requirements" text[] DEFAULT '{}' NOT NULL,
	"skills" text[] DEFAULT '{}' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"urgency" text DEFAULT 'standard' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"cancel_reason" text,
	"submitted_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_orders_positions" CHECK ("job_orders"."positions" BETWEEN 1 AND 500),
	CONSTRAINT "job_orders_duration" CHECK ("job_orders"."duration_weeks" IS NULL OR "job_orders"."duration_weeks" BETWEEN 1 AND 260),
	CONSTRAINT "job_orders_pay_range" CHECK ("job_orders"."pay_min" IS NULL OR "job_orders"."pay_max" IS NULL OR "job_orders"."pay_min" <= "job_orders"."pay_max"),
	CONSTRAINT "job_orders_cancel_reason" CHECK (("job_orders"."status" = 'cancelled') = ("job_orders"."cancel_reason" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "submission_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"employer_user_id" uuid,
	"decision" text NOT NULL,
	"reason_code" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_companies" ALTER COLUMN "size_band" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "client_companies" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "client_companies" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "client_companies" ADD COLUMN "profile_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_companies" ADD COLUMN "billing_contact_name" text;--> statement-breakpoint
ALTER TABLE "client_companies" ADD COLUMN "billing_contact_email" text;--> statement-breakpoint
ALTER TABLE "client_companies" ADD COLUMN "billing_contact_phone" text;--> statement-breakpoint
ALTER TABLE "employer_users" ADD COLUMN "time_zone" text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "proposed_times" timestamp with time zone[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "requested_by" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "client_company_id" uuid;--> statement-breakpoint
ALTER TABLE "placements" ADD COLUMN "client_company_id" uuid;--> statement-breakpoint
ALTER TABLE "placements" ADD COLUMN "hire_type" text DEFAULT 'contract' NOT NULL;--> statement-breakpoint
ALTER TABLE "placements" ADD COLUMN "annual_salary" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "msa_acceptances" ADD CONSTRAINT "msa_acceptances_client_company_id_client_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."client_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "msa_acceptances" ADD CONSTRAINT "msa_acceptances_employer_user_id_employer_users_id_fk" FOREIGN KEY ("employer_user_id") REFERENCES "public"."employer_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "msa_acceptances" ADD CONSTRAINT "msa_acceptances_pdf_file_id_stored_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_hire_trackers" ADD CONSTRAINT "new_hire_trackers_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_hire_trackers" ADD CONSTRAINT "new_hire_trackers_updated_by_employer_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."employer_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_identities" ADD CONSTRAINT "employer_identities_employer_user_id_employer_users_id_fk" FOREIGN KEY ("employer_user_id") REFERENCES "public"."employer_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_company_id_client_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."client_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD CONSTRAINT "candidate_submissions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD CONSTRAINT "candidate_submissions_job_order_id_job_orders_id_fk" FOREIGN KEY ("job_order_id") REFERENCES "public"."job_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD CONSTRAINT "candidate_submissions_client_company_id_client_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."client_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_feedback" ADD CONSTRAINT "interview_feedback_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_feedback" ADD CONSTRAINT "interview_feedback_employer_user_id_employer_users_id_fk" FOREIGN KEY ("employer_user_id") REFERENCES "public"."employer_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_order_events" ADD CONSTRAINT "job_order_events_job_order_id_job_orders_id_fk" FOREIGN KEY ("job_order_id") REFERENCES "public"."job_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_client_company_id_client_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."client_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_created_by_employer_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employer_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_hiring_manager_id_employer_users_id_fk" FOREIGN KEY ("hiring_manager_id") REFERENCES "public"."employer_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_decisions" ADD CONSTRAINT "submission_decisions_submission_id_candidate_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."candidate_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_decisions" ADD CONSTRAINT "submission_decisions_employer_user_id_employer_users_id_fk" FOREIGN KEY ("employer_user_id") REFERENCES "public"."employer_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "msa_acceptances_company_idx" ON "msa_acceptances" USING btree ("client_company_id","accepted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "employer_identities_provider_subject_unique" ON "employer_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "employer_identities_user_idx" ON "employer_identities" USING btree ("employer_user_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_timesheet_billed_unique" ON "invoice_lines" USING btree ("timesheet_id") WHERE "invoice_lines"."billable" AND "invoice_lines"."timesheet_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_placement_fee_billed_unique" ON "invoice_lines" USING btree ("placement_id") WHERE "invoice_lines"."billable" AND "invoice_lines"."timesheet_id" IS NULL AND "invoice_lines"."placement_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_unique" ON "invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_company_issue_idx" ON "invoices" USING btree ("client_company_id","issue_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_status_due_idx" ON "invoices" USING btree ("status","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_submissions_application_unique" ON "candidate_submissions" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "candidate_submissions_company_status_idx" ON "candidate_submissions" USING btree ("client_company_id","status","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidate_submissions_order_idx" ON "candidate_submissions" USING btree ("job_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_feedback_interview_unique" ON "interview_feedback" USING btree ("interview_id");--> statement-breakpoint
CREATE INDEX "job_order_events_order_idx" ON "job_order_events" USING btree ("job_order_id","created_at");--> statement-breakpoint
CREATE INDEX "job_orders_company_status_idx" ON "job_orders" USING btree ("client_company_id","status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_orders_status_submitted_idx" ON "job_orders" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_orders_job_unique" ON "job_orders" USING btree ("job_id") WHERE "job_orders"."job_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "submission_decisions_submission_idx" ON "submission_decisions" USING btree ("submission_id","created_at");--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_requested_by_employer_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."employer_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_client_company_id_client_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."client_companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_client_company_id_client_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."client_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_client_company_idx" ON "jobs" USING btree ("client_company_id") WHERE "jobs"."client_company_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "placements_client_company_idx" ON "placements" USING btree ("client_company_id","status");--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_direct_hire_salary" CHECK ("placements"."hire_type" <> 'direct_hire' OR "placements"."annual_salary" > 0);--> statement-breakpoint
-- Issue 18: client companies become the entity jobs and placements belong to. Every placement's
-- client name that matches no company becomes an approved company (it already has people at work;
-- its profile is completed in the portal's onboarding), then placements and jobs are linked by
-- name, case and surrounding spaces aside. The text columns stay as they were: nothing is lost.
INSERT INTO "client_companies" ("legal_name", "industry", "size_band", "street", "city", "state", "zip", "status", "decided_at", "decided_by")
SELECT DISTINCT ON (lower(btrim("client"))) btrim("client"), 'Not recorded', NULL, '', '', '', '', 'approved', now(), 'migration 0022'
FROM "placements" AS p
WHERE btrim("client") <> ''
  AND NOT EXISTS (SELECT 1 FROM "client_companies" AS c WHERE lower(c."legal_name") = lower(btrim(p."client")))
ORDER BY lower(btrim("client")), "created_at";--> statement-breakpoint
UPDATE "placements" AS p SET "client_company_id" = (
  SELECT c."id" FROM "client_companies" AS c
  WHERE lower(c."legal_name") = lower(btrim(p."client"))
  ORDER BY (c."status" = 'approved') DESC, c."created_at" LIMIT 1
) WHERE p."client_company_id" IS NULL;--> statement-breakpoint
UPDATE "jobs" AS j SET "client_company_id" = (
  SELECT c."id" FROM "client_companies" AS c
  WHERE lower(c."legal_name") = lower(btrim(j."company"))
  ORDER BY (c."status" = 'approved') DESC, c."created_at" LIMIT 1
) WHERE j."client_company_id" IS NULL;
