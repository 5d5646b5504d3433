-- Every committed change to a table that a cached read depends on tells each server process which
-- table changed (LISTEN school_ops_changes): see src/db/change-feed.ts and docs/decisions/0011.
-- NOTIFY is sent at commit (never for a rolled-back change) and sent once per table per transaction.
CREATE OR REPLACE FUNCTION school_ops_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('school_ops_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users', 'students', 'sessions', 'books', 'spelling_categories', 'shifts', 'app_settings',
    'pickups', 'pickup_students', 'pickup_shifts', 'manuals', 'links', 'activities']
  LOOP
    EXECUTE format('CREATE TRIGGER school_ops_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION school_ops_notify_change()', t);
  END LOOP;
END;
$$;
