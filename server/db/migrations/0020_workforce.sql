CREATE TABLE "benefit_elections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"election" text NOT NULL,
	"plan_id" uuid,
	"elected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benefit_elections_plan" CHECK (("benefit_elections"."election" = 'enrolled') = ("benefit_elections"."plan_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "benefit_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"cost_per_period" numeric(12, 2) DEFAULT '0' NOT NULL,
	"contribution_percent" numeric(5, 2),
	"eligible_after_days" integer DEFAULT 30 NOT NULL,
	"active" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"file_id" uuid,
	"note" text,
	"requested_by" text,
	"requested_at" timestamp with time zone,
	"uploaded_at" timestamp with time zone,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"pay_date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" text NOT NULL,
	"finalized_at" timestamp with time zone,
	"finalized_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_runs_period" CHECK ("pay_runs"."period_end" >= "pay_runs"."period_start")
);
--> statement-breakpoint
CREATE TABLE "payroll_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"federal_rate" numeric(6, 4) DEFAULT '0.1200' NOT NULL,
	"state_rate" numeric(6, 4) DEFAULT '0' NOT NULL,
	"social_security_rate" numeric(6, 4) DEFAULT '0.0620' NOT NULL,
	"social_security_wage_base" numeric(12, 2) DEFAULT '176100' NOT NULL,
	"medicare_rate" numeric(6, 4) DEFAULT '0.0145' NOT NULL,
	"overtime_threshold_hours" numeric(6, 2) DEFAULT '40' NOT NULL,
	"overtime_multiplier" numeric(4, 2) DEFAULT '1.50' NOT NULL,
	"enrollment_opens_on" date,
	"enrollment_closes_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_settings_single_row" CHECK ("payroll_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "paystub_deductions" (
	"paystub_id" uuid NOT NULL,
	"label" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paystub_timesheets" (
	"paystub_id" uuid NOT NULL,
	"timesheet_id" uuid NOT NULL,
	CONSTRAINT "paystub_timesheets_paystub_id_timesheet_id_pk" PRIMARY KEY("paystub_id","timesheet_id")
);
--> statement-breakpoint
CREATE TABLE "paystubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pay_run_id" uuid NOT NULL,
	"placement_id" uuid NOT NULL,
	"candidate_id" uuid,
	"contractor_name" text NOT NULL,
	"pay_date" date NOT NULL,
	"regular_hours" numeric(6, 2) NOT NULL,
	"overtime_hours" numeric(6, 2) NOT NULL,
	"pay_rate" numeric(12, 2) NOT NULL,
	"gross" numeric(12, 2) NOT NULL,
	"federal_withholding" numeric(12, 2) NOT NULL,
	"state_withholding" numeric(12, 2) NOT NULL,
	"social_security" numeric(12, 2) NOT NULL,
	"medicare" numeric(12, 2) NOT NULL,
	"benefit_deductions" numeric(12, 2) NOT NULL,
	"net" numeric(12, 2) NOT NULL,
	"ytd_gross" numeric(12, 2) NOT NULL,
	"ytd_federal" numeric(12, 2) NOT NULL,
	"ytd_state" numeric(12, 2) NOT NULL,
	"ytd_social_security" numeric(12, 2) NOT NULL,
	"ytd_medicare" numeric(12, 2) NOT NULL,
	"ytd_deductions" numeric(12, 2) NOT NULL,
	"ytd_net" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"staff_email" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheet_approval_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"supervisor_email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheet_days" (
	"timesheet_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"hours" numeric(6, 2) DEFAULT '0' NOT NULL,
	"break_minutes" integer DEFAULT 0 NOT NULL,
	"note" text,
	CONSTRAINT "timesheet_days_timesheet_id_work_date_pk" PRIMARY KEY("timesheet_id","work_date"),
	CONSTRAINT "timesheet_days_hours" CHECK ("timesheet_days"."hours" >= 0 AND "timesheet_days"."hours" <= 24 AND mod("timesheet_days"."hours" * 4, 1) = 0),
	CONSTRAINT "timesheet_days_break" CHECK ("timesheet_days"."break_minutes" BETWEEN 0 AND 1440)
);
--> statement-breakpoint
ALTER TABLE "benefit_elections" ADD CONSTRAINT "benefit_elections_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_elections" ADD CONSTRAINT "benefit_elections_plan_id_benefit_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."benefit_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_documents" ADD CONSTRAINT "candidate_documents_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_documents" ADD CONSTRAINT "candidate_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paystub_deductions" ADD CONSTRAINT "paystub_deductions_paystub_id_paystubs_id_fk" FOREIGN KEY ("paystub_id") REFERENCES "public"."paystubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paystub_timesheets" ADD CONSTRAINT "paystub_timesheets_paystub_id_paystubs_id_fk" FOREIGN KEY ("paystub_id") REFERENCES "public"."paystubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paystub_timesheets" ADD CONSTRAINT "paystub_timesheets_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paystubs" ADD CONSTRAINT "paystubs_pay_run_id_pay_runs_id_fk" FOREIGN KEY ("pay_run_id") REFERENCES "public"."pay_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paystubs" ADD CONSTRAINT "paystubs_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paystubs" ADD CONSTRAINT "paystubs_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approval_links" ADD CONSTRAINT "timesheet_approval_links_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_days" ADD CONSTRAINT "timesheet_days_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "benefit_elections_candidate_kind_unique" ON "benefit_elections" USING btree ("candidate_id","kind");--> statement-breakpoint
CREATE INDEX "benefit_plans_kind_idx" ON "benefit_plans" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "candidate_documents_candidate_idx" ON "candidate_documents" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "candidate_documents_status_idx" ON "candidate_documents" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "pay_runs_pay_date_idx" ON "pay_runs" USING btree ("pay_date");--> statement-breakpoint
CREATE INDEX "paystub_deductions_paystub_idx" ON "paystub_deductions" USING btree ("paystub_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paystub_timesheets_timesheet_unique" ON "paystub_timesheets" USING btree ("timesheet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paystubs_run_placement_unique" ON "paystubs" USING btree ("pay_run_id","placement_id");--> statement-breakpoint
CREATE INDEX "paystubs_candidate_idx" ON "paystubs" USING btree ("candidate_id","pay_date");--> statement-breakpoint
CREATE INDEX "support_messages_ticket_idx" ON "support_messages" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_candidate_idx" ON "support_tickets" USING btree ("candidate_id","updated_at");--> statement-breakpoint
CREATE INDEX "support_tickets_status_idx" ON "support_tickets" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_approval_links_token_unique" ON "timesheet_approval_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "timesheet_approval_links_timesheet_idx" ON "timesheet_approval_links" USING btree ("timesheet_id");--> statement-breakpoint
INSERT INTO "payroll_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
