CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "companies_slug_unique" UNIQUE("slug"),
	CONSTRAINT "companies_slug_format" CHECK ("companies"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_lower" ON "companies" USING btree (lower("name"));--> statement-breakpoint
-- Company 1 is the agency itself (SPEC: the home page's reviews, /company-review). Reference data, not
-- demo content: it must exist even when SEED_DEMO is off. The table is new, so this row gets id 1.
INSERT INTO "companies" ("name", "slug") VALUES ('Sunshine Staffing', 'sunshine-staffing');
