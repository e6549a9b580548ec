CREATE TABLE "report_shares" (
	"id" serial NOT NULL,
	"organization_id" integer NOT NULL,
	"kind" text NOT NULL,
	"query" jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "report_shares_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_shares_token_key" ON "report_shares" USING btree ("token_hash","organization_id");--> statement-breakpoint
CREATE INDEX "report_shares_created_idx" ON "report_shares" USING btree ("organization_id","created_at");