CREATE TABLE "copilot_billing_accounts" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "copilot_billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "copilot_invoice_lines" (
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	CONSTRAINT "copilot_invoice_lines_invoice_id_position_pk" PRIMARY KEY("invoice_id","position")
);
--> statement-breakpoint
CREATE TABLE "copilot_invoice_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "copilot_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"number" text NOT NULL,
	"provider" text NOT NULL,
	"provider_invoice_id" text NOT NULL,
	"status" text NOT NULL,
	"total_cents" integer NOT NULL,
	"amount_paid_cents" integer DEFAULT 0 NOT NULL,
	"amount_refunded_cents" integer DEFAULT 0 NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "copilot_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"invoice_id" uuid,
	"amount_cents" integer NOT NULL,
	"provider_reference" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "copilot_payments_amount" CHECK ("copilot_payments"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "copilot_subscriptions" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"subscription_id" text NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"grace_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "copilot_usage" (
	"workspace_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"orders_submitted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "copilot_usage_workspace_id_period_start_pk" PRIMARY KEY("workspace_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "local_payment_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_payment_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"credit_balance_cents" integer DEFAULT 0 NOT NULL,
	"default_card_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"sequence" bigserial NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_payment_events_attempts" CHECK ("local_payment_events"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "local_payment_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"subscription_id" text,
	"status" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"credit_applied_cents" integer DEFAULT 0 NOT NULL,
	"amount_paid_cents" integer DEFAULT 0 NOT NULL,
	"amount_refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_payment_setup_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"card_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_payment_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "copilot_billing_accounts" ADD CONSTRAINT "copilot_billing_accounts_workspace_id_copilot_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."copilot_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copilot_invoice_lines" ADD CONSTRAINT "copilot_invoice_lines_invoice_id_copilot_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."copilot_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copilot_invoices" ADD CONSTRAINT "copilot_invoices_workspace_id_copilot_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."copilot_workspaces"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copilot_payments" ADD CONSTRAINT "copilot_payments_workspace_id_copilot_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."copilot_workspaces"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copilot_payments" ADD CONSTRAINT "copilot_payments_invoice_id_copilot_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."copilot_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copilot_subscriptions" ADD CONSTRAINT "copilot_subscriptions_workspace_id_copilot_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."copilot_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copilot_usage" ADD CONSTRAINT "copilot_usage_workspace_id_copilot_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."copilot_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_payment_cards" ADD CONSTRAINT "local_payment_cards_customer_id_local_payment_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."local_payment_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_payment_invoices" ADD CONSTRAINT "local_payment_invoices_customer_id_local_payment_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."local_payment_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_payment_invoices" ADD CONSTRAINT "local_payment_invoices_subscription_id_local_payment_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."local_payment_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_payment_setup_sessions" ADD CONSTRAINT "local_payment_setup_sessions_customer_id_local_payment_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."local_payment_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_payment_subscriptions" ADD CONSTRAINT "local_payment_subscriptions_customer_id_local_payment_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."local_payment_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "copilot_billing_accounts_customer" ON "copilot_billing_accounts" USING btree ("provider","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "copilot_invoices_number" ON "copilot_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "copilot_invoices_provider_id" ON "copilot_invoices" USING btree ("provider","provider_invoice_id");--> statement-breakpoint
CREATE INDEX "copilot_invoices_workspace" ON "copilot_invoices" USING btree ("workspace_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "copilot_payments_reference" ON "copilot_payments" USING btree ("provider_reference");--> statement-breakpoint
CREATE INDEX "copilot_payments_workspace" ON "copilot_payments" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "copilot_subscriptions_provider_id" ON "copilot_subscriptions" USING btree ("provider","subscription_id");--> statement-breakpoint
CREATE INDEX "copilot_subscriptions_grace" ON "copilot_subscriptions" USING btree ("grace_until") WHERE "copilot_subscriptions"."status" = 'past_due';--> statement-breakpoint
CREATE INDEX "local_payment_events_pending" ON "local_payment_events" USING btree ("sequence") WHERE "local_payment_events"."delivered_at" IS NULL;--> statement-breakpoint
CREATE INDEX "local_payment_subscriptions_period_end" ON "local_payment_subscriptions" USING btree ("current_period_end");