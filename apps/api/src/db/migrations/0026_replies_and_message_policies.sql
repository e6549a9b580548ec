CREATE TABLE "inbound_messages" (
	"id" serial NOT NULL,
	"organization_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"channel" text NOT NULL,
	"sender" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"thread_outbox_id" integer,
	"provider_message_id" text,
	"attachment_document_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"attachments_refused" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_messages_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "rejection_reasons" (
	"id" serial NOT NULL,
	"organization_id" integer NOT NULL,
	"reason_id" text NOT NULL,
	"name" text,
	"retired_at" timestamp with time zone,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rejection_reasons_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "stage_message_policies" (
	"id" serial NOT NULL,
	"organization_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"sub_stage_id" integer,
	"notify" boolean NOT NULL,
	"email_template" text,
	"sms_template" text,
	"timing" text NOT NULL,
	"hold_minutes" integer,
	"local_time" text,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stage_message_policies_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "candidate_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "batch_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "rejection_reason_id" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "rejected_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_candidate_id_fk" FOREIGN KEY ("organization_id","candidate_id") REFERENCES "public"."candidates"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rejection_reasons" ADD CONSTRAINT "rejection_reasons_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rejection_reasons" ADD CONSTRAINT "rejection_reasons_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_message_policies" ADD CONSTRAINT "stage_message_policies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_message_policies" ADD CONSTRAINT "stage_message_policies_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbound_messages_candidate_idx" ON "inbound_messages" USING btree ("organization_id","candidate_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_messages_provider_id_key" ON "inbound_messages" USING btree ("organization_id","channel","provider_message_id") WHERE "inbound_messages"."provider_message_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "rejection_reasons_organization_reason" ON "rejection_reasons" USING btree ("organization_id","reason_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stage_message_policies_stage" ON "stage_message_policies" USING btree ("organization_id","stage_id") WHERE "stage_message_policies"."sub_stage_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "stage_message_policies_sub_stage" ON "stage_message_policies" USING btree ("organization_id","stage_id","sub_stage_id") WHERE "stage_message_policies"."sub_stage_id" is not null;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_rejected_by_user_id_users_id_fk" FOREIGN KEY ("rejected_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_batch_idx" ON "outbox" USING btree ("batch_id") WHERE "outbox"."batch_id" is not null;--> statement-breakpoint
CREATE INDEX "outbox_candidate_waiting_idx" ON "outbox" USING btree ("candidate_id") WHERE "outbox"."candidate_id" is not null and "outbox"."sent_at" is null and "outbox"."failed_at" is null and "outbox"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "users_contact_email_idx" ON "users" USING btree (lower("contact_email"));