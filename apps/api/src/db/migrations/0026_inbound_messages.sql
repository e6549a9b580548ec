CREATE TABLE "inbound_messages" (
	"id" serial PRIMARY KEY NOT NULL,
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
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_candidate_id_fk" FOREIGN KEY ("organization_id","candidate_id") REFERENCES "public"."candidates"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbound_messages_candidate_idx" ON "inbound_messages" USING btree ("organization_id","candidate_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_messages_provider_id_key" ON "inbound_messages" USING btree ("organization_id","channel","provider_message_id") WHERE "inbound_messages"."provider_message_id" is not null;--> statement-breakpoint
CREATE INDEX "users_contact_email_idx" ON "users" USING btree (lower("contact_email"));