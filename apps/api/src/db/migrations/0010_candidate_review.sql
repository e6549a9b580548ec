CREATE TABLE "screening_holds" (
	"organization_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screening_holds_organization_id_candidate_id_stage_id_pk" PRIMARY KEY("organization_id","candidate_id","stage_id")
);
--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "contextual_flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "revealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "revealed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "screening_holds" ADD CONSTRAINT "screening_holds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_holds" ADD CONSTRAINT "screening_holds_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_holds" ADD CONSTRAINT "screening_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_revealed_by_user_id_users_id_fk" FOREIGN KEY ("revealed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_profiles_contextual_flags_idx" ON "candidate_profiles" USING gin ("contextual_flags");