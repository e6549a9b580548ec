-- Issue 18: the candidate search projection. The attributes filters and sorts read of the person (users) and
-- the profile (candidate_profiles) are copied onto each application by triggers, in the same transaction as
-- the write, so a search filters, sorts and counts one table through indexes that lead with the organisation.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "candidates_organization_change_idx";--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "first_name_key" text COLLATE "C" DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "last_name_key" text COLLATE "C" DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "gender_key" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "ethnicity_key" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "university_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "contextual_flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- A one-choice answer (text, number or yes/no) lower-cased; a list, kept from before answers were checked, by
-- its first item; nothing else answers.
CREATE FUNCTION search_answer(answer jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE jsonb_typeof(answer)
    WHEN 'array' THEN lower(answer ->> 0)
    WHEN 'object' THEN NULL
    ELSE lower(answer #>> '{}')
  END
$$;--> statement-breakpoint
-- Each university of a profile by its value and its name, lower-cased.
CREATE FUNCTION search_university_names(profile jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT lower(name)), '{}'::text[])
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(profile -> 'universities') = 'array'
    THEN profile -> 'universities' ELSE '[]'::jsonb END) AS university(entry)
  CROSS JOIN LATERAL (VALUES (entry ->> 'universityValue'), (entry ->> 'universityName')) AS names(name)
  WHERE jsonb_typeof(entry) = 'object' AND name IS NOT NULL AND name <> ''
$$;--> statement-breakpoint
CREATE FUNCTION candidates_search_projection() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person record;
  answers jsonb;
  flags text[];
BEGIN
  SELECT first_name, last_name, email INTO person FROM users WHERE id = NEW.user_id;
  SELECT profile, contextual_flags INTO answers, flags FROM candidate_profiles WHERE user_id = NEW.user_id;
  NEW.first_name_key := lower(coalesce(person.first_name, ''));
  NEW.last_name_key := lower(coalesce(person.last_name, ''));
  NEW.search_text := lower(coalesce(person.first_name, '') || ' ' || coalesce(person.last_name, ''))
    || E'\n' || lower(coalesce(person.email, ''));
  NEW.gender_key := search_answer(answers #> '{diversity,gender}');
  -- The application's own ethnicity answer wins over the profile's.
  NEW.ethnicity_key := search_answer(coalesce(to_jsonb(NEW.ethnicity), answers #> '{diversity,ethnicity}'));
  NEW.university_names := search_university_names(answers);
  NEW.contextual_flags := coalesce(flags, '{}'::text[]);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER candidates_search_projection BEFORE INSERT OR UPDATE OF user_id, ethnicity ON candidates
  FOR EACH ROW EXECUTE FUNCTION candidates_search_projection();--> statement-breakpoint
-- A person's or profile's change reaches their applications: setting user_id to itself runs the row trigger.
CREATE FUNCTION users_search_projection() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE candidates c SET user_id = c.user_id
  FROM changed JOIN before ON before.id = changed.id
  WHERE c.user_id = changed.id
    AND (changed.first_name, changed.last_name, changed.email)
      IS DISTINCT FROM (before.first_name, before.last_name, before.email);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_search_projection AFTER UPDATE ON users REFERENCING OLD TABLE AS before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION users_search_projection();--> statement-breakpoint
CREATE FUNCTION profiles_search_projection() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE candidates c SET user_id = c.user_id FROM (SELECT DISTINCT user_id FROM changed) AS people
  WHERE c.user_id = people.user_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER profiles_search_projection_insert AFTER INSERT ON candidate_profiles REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION profiles_search_projection();--> statement-breakpoint
CREATE TRIGGER profiles_search_projection_update AFTER UPDATE ON candidate_profiles REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION profiles_search_projection();--> statement-breakpoint
CREATE TRIGGER profiles_search_projection_delete AFTER DELETE ON candidate_profiles REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION profiles_search_projection();--> statement-breakpoint
UPDATE candidates SET user_id = user_id;--> statement-breakpoint
CREATE INDEX "candidates_user_idx" ON "candidates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "candidates_search_stage_gender_name_idx" ON "candidates" USING btree ("organization_id","stage_id","status","gender_key","last_name_key","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "candidates_search_ethnicity_name_idx" ON "candidates" USING btree ("organization_id","ethnicity_key","last_name_key","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "candidates_search_name_idx" ON "candidates" USING btree ("organization_id","last_name_key","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "candidates_search_stage_change_idx" ON "candidates" USING btree ("organization_id","stage_id","last_change_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "candidates_search_role_stage_change_idx" ON "candidates" USING btree ("organization_id","role_id","stage_id","last_change_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "candidates_search_created_idx" ON "candidates" USING btree ("organization_id","created_at","id","university_names") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "candidates_search_term_idx" ON "candidates" USING gin ("organization_id","search_text" gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "candidates_search_lists_idx" ON "candidates" USING gin ("organization_id","university_names","contextual_flags") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "candidates_organization_change_idx" ON "candidates" USING btree ("organization_id","last_change_at","id");
