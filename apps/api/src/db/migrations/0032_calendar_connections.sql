CREATE TABLE "calendar_connections" (
	"id" serial NOT NULL,
	"organization_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"provider" text NOT NULL,
	"endpoint" text NOT NULL,
	"account" text NOT NULL,
	"credentials" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"last_error" text,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_connections_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"organization_id" integer NOT NULL,
	"invitation_id" integer NOT NULL,
	"connection_id" integer NOT NULL,
	"uid" text NOT NULL,
	"external_id" text NOT NULL,
	"etag" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_organization_id_invitation_id_connection_id_pk" PRIMARY KEY("organization_id","invitation_id","connection_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_sync_queue" (
	"organization_id" integer NOT NULL,
	"invitation_id" integer NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_sync_queue_organization_id_invitation_id_pk" PRIMARY KEY("organization_id","invitation_id")
);
--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_connection_fk" FOREIGN KEY ("organization_id","connection_id") REFERENCES "public"."calendar_connections"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_invitation_fk" FOREIGN KEY ("organization_id","invitation_id") REFERENCES "public"."interview_invitations"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_sync_queue" ADD CONSTRAINT "calendar_sync_queue_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_connections_email_key" ON "calendar_connections" USING btree ("organization_id","email");--> statement-breakpoint
CREATE INDEX "calendar_sync_queue_queued_idx" ON "calendar_sync_queue" USING btree ("queued_at");