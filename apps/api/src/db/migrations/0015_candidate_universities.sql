-- Issue 18: the university-group filter had to read every application added in the date range and test its
-- names; candidate_universities holds one row per live application and university name, indexed by
-- (organisation, name, date added), so the filter reads one index range per name of the group. It replaces
-- candidate_facets.university_names, and the facets' GIN index keeps the contextual flags alone.
CREATE TABLE "candidate_universities" (
	"organization_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"university_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "candidate_universities_organization_id_candidate_id_university_name_pk" PRIMARY KEY("organization_id","candidate_id","university_name")
);
--> statement-breakpoint
DROP INDEX "candidate_facets_lists_idx";--> statement-breakpoint
DROP INDEX "candidate_facets_created_idx";--> statement-breakpoint
ALTER TABLE "candidate_universities" ADD CONSTRAINT "candidate_universities_candidate_id_fk" FOREIGN KEY ("organization_id","candidate_id") REFERENCES "public"."candidates"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_universities_search_idx" ON "candidate_universities" USING btree ("organization_id","university_name","created_at","candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_facets_flags_idx" ON "candidate_facets" USING gin ("organization_id","contextual_flags") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "candidate_facets_created_idx" ON "candidate_facets" USING btree ("organization_id","created_at","candidate_id") WHERE deleted_at is null;--> statement-breakpoint
INSERT INTO "candidate_universities"
  SELECT DISTINCT f.organization_id, f.candidate_id, name, f.created_at
  FROM candidate_facets f CROSS JOIN LATERAL unnest(f.university_names) AS name
  WHERE f.deleted_at IS NULL;--> statement-breakpoint
ALTER TABLE "candidate_facets" DROP COLUMN "university_names";--> statement-breakpoint
-- The facets of an application and its universities, written after it (the users and profile triggers of 0011
-- reach it by setting user_id to itself). A deleted application keeps its facets, but no universities.
CREATE OR REPLACE FUNCTION candidate_facets_projection() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person record;
  answers jsonb;
  flags text[];
  names text[];
BEGIN
  SELECT first_name, last_name, email INTO person FROM users WHERE id = NEW.user_id;
  SELECT profile, contextual_flags INTO answers, flags FROM candidate_profiles WHERE user_id = NEW.user_id;
  INSERT INTO candidate_facets AS f
    (organization_id, candidate_id, search_text, contextual_flags, created_at, deleted_at)
  VALUES (NEW.organization_id, NEW.id,
    lower(coalesce(person.first_name, '') || ' ' || coalesce(person.last_name, ''))
      || E'\n' || lower(coalesce(person.email, '')),
    coalesce(flags, '{}'::text[]), NEW.created_at, NEW.deleted_at)
  ON CONFLICT (organization_id, candidate_id) DO UPDATE SET
    search_text = excluded.search_text, contextual_flags = excluded.contextual_flags,
    created_at = excluded.created_at, deleted_at = excluded.deleted_at
  WHERE (f.search_text, f.contextual_flags, f.created_at, f.deleted_at)
    IS DISTINCT FROM (excluded.search_text, excluded.contextual_flags, excluded.created_at, excluded.deleted_at);
  names := CASE WHEN NEW.deleted_at IS NULL THEN search_university_names(answers) ELSE '{}'::text[] END;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM candidate_universities u
    WHERE u.organization_id = NEW.organization_id AND u.candidate_id = NEW.id
      AND (u.university_name <> ALL (names) OR u.created_at <> NEW.created_at);
  END IF;
  INSERT INTO candidate_universities (organization_id, candidate_id, university_name, created_at)
    SELECT NEW.organization_id, NEW.id, name, NEW.created_at FROM unnest(names) AS name
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;