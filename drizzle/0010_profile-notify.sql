-- Every instance keeps profiles in memory and forgets a user's as soon as this names them
-- (src/server/db/profile-listener.ts). Row triggers see every write, the delete that cascades
-- from "user" included; TRUNCATE sends an empty payload, which means everyone.
CREATE OR REPLACE FUNCTION "awaaz_profile_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('awaaz_profiles', '');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('awaaz_profiles', OLD.user_id);
  ELSE
    PERFORM pg_notify('awaaz_profiles', NEW.user_id);
    IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM pg_notify('awaaz_profiles', OLD.user_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_changed" AFTER INSERT OR UPDATE OR DELETE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "awaaz_profile_changed"();--> statement-breakpoint
CREATE TRIGGER "profiles_truncated" AFTER TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "awaaz_profile_changed"();
