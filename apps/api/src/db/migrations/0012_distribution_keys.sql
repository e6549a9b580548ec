-- Issue 18: ready for distribution by organisation (Citus). Every primary key, unique index and foreign key
-- between tenant tables includes organization_id, so each organisation's rows and their constraints can live
-- on one shard. A SET NULL foreign key names its own column, so the organisation stays.
ALTER TABLE "event_registrations" DROP CONSTRAINT "event_registrations_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "saved_searches" DROP CONSTRAINT "saved_searches_role_id_roles_id_fk";
--> statement-breakpoint
ALTER TABLE "candidate_codes" DROP CONSTRAINT "candidate_codes_candidate_id_candidates_id_fk";
--> statement-breakpoint
ALTER TABLE "candidate_group_members" DROP CONSTRAINT "candidate_group_members_group_id_candidate_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "candidate_group_members" DROP CONSTRAINT "candidate_group_members_candidate_id_candidates_id_fk";
--> statement-breakpoint
ALTER TABLE "candidate_notes" DROP CONSTRAINT "candidate_notes_candidate_id_candidates_id_fk";
--> statement-breakpoint
ALTER TABLE "candidate_scores" DROP CONSTRAINT "candidate_scores_candidate_id_candidates_id_fk";
--> statement-breakpoint
ALTER TABLE "candidates" DROP CONSTRAINT "candidates_role_id_roles_id_fk";
--> statement-breakpoint
ALTER TABLE "candidates" DROP CONSTRAINT "candidates_sub_stage_id_sub_stages_id_fk";
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_candidate_id_candidates_id_fk";
--> statement-breakpoint
ALTER TABLE "screening_holds" DROP CONSTRAINT "screening_holds_candidate_id_candidates_id_fk";
--> statement-breakpoint
ALTER TABLE "stage_history" DROP CONSTRAINT "stage_history_candidate_id_candidates_id_fk";
--> statement-breakpoint
ALTER TABLE "interview_invitations" DROP CONSTRAINT "interview_invitations_schedule_id_interview_schedules_id_fk";
--> statement-breakpoint
ALTER TABLE "interview_invitations" DROP CONSTRAINT "interview_invitations_candidate_id_candidates_id_fk";
--> statement-breakpoint
ALTER TABLE "interview_invitations" DROP CONSTRAINT "interview_invitations_booked_slot_id_schedule_slots_id_fk";
--> statement-breakpoint
ALTER TABLE "interview_schedules" DROP CONSTRAINT "interview_schedules_role_id_roles_id_fk";
--> statement-breakpoint
ALTER TABLE "schedule_slots" DROP CONSTRAINT "schedule_slots_schedule_id_interview_schedules_id_fk";
--> statement-breakpoint
DROP INDEX "event_registrations_email_key";--> statement-breakpoint
DROP INDEX "candidate_scores_metric_key";--> statement-breakpoint
DROP INDEX "candidates_user_role_key";--> statement-breakpoint
DROP INDEX "interview_invitations_token_key";--> statement-breakpoint
DROP INDEX "interview_invitations_slot_key";--> statement-breakpoint
ALTER TABLE "candidate_group_members" DROP CONSTRAINT "candidate_group_members_group_id_candidate_id_pk";--> statement-breakpoint
ALTER TABLE "event_registrations" DROP CONSTRAINT "event_registrations_pkey";--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_pkey";--> statement-breakpoint
ALTER TABLE "saved_searches" DROP CONSTRAINT "saved_searches_pkey";--> statement-breakpoint
ALTER TABLE "message_templates" DROP CONSTRAINT "message_templates_pkey";--> statement-breakpoint
ALTER TABLE "organization_contacts" DROP CONSTRAINT "organization_contacts_pkey";--> statement-breakpoint
ALTER TABLE "candidate_codes" DROP CONSTRAINT "candidate_codes_pkey";--> statement-breakpoint
ALTER TABLE "candidate_groups" DROP CONSTRAINT "candidate_groups_pkey";--> statement-breakpoint
ALTER TABLE "candidate_notes" DROP CONSTRAINT "candidate_notes_pkey";--> statement-breakpoint
ALTER TABLE "candidate_scores" DROP CONSTRAINT "candidate_scores_pkey";--> statement-breakpoint
ALTER TABLE "candidates" DROP CONSTRAINT "candidates_pkey";--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_pkey";--> statement-breakpoint
ALTER TABLE "stage_history" DROP CONSTRAINT "stage_history_pkey";--> statement-breakpoint
ALTER TABLE "form_templates" DROP CONSTRAINT "form_templates_pkey";--> statement-breakpoint
ALTER TABLE "roles" DROP CONSTRAINT "roles_pkey";--> statement-breakpoint
ALTER TABLE "sub_stages" DROP CONSTRAINT "sub_stages_pkey";--> statement-breakpoint
ALTER TABLE "interview_invitations" DROP CONSTRAINT "interview_invitations_pkey";--> statement-breakpoint
ALTER TABLE "interview_schedules" DROP CONSTRAINT "interview_schedules_pkey";--> statement-breakpoint
ALTER TABLE "schedule_slots" DROP CONSTRAINT "schedule_slots_pkey";--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "organization_contacts" ADD CONSTRAINT "organization_contacts_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "candidate_codes" ADD CONSTRAINT "candidate_codes_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "candidate_group_members" ADD CONSTRAINT "candidate_group_members_organization_id_group_id_candidate_id_pk" PRIMARY KEY("organization_id","group_id","candidate_id");--> statement-breakpoint
ALTER TABLE "candidate_groups" ADD CONSTRAINT "candidate_groups_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "candidate_scores" ADD CONSTRAINT "candidate_scores_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "stage_history" ADD CONSTRAINT "stage_history_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "form_templates" ADD CONSTRAINT "form_templates_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "sub_stages" ADD CONSTRAINT "sub_stages_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "interview_schedules" ADD CONSTRAINT "interview_schedules_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD CONSTRAINT "schedule_slots_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_fk" FOREIGN KEY ("organization_id","event_id") REFERENCES "public"."events"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_role_id_fk" FOREIGN KEY ("organization_id","role_id") REFERENCES "public"."roles"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_codes" ADD CONSTRAINT "candidate_codes_candidate_id_fk" FOREIGN KEY ("organization_id","candidate_id") REFERENCES "public"."candidates"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_group_members" ADD CONSTRAINT "candidate_group_members_group_id_fk" FOREIGN KEY ("organization_id","group_id") REFERENCES "public"."candidate_groups"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_group_members" ADD CONSTRAINT "candidate_group_members_candidate_id_fk" FOREIGN KEY ("organization_id","candidate_id") REFERENCES "public"."candidates"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_candidate_id_fk" FOREIGN KEY ("organization_id","candidate_id") REFERENCES "public"."candidates"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_scores" ADD CONSTRAINT "candidate_scores_candidate_id_fk" FOREIGN KEY ("organization_id","candidate_id") REFERENCES "public"."candidates"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_role_id_fk" FOREIGN KEY ("organization_id","role_id") REFERENCES "public"."roles"("organization_id","id") ON DELETE SET NULL ("role_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_sub_stage_id_fk" FOREIGN KEY ("organization_id","sub_stage_id") REFERENCES "public"."sub_stages"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_candidate_id_fk" FOREIGN KEY ("organization_id","candidate_id") REFERENCES "public"."candidates"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_holds" ADD CONSTRAINT "screening_holds_candidate_id_fk" FOREIGN KEY ("organization_id","candidate_id") REFERENCES "public"."candidates"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_history" ADD CONSTRAINT "stage_history_candidate_id_fk" FOREIGN KEY ("organization_id","candidate_id") REFERENCES "public"."candidates"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_schedule_id_fk" FOREIGN KEY ("organization_id","schedule_id") REFERENCES "public"."interview_schedules"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_candidate_id_fk" FOREIGN KEY ("organization_id","candidate_id") REFERENCES "public"."candidates"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_booked_slot_id_fk" FOREIGN KEY ("organization_id","booked_slot_id") REFERENCES "public"."schedule_slots"("organization_id","id") ON DELETE SET NULL ("booked_slot_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_schedules" ADD CONSTRAINT "interview_schedules_role_id_fk" FOREIGN KEY ("organization_id","role_id") REFERENCES "public"."roles"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD CONSTRAINT "schedule_slots_schedule_id_fk" FOREIGN KEY ("organization_id","schedule_id") REFERENCES "public"."interview_schedules"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_email_key" ON "event_registrations" USING btree ("organization_id","event_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_scores_metric_key" ON "candidate_scores" USING btree ("organization_id","candidate_id","stage_id","metric_key");--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_user_role_key" ON "candidates" USING btree ("organization_id","user_id","role_id") WHERE "candidates"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_invitations_token_key" ON "interview_invitations" USING btree ("token_hash","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_invitations_slot_key" ON "interview_invitations" USING btree ("organization_id","booked_slot_id") WHERE "interview_invitations"."booked_slot_id" is not null;