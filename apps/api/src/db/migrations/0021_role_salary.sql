ALTER TABLE "roles" ADD COLUMN "salary_min" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "salary_max" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "salary_currency" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "salary_period" text;