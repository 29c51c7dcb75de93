CREATE TABLE "client_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"legal_name" text NOT NULL,
	"industry" text NOT NULL,
	"size_band" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"website" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"rejection_reason" text,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"placement_fee_percent" numeric(5, 2) DEFAULT '20.00' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_companies_terms_check" CHECK ("client_companies"."payment_terms_days" BETWEEN 0 AND 180),
	CONSTRAINT "client_companies_fee_check" CHECK ("client_companies"."placement_fee_percent" BETWEEN 0 AND 100),
	CONSTRAINT "client_companies_rejection_check" CHECK (("client_companies"."status" = 'rejected') = ("client_companies"."rejection_reason" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "employer_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employer_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"remember_me" boolean NOT NULL,
	"idle_timeout_seconds" integer NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "employer_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"job_title" text NOT NULL,
	"work_phone" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employer_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employer_invitations" ADD CONSTRAINT "employer_invitations_client_company_id_client_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."client_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_invitations" ADD CONSTRAINT "employer_invitations_invited_by_employer_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."employer_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_invitations" ADD CONSTRAINT "employer_invitations_accepted_user_id_employer_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."employer_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_sessions" ADD CONSTRAINT "employer_sessions_employer_user_id_employer_users_id_fk" FOREIGN KEY ("employer_user_id") REFERENCES "public"."employer_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_users" ADD CONSTRAINT "employer_users_client_company_id_client_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."client_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_verifications" ADD CONSTRAINT "employer_verifications_employer_user_id_employer_users_id_fk" FOREIGN KEY ("employer_user_id") REFERENCES "public"."employer_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_companies_status_created_idx" ON "client_companies" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "client_companies_legal_name_idx" ON "client_companies" USING btree (lower("legal_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "employer_invitations_token_hash_unique" ON "employer_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "employer_invitations_company_idx" ON "employer_invitations" USING btree ("client_company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "employer_invitations_inviter_idx" ON "employer_invitations" USING btree ("invited_by");--> statement-breakpoint
CREATE UNIQUE INDEX "employer_sessions_token_hash_unique" ON "employer_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "employer_sessions_user_idx" ON "employer_sessions" USING btree ("employer_user_id");--> statement-breakpoint
CREATE INDEX "employer_sessions_ended_idx" ON "employer_sessions" USING btree (least("expires_at", "revoked_at"));--> statement-breakpoint
CREATE UNIQUE INDEX "employer_users_email_unique" ON "employer_users" USING btree (lower("email")) WHERE "employer_users"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "employer_users_company_idx" ON "employer_users" USING btree ("client_company_id");--> statement-breakpoint
CREATE INDEX "employer_verifications_user_idx" ON "employer_verifications" USING btree ("employer_user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "employer_verifications_token_hash_unique" ON "employer_verifications" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "employer_verifications_ended_idx" ON "employer_verifications" USING btree (least("expires_at", "consumed_at"));