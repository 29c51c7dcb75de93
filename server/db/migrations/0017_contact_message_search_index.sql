DROP INDEX "contact_messages_email_trgm_idx";--> statement-breakpoint
DROP INDEX "contact_messages_name_trgm_idx";--> statement-breakpoint
DROP INDEX "contact_messages_subject_trgm_idx";--> statement-breakpoint
CREATE INDEX "contact_messages_search_trgm_idx" ON "contact_messages" USING gin (("email" || ' ' || "first_name" || ' ' || "last_name" || ' ' || "subject") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_unhandled_search_trgm_idx" ON "contact_messages" USING gin (("email" || ' ' || "first_name" || ' ' || "last_name" || ' ' || "subject") gin_trgm_ops) WHERE status <> 'archived';