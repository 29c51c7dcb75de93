CREATE TABLE "webinar_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webinar_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinar_registrations_webinar_email" UNIQUE("webinar_id","email"),
	CONSTRAINT "webinar_registrations_email_lower" CHECK ("webinar_registrations"."email" = lower("webinar_registrations"."email"))
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "cover_image" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "cover_alt" text;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_tags_idx" ON "blog_posts" USING gin ("tags");--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_cover_image_path" CHECK ("blog_posts"."cover_image" IS NULL OR "blog_posts"."cover_image" ~ '^/blog/[a-z0-9][a-z0-9-]*[.](svg|png|jpg|webp|avif)$');--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_cover_alt" CHECK ("blog_posts"."cover_image" IS NULL OR coalesce(length(trim("blog_posts"."cover_alt")), 0) > 0);--> statement-breakpoint
-- Databases seeded before covers existed: give the six demo posts the covers a fresh seed gets.
UPDATE "blog_posts" SET "cover_image" = covers.image, "cover_alt" = covers.alt
FROM (VALUES
	('south-florida-hiring-trends', '/blog/south-florida-hiring-trends.svg', 'Rising bar chart in front of a South Florida skyline at sunrise'),
	('resume-that-passes-ats', '/blog/ats-resume.svg', 'A one-column resume passing through a scanner, with matched skills ticked'),
	('contract-to-hire-explained', '/blog/contract-to-hire.svg', 'A contract timeline of 30, 60 and 90 days leading to a permanent employee badge'),
	('interview-tips-that-work', '/blog/interview-tips.svg', 'A video interview on a laptop with question and answer speech bubbles'),
	('how-we-use-ai-in-screening', '/blog/ai-screening.svg', 'A network of connected nodes feeding a shortlist that a recruiter reviews'),
	('healthcare-staffing-south-florida', '/blog/healthcare-staffing.svg', 'A medical cross beside a shift calendar and a steady heartbeat line')
) AS covers(slug, image, alt)
WHERE "blog_posts"."slug" = covers.slug AND "blog_posts"."cover_image" IS NULL;
