CREATE TABLE "talent_profiles" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"headline" text NOT NULL,
	"years_experience" integer NOT NULL,
	"industry" text NOT NULL,
	"region" text NOT NULL,
	"top_skills" text[] DEFAULT '{}' NOT NULL,
	"skills_lower" text[] DEFAULT '{}' NOT NULL,
	"available_month" date,
	"work_types" text[] DEFAULT '{}' NOT NULL,
	"pay_period" text,
	"pay_band_min" integer,
	"pay_band_max" integer,
	"badges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assessed" boolean DEFAULT false NOT NULL,
	"listed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', headline), 'A') || setweight(to_tsvector('english', jobs_text_of(top_skills)), 'B') || setweight(to_tsvector('english', industry), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "talent_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"profile_public_id" text NOT NULL,
	"headline" text NOT NULL,
	"source" text NOT NULL,
	"client_company_id" uuid,
	"employer_user_id" uuid,
	"job_order_id" uuid,
	"company" text NOT NULL,
	"requester_name" text NOT NULL,
	"requester_email" text NOT NULL,
	"requester_phone" text,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "talent_settings" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"years_experience" integer,
	"industry" text,
	"region" text,
	"shared_badges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_requests" ADD CONSTRAINT "talent_requests_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_requests" ADD CONSTRAINT "talent_requests_client_company_id_client_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."client_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_requests" ADD CONSTRAINT "talent_requests_employer_user_id_employer_users_id_fk" FOREIGN KEY ("employer_user_id") REFERENCES "public"."employer_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_requests" ADD CONSTRAINT "talent_requests_job_order_id_job_orders_id_fk" FOREIGN KEY ("job_order_id") REFERENCES "public"."job_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_settings" ADD CONSTRAINT "talent_settings_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "talent_profiles_public_id_unique" ON "talent_profiles" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "talent_profiles_search_idx" ON "talent_profiles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "talent_profiles_skills_idx" ON "talent_profiles" USING gin ("skills_lower");--> statement-breakpoint
CREATE INDEX "talent_profiles_work_types_idx" ON "talent_profiles" USING gin ("work_types");--> statement-breakpoint
CREATE INDEX "talent_profiles_industry_idx" ON "talent_profiles" USING btree ("industry","listed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talent_profiles_region_idx" ON "talent_profiles" USING btree ("region","listed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talent_profiles_available_idx" ON "talent_profiles" USING btree ("available_month");--> statement-breakpoint
CREATE INDEX "talent_profiles_assessed_idx" ON "talent_profiles" USING btree ("listed_at" DESC NULLS LAST) WHERE "talent_profiles"."assessed";--> statement-breakpoint
CREATE INDEX "talent_profiles_listed_idx" ON "talent_profiles" USING btree ("listed_at" DESC NULLS LAST,"public_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talent_requests_candidate_idx" ON "talent_requests" USING btree ("candidate_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talent_requests_company_idx" ON "talent_requests" USING btree ("client_company_id","created_at" DESC NULLS LAST) WHERE "talent_requests"."client_company_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "talent_requests_order_idx" ON "talent_requests" USING btree ("job_order_id") WHERE "talent_requests"."job_order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "talent_requests_employer_user_idx" ON "talent_requests" USING btree ("employer_user_id") WHERE "talent_requests"."employer_user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "talent_requests_pending_unique" ON "talent_requests" USING btree ("candidate_id","requester_email") WHERE "talent_requests"."status" = 'pending';