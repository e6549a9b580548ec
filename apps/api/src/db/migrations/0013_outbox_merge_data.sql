-- Issue 18: a bulk action queues its messages unrendered, as merge data, in one INSERT ... SELECT; each row is
-- rendered from its template when it is first claimed for delivery.
ALTER TABLE "outbox" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "data" jsonb;