ALTER TABLE "auth_sessions" ADD COLUMN "support_actor_id" integer;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "support_reason" text;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_support_actor_id_users_id_fk" FOREIGN KEY ("support_actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;