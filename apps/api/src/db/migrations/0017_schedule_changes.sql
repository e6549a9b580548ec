-- Issue 14: schedules after the wizard (close, cancel, interviewers on slots), booking UIDs and SEQUENCE for
-- calendar invitations, once-only reminders, more links per invitation, and email attachments in the outbox.
CREATE TABLE "interview_invitation_links" (
	"id" serial NOT NULL,
	"organization_id" integer NOT NULL,
	"invitation_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_invitation_links_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD COLUMN "booking_uid" text;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD COLUMN "booking_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD COLUMN "deadline_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD COLUMN "interview_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interview_schedules" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD COLUMN "interviewer_emails" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_invitation_links" ADD CONSTRAINT "interview_invitation_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitation_links" ADD CONSTRAINT "interview_invitation_links_invitation_id_fk" FOREIGN KEY ("organization_id","invitation_id") REFERENCES "public"."interview_invitations"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_invitation_links_token_key" ON "interview_invitation_links" USING btree ("token_hash","organization_id");--> statement-breakpoint
CREATE INDEX "interview_invitations_deadline_reminder_idx" ON "interview_invitations" USING btree ("deadline_at") WHERE "interview_invitations"."deadline_reminded_at" is null and "interview_invitations"."booked_slot_id" is null and "interview_invitations"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "interview_invitations_interview_reminder_idx" ON "interview_invitations" USING btree ("organization_id","booked_slot_id") WHERE "interview_invitations"."interview_reminded_at" is null and "interview_invitations"."booked_slot_id" is not null;