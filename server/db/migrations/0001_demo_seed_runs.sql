CREATE TABLE "demo_seed_runs" (
	"kind" text PRIMARY KEY NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
