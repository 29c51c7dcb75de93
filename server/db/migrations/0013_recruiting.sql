CREATE TABLE "application_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"author_email" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_stage_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"actor" text NOT NULL,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"author_email" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"time_zone" text NOT NULL,
	"format" text NOT NULL,
	"location" text,
	"meeting_url" text,
	"interviewers" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"candidate_response" text DEFAULT 'pending' NOT NULL,
	"candidate_note" text,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_duration" CHECK ("interviews"."duration_minutes" BETWEEN 5 AND 600)
);
--> statement-breakpoint
CREATE TABLE "job_alert_deliveries" (
	"alert_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_deliveries_alert_id_job_id_pk" PRIMARY KEY("alert_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"frequency" text NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"last_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"client" text NOT NULL,
	"role_title" text NOT NULL,
	"location" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"pay_rate" numeric(10, 2) NOT NULL,
	"bill_rate" numeric(10, 2) NOT NULL,
	"supervisor_name" text,
	"supervisor_email" text,
	"status" text DEFAULT 'extended' NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_rates" CHECK ("offers"."pay_rate" > 0 AND "offers"."bill_rate" >= "offers"."pay_rate")
);
--> statement-breakpoint
CREATE TABLE "placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid,
	"application_id" uuid,
	"offer_id" uuid,
	"job_id" uuid,
	"contractor_name" text NOT NULL,
	"client" text NOT NULL,
	"role_title" text NOT NULL,
	"location" text,
	"supervisor_name" text,
	"supervisor_email" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"pay_rate" numeric(10, 2) NOT NULL,
	"bill_rate" numeric(10, 2) NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placements_dates" CHECK ("placements"."end_date" IS NULL OR "placements"."end_date" >= "placements"."start_date")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"referred_candidate_id" uuid,
	"status" text DEFAULT 'invited' NOT NULL,
	"registered_at" timestamp with time zone,
	"placed_at" timestamp with time zone,
	"bonus_earned_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_jobs" (
	"candidate_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_jobs_candidate_id_job_id_pk" PRIMARY KEY("candidate_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"total_hours" numeric(6, 2) DEFAULT '0' NOT NULL,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "candidate_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "resume_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "headline" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "skills" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "preferred_locations" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "preferred_employment_types" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "desired_pay" integer;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "desired_pay_period" text DEFAULT 'hour' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "recruiter_tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "referral_bonus_amount" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "referral_bonus_hours" integer DEFAULT 160 NOT NULL;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_stage_events" ADD CONSTRAINT "application_stage_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_candidates_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_candidate_id_candidates_id_fk" FOREIGN KEY ("referred_candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_notes_application_idx" ON "application_notes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_stage_events_application_idx" ON "application_stage_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "candidate_notes_candidate_idx" ON "candidate_notes" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_starts_idx" ON "interviews" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "job_alerts_candidate_idx" ON "job_alerts" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "job_alerts_due_idx" ON "job_alerts" USING btree ("next_run_at") WHERE "job_alerts"."unsubscribed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "job_alerts_unsubscribe_token_unique" ON "job_alerts" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "offers_application_idx" ON "offers" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "placements_candidate_idx" ON "placements" USING btree ("candidate_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "placements_offer_unique" ON "placements" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referrer_email_unique" ON "referrals" USING btree ("referrer_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_token_hash_unique" ON "referrals" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "referrals_referred_idx" ON "referrals" USING btree ("referred_candidate_id");--> statement-breakpoint
CREATE INDEX "saved_jobs_job_idx" ON "saved_jobs" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheets_placement_week_unique" ON "timesheets" USING btree ("placement_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheets_status_idx" ON "timesheets" USING btree ("status","week_start");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_candidate_idx" ON "applications" USING btree ("candidate_id","created_at") WHERE "applications"."candidate_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_unclaimed_email_idx" ON "applications" USING btree (lower("email")) WHERE "applications"."candidate_id" IS NULL;--> statement-breakpoint
CREATE INDEX "applications_stage_idx" ON "applications" USING btree ("status","stage_changed_at","id");--> statement-breakpoint
CREATE INDEX "applications_job_stage_idx" ON "applications" USING btree ("job_id","status","stage_changed_at");--> statement-breakpoint
UPDATE "applications" SET "stage_changed_at" = "created_at";--> statement-breakpoint
INSERT INTO "application_stage_events" ("application_id", "to_stage", "actor", "created_at")
  SELECT "id", 'applied', 'system', "created_at" FROM "applications";--> statement-breakpoint
UPDATE "applications" a SET "candidate_id" = c."id" FROM "candidates" c
  WHERE a."candidate_id" IS NULL AND lower(a."email") = lower(c."email") AND c."email_verified_at" IS NOT NULL;
