CREATE TABLE "marking_answers" (
	"id" serial NOT NULL,
	"organization_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"reference" text NOT NULL,
	"withheld_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marking_answers_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "marking_assignments" (
	"organization_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	"marker_user_id" integer NOT NULL,
	"further" boolean DEFAULT false NOT NULL,
	"mark" integer,
	"note" text DEFAULT '' NOT NULL,
	"marked_at" timestamp with time zone,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marking_assignments_organization_id_answer_id_marker_user_id_pk" PRIMARY KEY("organization_id","answer_id","marker_user_id")
);
--> statement-breakpoint
CREATE TABLE "marking_markers" (
	"organization_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "marking_markers_organization_id_round_id_user_id_pk" PRIMARY KEY("organization_id","round_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "marking_questions" (
	"id" serial NOT NULL,
	"organization_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"field_key" text NOT NULL,
	"prompt" text NOT NULL,
	"guide" jsonb NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "marking_questions_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "marking_rounds" (
	"id" serial NOT NULL,
	"organization_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'setup' NOT NULL,
	"marks_per_answer" integer DEFAULT 3 NOT NULL,
	"seed" text NOT NULL,
	"decision_maker_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_by_user_id" integer,
	"started_at" timestamp with time zone,
	"started_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marking_rounds_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
ALTER TABLE "marking_answers" ADD CONSTRAINT "marking_answers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_answers" ADD CONSTRAINT "marking_answers_round_id_fk" FOREIGN KEY ("organization_id","round_id") REFERENCES "public"."marking_rounds"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_answers" ADD CONSTRAINT "marking_answers_question_id_fk" FOREIGN KEY ("organization_id","question_id") REFERENCES "public"."marking_questions"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_answers" ADD CONSTRAINT "marking_answers_candidate_id_fk" FOREIGN KEY ("organization_id","candidate_id") REFERENCES "public"."candidates"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_assignments" ADD CONSTRAINT "marking_assignments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_assignments" ADD CONSTRAINT "marking_assignments_marker_user_id_users_id_fk" FOREIGN KEY ("marker_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_assignments" ADD CONSTRAINT "marking_assignments_answer_id_fk" FOREIGN KEY ("organization_id","answer_id") REFERENCES "public"."marking_answers"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_assignments" ADD CONSTRAINT "marking_assignments_round_id_fk" FOREIGN KEY ("organization_id","round_id") REFERENCES "public"."marking_rounds"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_markers" ADD CONSTRAINT "marking_markers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_markers" ADD CONSTRAINT "marking_markers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_markers" ADD CONSTRAINT "marking_markers_round_id_fk" FOREIGN KEY ("organization_id","round_id") REFERENCES "public"."marking_rounds"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_questions" ADD CONSTRAINT "marking_questions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_questions" ADD CONSTRAINT "marking_questions_round_id_fk" FOREIGN KEY ("organization_id","round_id") REFERENCES "public"."marking_rounds"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_rounds" ADD CONSTRAINT "marking_rounds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_rounds" ADD CONSTRAINT "marking_rounds_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_rounds" ADD CONSTRAINT "marking_rounds_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_rounds" ADD CONSTRAINT "marking_rounds_role_id_fk" FOREIGN KEY ("organization_id","role_id") REFERENCES "public"."roles"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marking_answers_reference" ON "marking_answers" USING btree ("organization_id","round_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "marking_answers_question_candidate" ON "marking_answers" USING btree ("organization_id","question_id","candidate_id");--> statement-breakpoint
CREATE INDEX "marking_assignments_marker_idx" ON "marking_assignments" USING btree ("organization_id","round_id","marker_user_id");--> statement-breakpoint
CREATE INDEX "marking_markers_user_idx" ON "marking_markers" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marking_questions_round_field" ON "marking_questions" USING btree ("organization_id","round_id","field_key");--> statement-breakpoint
CREATE INDEX "marking_rounds_role_idx" ON "marking_rounds" USING btree ("organization_id","role_id");