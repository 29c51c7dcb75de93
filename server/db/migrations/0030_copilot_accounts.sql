CREATE TABLE "copilot_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" uuid,
	"revoked_at" timestamp with time zone,
	"cancelled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "copilot_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "copilot_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
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
CREATE TABLE "copilot_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"notify_candidates_ranked" boolean DEFAULT true NOT NULL,
	"notify_recruiter_replied" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "copilot_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "copilot_workspaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_tickets" ALTER COLUMN "candidate_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "copilot_user_id" uuid;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "copilot_workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "copilot_user_id" uuid;--> statement-breakpoint
ALTER TABLE "copilot_invitations" ADD CONSTRAINT "copilot_invitations_workspace_id_copilot_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."copilot_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copilot_invitations" ADD CONSTRAINT "copilot_invitations_invited_by_copilot_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."copilot_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copilot_invitations" ADD CONSTRAINT "copilot_invitations_accepted_user_id_copilot_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."copilot_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copilot_members" ADD CONSTRAINT "copilot_members_workspace_id_copilot_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."copilot_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copilot_members" ADD CONSTRAINT "copilot_members_user_id_copilot_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."copilot_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copilot_sessions" ADD CONSTRAINT "copilot_sessions_user_id_copilot_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."copilot_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copilot_sessions" ADD CONSTRAINT "copilot_sessions_workspace_id_copilot_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."copilot_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copilot_verifications" ADD CONSTRAINT "copilot_verifications_user_id_copilot_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."copilot_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "copilot_invitations_token_hash_unique" ON "copilot_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "copilot_invitations_workspace_idx" ON "copilot_invitations" USING btree ("workspace_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "copilot_members_workspace_user_unique" ON "copilot_members" USING btree ("workspace_id","user_id");--> statement-breakpoint
CREATE INDEX "copilot_members_user_idx" ON "copilot_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "copilot_sessions_token_hash_unique" ON "copilot_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "copilot_sessions_user_idx" ON "copilot_sessions" USING btree ("user_id","workspace_id");--> statement-breakpoint
CREATE INDEX "copilot_sessions_ended_idx" ON "copilot_sessions" USING btree (least("expires_at", "revoked_at"));--> statement-breakpoint
CREATE UNIQUE INDEX "copilot_users_email_unique" ON "copilot_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "copilot_verifications_user_idx" ON "copilot_verifications" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "copilot_verifications_token_hash_unique" ON "copilot_verifications" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "copilot_verifications_ended_idx" ON "copilot_verifications" USING btree (least("expires_at", "consumed_at"));--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_copilot_user_id_copilot_users_id_fk" FOREIGN KEY ("copilot_user_id") REFERENCES "public"."copilot_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_copilot_workspace_id_copilot_workspaces_id_fk" FOREIGN KEY ("copilot_workspace_id") REFERENCES "public"."copilot_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_copilot_user_id_copilot_users_id_fk" FOREIGN KEY ("copilot_user_id") REFERENCES "public"."copilot_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_tickets_copilot_workspace_idx" ON "support_tickets" USING btree ("copilot_workspace_id","updated_at");--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_one_requester" CHECK (num_nonnulls("support_tickets"."candidate_id", "support_tickets"."copilot_workspace_id") = 1);