CREATE TABLE "competencies" (
	"id" serial NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"guide" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competencies_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "interview_kits" (
	"id" serial NOT NULL,
	"organization_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"name" text NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"competency_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_kits_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "scorecard_ratings" (
	"organization_id" integer NOT NULL,
	"scorecard_id" integer NOT NULL,
	"competency_id" integer NOT NULL,
	"rating" integer,
	"evidence" text DEFAULT '' NOT NULL,
	CONSTRAINT "scorecard_ratings_organization_id_scorecard_id_competency_id_pk" PRIMARY KEY("organization_id","scorecard_id","competency_id")
);
--> statement-breakpoint
CREATE TABLE "scorecard_revisions" (
	"id" serial NOT NULL,
	"organization_id" integer NOT NULL,
	"scorecard_id" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"edited_by_user_id" integer,
	"edited_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorecard_revisions_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "scorecards" (
	"id" serial NOT NULL,
	"organization_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"exercise_id" integer DEFAULT 0 NOT NULL,
	"kit_id" integer,
	"assessor_key" text NOT NULL,
	"assessor_user_id" integer,
	"assessor_email" text,
	"assessor_name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"recommendation" text,
	"private_notes" text DEFAULT '' NOT NULL,
	"assessed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorecards_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
ALTER TABLE "competencies" ADD CONSTRAINT "competencies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_kits" ADD CONSTRAINT "interview_kits_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_kits" ADD CONSTRAINT "interview_kits_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_kits" ADD CONSTRAINT "interview_kits_role_id_fk" FOREIGN KEY ("organization_id","role_id") REFERENCES "public"."roles"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_ratings" ADD CONSTRAINT "scorecard_ratings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_ratings" ADD CONSTRAINT "scorecard_ratings_scorecard_id_fk" FOREIGN KEY ("organization_id","scorecard_id") REFERENCES "public"."scorecards"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_ratings" ADD CONSTRAINT "scorecard_ratings_competency_id_fk" FOREIGN KEY ("organization_id","competency_id") REFERENCES "public"."competencies"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_revisions" ADD CONSTRAINT "scorecard_revisions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_revisions" ADD CONSTRAINT "scorecard_revisions_edited_by_user_id_users_id_fk" FOREIGN KEY ("edited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_revisions" ADD CONSTRAINT "scorecard_revisions_scorecard_id_fk" FOREIGN KEY ("organization_id","scorecard_id") REFERENCES "public"."scorecards"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_assessor_user_id_users_id_fk" FOREIGN KEY ("assessor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_candidate_id_fk" FOREIGN KEY ("organization_id","candidate_id") REFERENCES "public"."candidates"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competencies_organization_name" ON "competencies" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "interview_kits_role_stage_idx" ON "interview_kits" USING btree ("organization_id","role_id","stage_id");--> statement-breakpoint
CREATE INDEX "scorecard_revisions_scorecard_idx" ON "scorecard_revisions" USING btree ("organization_id","scorecard_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scorecards_assessor_key" ON "scorecards" USING btree ("organization_id","candidate_id","stage_id","exercise_id","assessor_key");--> statement-breakpoint
CREATE INDEX "scorecards_stage_idx" ON "scorecards" USING btree ("organization_id","stage_id","candidate_id");