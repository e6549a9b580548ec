-- Issue 18: the search attributes a stage move never changes (the term text, the universities, the contextual
-- flags, the date added) move to candidate_facets, one row per application. An UPDATE that changes an indexed
-- column writes a new entry in every index of its table, so a bulk move of 10,000 applications no longer
-- rewrites the two GIN indexes and the date index. candidates_organization_user_idx goes too:
-- candidates_user_role_key and candidates_user_idx answer what it did.
CREATE TABLE "candidate_facets" (
	"organization_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"university_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"contextual_flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "candidate_facets_organization_id_candidate_id_pk" PRIMARY KEY("organization_id","candidate_id")
);
--> statement-breakpoint
INSERT INTO "candidate_facets"
  SELECT organization_id, id, search_text, university_names, contextual_flags, created_at, deleted_at FROM candidates;--> statement-breakpoint
ALTER TABLE "candidate_facets" ADD CONSTRAINT "candidate_facets_candidate_id_fk" FOREIGN KEY ("organization_id","candidate_id") REFERENCES "public"."candidates"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "candidates_organization_user_idx";--> statement-breakpoint
DROP INDEX "candidates_search_created_idx";--> statement-breakpoint
DROP INDEX "candidates_search_term_idx";--> statement-breakpoint
DROP INDEX "candidates_search_lists_idx";--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidates_search_projection() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person record;
  answers jsonb;
BEGIN
  SELECT first_name, last_name INTO person FROM users WHERE id = NEW.user_id;
  SELECT profile INTO answers FROM candidate_profiles WHERE user_id = NEW.user_id;
  NEW.first_name_key := lower(coalesce(person.first_name, ''));
  NEW.last_name_key := lower(coalesce(person.last_name, ''));
  NEW.gender_key := search_answer(answers #> '{diversity,gender}');
  -- The application's own ethnicity answer wins over the profile's.
  NEW.ethnicity_key := search_answer(coalesce(to_jsonb(NEW.ethnicity), answers #> '{diversity,ethnicity}'));
  RETURN NEW;
END
$$;--> statement-breakpoint
ALTER TABLE "candidates" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "candidates" DROP COLUMN "university_names";--> statement-breakpoint
ALTER TABLE "candidates" DROP COLUMN "contextual_flags";--> statement-breakpoint
-- The facets of an application, written after it (the users and profile triggers of 0011 reach it by
-- setting user_id to itself).
CREATE FUNCTION candidate_facets_projection() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person record;
  answers jsonb;
  flags text[];
BEGIN
  SELECT first_name, last_name, email INTO person FROM users WHERE id = NEW.user_id;
  SELECT profile, contextual_flags INTO answers, flags FROM candidate_profiles WHERE user_id = NEW.user_id;
  INSERT INTO candidate_facets AS f
    (organization_id, candidate_id, search_text, university_names, contextual_flags, created_at, deleted_at)
  VALUES (NEW.organization_id, NEW.id,
    lower(coalesce(person.first_name, '') || ' ' || coalesce(person.last_name, ''))
      || E'\n' || lower(coalesce(person.email, '')),
    search_university_names(answers), coalesce(flags, '{}'::text[]), NEW.created_at, NEW.deleted_at)
  ON CONFLICT (organization_id, candidate_id) DO UPDATE SET
    search_text = excluded.search_text, university_names = excluded.university_names,
    contextual_flags = excluded.contextual_flags, created_at = excluded.created_at, deleted_at = excluded.deleted_at
  WHERE (f.search_text, f.university_names, f.contextual_flags, f.created_at, f.deleted_at)
    IS DISTINCT FROM (excluded.search_text, excluded.university_names, excluded.contextual_flags,
      excluded.created_at, excluded.deleted_at);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER candidate_facets_projection AFTER INSERT OR UPDATE OF user_id, created_at, deleted_at ON candidates
  FOR EACH ROW EXECUTE FUNCTION candidate_facets_projection();--> statement-breakpoint
CREATE INDEX "candidate_facets_created_idx" ON "candidate_facets" USING btree ("organization_id","created_at","candidate_id","university_names") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "candidate_facets_term_idx" ON "candidate_facets" USING gin ("organization_id","search_text" gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "candidate_facets_lists_idx" ON "candidate_facets" USING gin ("organization_id","university_names","contextual_flags") WHERE deleted_at is null;
