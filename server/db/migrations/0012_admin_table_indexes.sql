DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
DROP INDEX "jobs_posted_idx";--> statement-breakpoint
CREATE INDEX "company_reviews_status_created_idx" ON "company_reviews" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "company_reviews_status_rating_idx" ON "company_reviews" USING btree ("status","rating","id");--> statement-breakpoint
CREATE INDEX "company_reviews_author_trgm_idx" ON "company_reviews" USING gin ("author_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_reviews_text_trgm_idx" ON "company_reviews" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_unhandled_idx" ON "contact_messages" USING btree ("created_at","id") WHERE status <> 'archived';--> statement-breakpoint
CREATE INDEX "contact_messages_email_trgm_idx" ON "contact_messages" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_name_trgm_idx" ON "contact_messages" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_subject_trgm_idx" ON "contact_messages" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_subscribers_email_prefix_idx" ON "email_subscribers" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "email_subscribers_subscribed_idx" ON "email_subscribers" USING btree ("subscribed_at","id");--> statement-breakpoint
CREATE INDEX "email_subscribers_status_idx" ON "email_subscribers" USING btree ("status","subscribed_at","id");--> statement-breakpoint
CREATE INDEX "jobs_updated_idx" ON "jobs" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "jobs_title_idx" ON "jobs" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "jobs_priority_idx" ON "jobs" USING btree ("priority","id");--> statement-breakpoint
CREATE INDEX "jobs_status_idx" ON "jobs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "jobs_other_search_vector_idx" ON "jobs" USING gin ("search_vector") WHERE status <> 'open';--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_posted_idx" ON "jobs" USING btree ("posted_at","id");