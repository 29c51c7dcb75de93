CREATE TABLE "copilot_candidate_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_order_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "copilot_order_weights" (
	"job_order_id" uuid PRIMARY KEY NOT NULL,
	"weights" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "talent_requests_pending_unique";--> statement-breakpoint
ALTER TABLE "talent_requests" ALTER COLUMN "profile_public_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_requests" ADD COLUMN "copilot_workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "talent_requests" ADD COLUMN "copilot_user_id" uuid;--> statement-breakpoint
ALTER TABLE "talent_requests" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "copilot_candidate_decisions" ADD CONSTRAINT "copilot_candidate_decisions_job_order_id_job_orders_id_fk" FOREIGN KEY ("job_order_id") REFERENCES "public"."job_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copilot_candidate_decisions" ADD CONSTRAINT "copilot_candidate_decisions_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copilot_candidate_decisions" ADD CONSTRAINT "copilot_candidate_decisions_decided_by_copilot_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."copilot_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copilot_order_weights" ADD CONSTRAINT "copilot_order_weights_job_order_id_job_orders_id_fk" FOREIGN KEY ("job_order_id") REFERENCES "public"."job_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copilot_order_weights" ADD CONSTRAINT "copilot_order_weights_updated_by_copilot_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."copilot_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "copilot_candidate_decisions_unique" ON "copilot_candidate_decisions" USING btree ("job_order_id","candidate_id");--> statement-breakpoint
CREATE INDEX "copilot_candidate_decisions_shortlisted_idx" ON "copilot_candidate_decisions" USING btree ("job_order_id") WHERE "copilot_candidate_decisions"."status" = 'shortlisted';--> statement-breakpoint
ALTER TABLE "talent_requests" ADD CONSTRAINT "talent_requests_copilot_workspace_id_copilot_workspaces_id_fk" FOREIGN KEY ("copilot_workspace_id") REFERENCES "public"."copilot_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_requests" ADD CONSTRAINT "talent_requests_copilot_user_id_copilot_users_id_fk" FOREIGN KEY ("copilot_user_id") REFERENCES "public"."copilot_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "talent_requests_copilot_open_unique" ON "talent_requests" USING btree ("job_order_id","candidate_id") WHERE "talent_requests"."source" = 'copilot' AND "talent_requests"."status" IN ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "talent_requests_workspace_idx" ON "talent_requests" USING btree ("copilot_workspace_id") WHERE "talent_requests"."copilot_workspace_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "talent_requests_pending_unique" ON "talent_requests" USING btree ("candidate_id","requester_email") WHERE "talent_requests"."status" = 'pending' AND "talent_requests"."source" <> 'copilot';--> statement-breakpoint
ALTER TABLE "talent_requests" ADD CONSTRAINT "talent_requests_copilot" CHECK (("talent_requests"."source" = 'copilot') = ("talent_requests"."copilot_workspace_id" IS NOT NULL AND "talent_requests"."kind" IS NOT NULL) AND ("talent_requests"."source" = 'copilot' OR "talent_requests"."profile_public_id" IS NOT NULL));