CREATE INDEX "blog_posts_updated_idx" ON "blog_posts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "blog_posts_title_trgm_idx" ON "blog_posts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blog_posts_slug_trgm_idx" ON "blog_posts" USING gin ("slug" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "webinar_registrations_webinar_created_idx" ON "webinar_registrations" USING btree ("webinar_id","created_at","id");--> statement-breakpoint
CREATE INDEX "webinars_title_trgm_idx" ON "webinars" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "webinars_slug_trgm_idx" ON "webinars" USING gin ("slug" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_subscribers_email_order_idx" ON "email_subscribers" USING btree (lower("email"),"id","email");