DROP INDEX "webinars_starts_idx";--> statement-breakpoint
CREATE INDEX "webinars_starts_id_idx" ON "webinars" USING btree ("starts_at","id");