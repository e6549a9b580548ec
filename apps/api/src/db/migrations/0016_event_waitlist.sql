-- Issue 14 (events): registration questions and answers, a waiting list (status, promoted_at) and the
-- check-in code of the confirmation QR, stored hashed and unique within the organisation.
ALTER TABLE "event_registrations" ADD COLUMN "status" text DEFAULT 'REGISTERED' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "check_in_token_hash" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "promoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "event_registrations_waitlist_idx" ON "event_registrations" USING btree ("organization_id","event_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_check_in_key" ON "event_registrations" USING btree ("organization_id","check_in_token_hash");