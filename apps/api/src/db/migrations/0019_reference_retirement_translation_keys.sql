DROP INDEX "translations_language_idx";--> statement-breakpoint
ALTER TABLE "reference_items" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "translations_language_key" ON "translations" USING btree ("language","key");