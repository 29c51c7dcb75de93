ALTER TABLE "admin_sessions" ADD COLUMN "area" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_sign_in_flows" ADD COLUMN "area" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "copilot_workspaces" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "copilot_workspaces" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "matching_rankings" ADD COLUMN "copilot_workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "matching_rankings" ADD CONSTRAINT "matching_rankings_copilot_workspace_id_copilot_workspaces_id_fk" FOREIGN KEY ("copilot_workspace_id") REFERENCES "public"."copilot_workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matching_rankings_workspace_idx" ON "matching_rankings" USING btree ("copilot_workspace_id","created_at" DESC NULLS LAST);