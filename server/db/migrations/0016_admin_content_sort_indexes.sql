CREATE INDEX "blog_posts_published_at_idx" ON "blog_posts" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "blog_posts_title_idx" ON "blog_posts" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "blog_posts_status_idx" ON "blog_posts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "webinars_title_idx" ON "webinars" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "webinars_status_idx" ON "webinars" USING btree ("status","id");