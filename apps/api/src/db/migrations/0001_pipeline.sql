CREATE TABLE "event_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"attendance" text,
	"checked_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_type" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"type" text NOT NULL,
	"stage_id" integer NOT NULL,
	"code_stage" text DEFAULT 'PENDING' NOT NULL,
	"result_stage" text,
	"result" jsonb,
	"schedule_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_group_members" (
	"organization_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	CONSTRAINT "candidate_group_members_group_id_candidate_id_pk" PRIMARY KEY("group_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"author_user_id" integer,
	"kind" text NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"metric_key" text NOT NULL,
	"value" numeric,
	"text_value" text,
	"scorer_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role_id" integer,
	"step" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"stage_id" integer DEFAULT 1 NOT NULL,
	"sub_stage_id" integer,
	"role_type" text,
	"source" text,
	"assignee_user_id" integer,
	"responses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accept_term_and_conditions" boolean,
	"accept_rare" boolean,
	"accept_research" boolean,
	"ethnicity" text,
	"ethnicity_multi" jsonb,
	"ethnicity_specify" text,
	"candidate_score" numeric,
	"total_score" numeric,
	"adjustment" text,
	"matched" boolean DEFAULT false NOT NULL,
	"applied_at" timestamp with time zone,
	"last_change_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sort_preferences" (
	"user_id" integer NOT NULL,
	"list_key" text NOT NULL,
	"sort_by" text NOT NULL,
	"order_by" text NOT NULL,
	CONSTRAINT "sort_preferences_user_id_list_key_pk" PRIMARY KEY("user_id","list_key")
);
--> statement-breakpoint
CREATE TABLE "stage_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"from_stage_id" integer,
	"from_sub_stage_id" integer,
	"to_stage_id" integer NOT NULL,
	"to_sub_stage_id" integer,
	"actor_user_id" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"product_type" text DEFAULT 'ATS' NOT NULL,
	"role_type" text NOT NULL,
	"role_level" text,
	"department" text,
	"location" text,
	"employment_type" text,
	"work_arrangement" text,
	"open_date" timestamp with time zone,
	"deadline" timestamp with time zone,
	"form_configuration" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"template" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"do_not_save" boolean DEFAULT false NOT NULL,
	"interview_configured" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"code" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"order_index" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"booked_slot_id" integer,
	"booked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"role_id" integer,
	"stage_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"deadline_days" integer DEFAULT 7 NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"parent_start_at" timestamp with time zone NOT NULL,
	"parent_end_at" timestamp with time zone NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"number_of_interviewers" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_codes" ADD CONSTRAINT "candidate_codes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_codes" ADD CONSTRAINT "candidate_codes_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_group_members" ADD CONSTRAINT "candidate_group_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_group_members" ADD CONSTRAINT "candidate_group_members_group_id_candidate_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."candidate_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_group_members" ADD CONSTRAINT "candidate_group_members_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_groups" ADD CONSTRAINT "candidate_groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_scores" ADD CONSTRAINT "candidate_scores_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_scores" ADD CONSTRAINT "candidate_scores_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_sub_stage_id_sub_stages_id_fk" FOREIGN KEY ("sub_stage_id") REFERENCES "public"."sub_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sort_preferences" ADD CONSTRAINT "sort_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_history" ADD CONSTRAINT "stage_history_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_history" ADD CONSTRAINT "stage_history_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_stages" ADD CONSTRAINT "sub_stages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_schedule_id_interview_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."interview_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_booked_slot_id_schedule_slots_id_fk" FOREIGN KEY ("booked_slot_id") REFERENCES "public"."schedule_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_schedules" ADD CONSTRAINT "interview_schedules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_schedules" ADD CONSTRAINT "interview_schedules_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD CONSTRAINT "schedule_slots_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD CONSTRAINT "schedule_slots_schedule_id_interview_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."interview_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_email_key" ON "event_registrations" USING btree ("event_id",lower("email"));--> statement-breakpoint
CREATE INDEX "event_registrations_organization_idx" ON "event_registrations" USING btree ("organization_id","event_id");--> statement-breakpoint
CREATE INDEX "events_organization_start_idx" ON "events" USING btree ("organization_id","archived","starts_at");--> statement-breakpoint
CREATE INDEX "candidate_codes_candidate_idx" ON "candidate_codes" USING btree ("organization_id","candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_codes_type_idx" ON "candidate_codes" USING btree ("organization_id","type","code_stage");--> statement-breakpoint
CREATE INDEX "candidate_groups_organization_idx" ON "candidate_groups" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "candidate_notes_candidate_idx" ON "candidate_notes" USING btree ("organization_id","candidate_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_scores_metric_key" ON "candidate_scores" USING btree ("candidate_id","stage_id","metric_key");--> statement-breakpoint
CREATE INDEX "candidate_scores_organization_idx" ON "candidate_scores" USING btree ("organization_id","candidate_id");--> statement-breakpoint
CREATE INDEX "candidates_organization_change_idx" ON "candidates" USING btree ("organization_id","last_change_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidates_organization_role_stage_idx" ON "candidates" USING btree ("organization_id","role_id","stage_id","sub_stage_id");--> statement-breakpoint
CREATE INDEX "candidates_organization_stage_idx" ON "candidates" USING btree ("organization_id","stage_id","sub_stage_id");--> statement-breakpoint
CREATE INDEX "candidates_organization_user_idx" ON "candidates" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_user_role_key" ON "candidates" USING btree ("user_id","role_id") WHERE "candidates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "documents_candidate_idx" ON "documents" USING btree ("organization_id","candidate_id","kind");--> statement-breakpoint
CREATE INDEX "stage_history_candidate_idx" ON "stage_history" USING btree ("organization_id","candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "roles_organization_status_idx" ON "roles" USING btree ("organization_id","status","deadline");--> statement-breakpoint
CREATE INDEX "roles_organization_name_idx" ON "roles" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "sub_stages_organization_stage_idx" ON "sub_stages" USING btree ("organization_id","stage_id","order_index");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_invitations_token_key" ON "interview_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_invitations_slot_key" ON "interview_invitations" USING btree ("booked_slot_id") WHERE "interview_invitations"."booked_slot_id" is not null;--> statement-breakpoint
CREATE INDEX "interview_invitations_candidate_idx" ON "interview_invitations" USING btree ("organization_id","candidate_id");--> statement-breakpoint
CREATE INDEX "interview_schedules_organization_idx" ON "interview_schedules" USING btree ("organization_id","role_id","stage_id");--> statement-breakpoint
CREATE INDEX "schedule_slots_schedule_idx" ON "schedule_slots" USING btree ("organization_id","schedule_id","start_at");