CREATE TABLE "assessment_centre_assessors" (
	"id" serial NOT NULL,
	"organization_id" integer NOT NULL,
	"centre_id" integer NOT NULL,
	"assessor_key" text NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"exercise_ids" integer[],
	"conflict_candidate_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "assessment_centre_assessors_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "assessment_centre_candidates" (
	"organization_id" integer NOT NULL,
	"centre_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	CONSTRAINT "assessment_centre_candidates_organization_id_centre_id_candidate_id_pk" PRIMARY KEY("organization_id","centre_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "assessment_centre_exercises" (
	"id" serial NOT NULL,
	"organization_id" integer NOT NULL,
	"centre_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"kit_id" integer,
	"minutes" integer NOT NULL,
	"candidates_per_session" integer NOT NULL,
	"assessors_per_session" integer NOT NULL,
	"room_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"video_link" text,
	CONSTRAINT "assessment_centre_exercises_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "assessment_centre_notices" (
	"organization_id" integer NOT NULL,
	"centre_id" integer NOT NULL,
	"person_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"rounds" integer[] NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_centre_notices_organization_id_centre_id_person_key_pk" PRIMARY KEY("organization_id","centre_id","person_key")
);
--> statement-breakpoint
CREATE TABLE "assessment_centre_sessions" (
	"id" serial NOT NULL,
	"organization_id" integer NOT NULL,
	"centre_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"round" integer NOT NULL,
	"room_id" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"candidate_ids" integer[] NOT NULL,
	"assessor_keys" text[] NOT NULL,
	CONSTRAINT "assessment_centre_sessions_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "assessment_centres" (
	"id" serial NOT NULL,
	"organization_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"name" text NOT NULL,
	"day" text NOT NULL,
	"start_time" text NOT NULL,
	"round_minutes" integer NOT NULL,
	"break_minutes" integer NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"rooms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"generated_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"published_by_user_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_centres_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
ALTER TABLE "assessment_centre_assessors" ADD CONSTRAINT "assessment_centre_assessors_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_centre_assessors" ADD CONSTRAINT "assessment_centre_assessors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_centre_assessors" ADD CONSTRAINT "assessment_centre_assessors_centre_id_fk" FOREIGN KEY ("organization_id","centre_id") REFERENCES "public"."assessment_centres"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_centre_candidates" ADD CONSTRAINT "assessment_centre_candidates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_centre_candidates" ADD CONSTRAINT "assessment_centre_candidates_centre_id_fk" FOREIGN KEY ("organization_id","centre_id") REFERENCES "public"."assessment_centres"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_centre_candidates" ADD CONSTRAINT "assessment_centre_candidates_candidate_id_fk" FOREIGN KEY ("organization_id","candidate_id") REFERENCES "public"."candidates"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_centre_exercises" ADD CONSTRAINT "assessment_centre_exercises_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_centre_exercises" ADD CONSTRAINT "assessment_centre_exercises_centre_id_fk" FOREIGN KEY ("organization_id","centre_id") REFERENCES "public"."assessment_centres"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_centre_exercises" ADD CONSTRAINT "assessment_centre_exercises_kit_id_fk" FOREIGN KEY ("organization_id","kit_id") REFERENCES "public"."interview_kits"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_centre_notices" ADD CONSTRAINT "assessment_centre_notices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_centre_notices" ADD CONSTRAINT "assessment_centre_notices_centre_id_fk" FOREIGN KEY ("organization_id","centre_id") REFERENCES "public"."assessment_centres"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_centre_sessions" ADD CONSTRAINT "assessment_centre_sessions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_centre_sessions" ADD CONSTRAINT "assessment_centre_sessions_exercise_id_fk" FOREIGN KEY ("organization_id","exercise_id") REFERENCES "public"."assessment_centre_exercises"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_centres" ADD CONSTRAINT "assessment_centres_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_centres" ADD CONSTRAINT "assessment_centres_published_by_user_id_users_id_fk" FOREIGN KEY ("published_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_centres" ADD CONSTRAINT "assessment_centres_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_centres" ADD CONSTRAINT "assessment_centres_role_id_fk" FOREIGN KEY ("organization_id","role_id") REFERENCES "public"."roles"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_centre_assessors_key" ON "assessment_centre_assessors" USING btree ("organization_id","centre_id","assessor_key");--> statement-breakpoint
CREATE INDEX "assessment_centre_exercises_centre_idx" ON "assessment_centre_exercises" USING btree ("organization_id","centre_id");--> statement-breakpoint
CREATE INDEX "assessment_centre_sessions_centre_idx" ON "assessment_centre_sessions" USING btree ("organization_id","centre_id","round");--> statement-breakpoint
CREATE INDEX "assessment_centres_role_idx" ON "assessment_centres" USING btree ("organization_id","role_id");