ALTER TABLE "candidates" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "withdrawal_reason" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "withdrawal_note" text;