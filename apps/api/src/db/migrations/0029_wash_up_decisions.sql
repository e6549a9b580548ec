CREATE TABLE "assessment_decisions" (
	"id" serial NOT NULL,
	"organization_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"decision" text NOT NULL,
	"reason" text NOT NULL,
	"rejection_reason_id" text,
	"to_stage_id" integer,
	"decided_by_user_id" integer,
	"decided_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_decisions_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
ALTER TABLE "assessment_decisions" ADD CONSTRAINT "assessment_decisions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_decisions" ADD CONSTRAINT "assessment_decisions_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_decisions" ADD CONSTRAINT "assessment_decisions_candidate_id_fk" FOREIGN KEY ("organization_id","candidate_id") REFERENCES "public"."candidates"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_decisions" ADD CONSTRAINT "assessment_decisions_role_id_fk" FOREIGN KEY ("organization_id","role_id") REFERENCES "public"."roles"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_decisions_candidate_idx" ON "assessment_decisions" USING btree ("organization_id","candidate_id","stage_id");