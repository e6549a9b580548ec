ALTER TABLE "interview_schedules" ADD COLUMN "interviewer_emails" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_schedules" ADD COLUMN "daily_maximum" integer;