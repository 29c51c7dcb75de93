CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- The time a consultation holds its staff member: from its start to 10 minutes after its end (BUFFER_MINUTES
-- in common/consultations.ts). timestamptz + interval is only STABLE (a day or month interval depends on the
-- zone); minutes never do, so this is IMMUTABLE and may be indexed.
CREATE FUNCTION consultation_blocked_range(starts_at timestamptz, ends_at timestamptz) RETURNS tstzrange
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN tstzrange(starts_at, ends_at + make_interval(mins => 10), '[)');--> statement-breakpoint
CREATE TABLE "company_holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"types" text[] DEFAULT '{}' NOT NULL,
	"weekly_hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meeting_url" text,
	"bookings_version" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_time_off_order" CHECK ("consultation_time_off"."ends_at" > "consultation_time_off"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"format" text NOT NULL,
	"office" text,
	"visitor_name" text NOT NULL,
	"visitor_email" text NOT NULL,
	"visitor_phone" text NOT NULL,
	"visitor_company" text,
	"topic" text NOT NULL,
	"visitor_time_zone" text NOT NULL,
	"notes" text,
	"cancel_reason" text,
	"cancelled_by" text,
	"candidate_id" uuid,
	"client_company_id" uuid,
	"sequence" integer DEFAULT 0 NOT NULL,
	"day_reminder_due_at" timestamp with time zone,
	"hour_reminder_due_at" timestamp with time zone,
	"ip_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultations_order" CHECK ("consultations"."ends_at" > "consultations"."starts_at"),
	CONSTRAINT "consultations_office" CHECK (("consultations"."format" = 'in-person') = ("consultations"."office" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "consultation_time_off" ADD CONSTRAINT "consultation_time_off_staff_id_consultation_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."consultation_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_staff_id_consultation_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."consultation_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_client_company_id_client_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."client_companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_holidays_date_unique" ON "company_holidays" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_staff_email_unique" ON "consultation_staff" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "consultation_time_off_staff_idx" ON "consultation_time_off" USING btree ("staff_id","ends_at");--> statement-breakpoint
CREATE INDEX "consultations_starts_idx" ON "consultations" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "consultations_staff_starts_idx" ON "consultations" USING btree ("staff_id","starts_at");--> statement-breakpoint
CREATE INDEX "consultations_visitor_email_idx" ON "consultations" USING btree (lower("visitor_email"),"starts_at");--> statement-breakpoint
CREATE INDEX "consultations_day_reminder_idx" ON "consultations" USING btree ("day_reminder_due_at") WHERE "consultations"."day_reminder_due_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "consultations_hour_reminder_idx" ON "consultations" USING btree ("hour_reminder_due_at") WHERE "consultations"."hour_reminder_due_at" IS NOT NULL;--> statement-breakpoint
-- No double booking, enforced by the database: a staff member's consultations that are not cancelled, each
-- with its buffer, never overlap. Concurrent inserts for one slot: one commits, the others fail with 23P01.
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_no_overlap" EXCLUDE USING gist (
  "staff_id" WITH =,
  consultation_blocked_range("starts_at", "ends_at") WITH &&
) WHERE ("status" <> 'cancelled');--> statement-breakpoint
-- Every change to a staff member's consultations raises their bookings_version in the same transaction, so a
-- slot search that read the version and the consultations in one statement knows when its copy is stale.
CREATE FUNCTION consultation_staff_bookings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE consultation_staff SET bookings_version = bookings_version + 1 WHERE id = OLD.staff_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.staff_id IS DISTINCT FROM OLD.staff_id) THEN
    UPDATE consultation_staff SET bookings_version = bookings_version + 1 WHERE id = NEW.staff_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER consultations_staff_bookings_changed AFTER INSERT OR UPDATE OR DELETE ON consultations
  FOR EACH ROW EXECUTE FUNCTION consultation_staff_bookings_changed();
