CREATE TABLE "assessment_accommodations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"candidate_id" uuid,
	"email" text NOT NULL,
	"extra_time_percent" integer NOT NULL,
	"note" text,
	"granted_by" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_attempt_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_attempt_items" (
	"attempt_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item_version_id" uuid NOT NULL,
	"option_order" text[] DEFAULT '{}' NOT NULL,
	"answer" jsonb,
	"answered_at" timestamp with time zone,
	"time_spent_seconds" integer DEFAULT 0 NOT NULL,
	"credit" real,
	"written_rules" jsonb,
	CONSTRAINT "assessment_attempt_items_attempt_id_position_pk" PRIMARY KEY("attempt_id","position")
);
--> statement-breakpoint
CREATE TABLE "assessment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"candidate_id" uuid,
	"email" text NOT NULL,
	"visitor_token_hash" text,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"extra_time_percent" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"pass_threshold" integer NOT NULL,
	"section_scores" jsonb,
	"overall_score" integer,
	"passed" boolean,
	"written_rule_score" integer,
	"written_override_score" integer,
	"written_override_reason" text,
	"written_override_by" text,
	"written_override_at" timestamp with time zone,
	"reset_at" timestamp with time zone,
	"reset_reason" text,
	"reset_by" text,
	"shared_with_employers" boolean DEFAULT false NOT NULL,
	"flagged_events" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_email_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_item_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"prompt" text NOT NULL,
	"passage" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer_key" jsonb NOT NULL,
	"change_note" text,
	"edited_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"key" text NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"measures" text NOT NULL,
	"kind" text NOT NULL,
	"items_per_sitting" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"measures" text NOT NULL,
	"minutes" integer NOT NULL,
	"items_per_sitting" integer NOT NULL,
	"retake_days" integer NOT NULL,
	"pass_threshold" integer NOT NULL,
	"accommodations" text[] DEFAULT '{}' NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessments_pass_threshold_range" CHECK ("assessments"."pass_threshold" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "assessment_accommodations" ADD CONSTRAINT "assessment_accommodations_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_accommodations" ADD CONSTRAINT "assessment_accommodations_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempt_events" ADD CONSTRAINT "assessment_attempt_events_attempt_id_assessment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."assessment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempt_items" ADD CONSTRAINT "assessment_attempt_items_attempt_id_assessment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."assessment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempt_items" ADD CONSTRAINT "assessment_attempt_items_item_version_id_assessment_item_versions_id_fk" FOREIGN KEY ("item_version_id") REFERENCES "public"."assessment_item_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_item_versions" ADD CONSTRAINT "assessment_item_versions_item_id_assessment_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."assessment_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_items" ADD CONSTRAINT "assessment_items_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_items" ADD CONSTRAINT "assessment_items_section_id_assessment_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."assessment_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_sections" ADD CONSTRAINT "assessment_sections_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_accommodations_person_unique" ON "assessment_accommodations" USING btree ("assessment_id","email");--> statement-breakpoint
CREATE INDEX "assessment_accommodations_candidate_idx" ON "assessment_accommodations" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "assessment_attempt_events_attempt_idx" ON "assessment_attempt_events" USING btree ("attempt_id","at");--> statement-breakpoint
CREATE INDEX "assessment_attempt_items_version_idx" ON "assessment_attempt_items" USING btree ("item_version_id");--> statement-breakpoint
CREATE INDEX "assessment_attempts_started_idx" ON "assessment_attempts" USING btree ("assessment_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assessment_attempts_candidate_idx" ON "assessment_attempts" USING btree ("candidate_id","started_at") WHERE "assessment_attempts"."candidate_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "assessment_attempts_email_idx" ON "assessment_attempts" USING btree (lower("email"),"started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_attempts_visitor_token_unique" ON "assessment_attempts" USING btree ("visitor_token_hash");--> statement-breakpoint
CREATE INDEX "assessment_attempts_open_deadline_idx" ON "assessment_attempts" USING btree ("deadline_at") WHERE "assessment_attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "assessment_email_verifications_email_idx" ON "assessment_email_verifications" USING btree ("email","purpose");--> statement-breakpoint
CREATE INDEX "assessment_email_verifications_ended_idx" ON "assessment_email_verifications" USING btree (least("expires_at", "consumed_at"));--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_item_versions_unique" ON "assessment_item_versions" USING btree ("item_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_items_key_unique" ON "assessment_items" USING btree ("assessment_id","key");--> statement-breakpoint
CREATE INDEX "assessment_items_section_idx" ON "assessment_items" USING btree ("section_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_sections_key_unique" ON "assessment_sections" USING btree ("assessment_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_slug_unique" ON "assessments" USING btree ("slug");