ALTER TABLE "job_orders" ALTER COLUMN "client_company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_orders" ADD COLUMN "copilot_workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "job_orders" ADD COLUMN "copilot_draft" jsonb;--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_copilot_workspace_id_copilot_workspaces_id_fk" FOREIGN KEY ("copilot_workspace_id") REFERENCES "public"."copilot_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_orders_workspace_idx" ON "job_orders" USING btree ("copilot_workspace_id","updated_at" DESC NULLS LAST) WHERE "job_orders"."copilot_workspace_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_owner" CHECK (num_nonnulls("job_orders"."client_company_id", "job_orders"."copilot_workspace_id") = 1 AND ("job_orders"."copilot_workspace_id" IS NULL) = ("job_orders"."copilot_draft" IS NULL));