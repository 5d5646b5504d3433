-- Decision 0040: the audit log's word search reads a lower-cased text of each event (its action, kind and record,
-- and the keys and values of its before and after, secrets left out) through a trigram index. PostgreSQL computes
-- the text from the row, so an event has it however it was inserted, and adding the column fills it for the events
-- already there (one rewrite of the table).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- The words of a before or after value: every key, and every value except under a key named like a secret (the
-- presenter's isSecretField: …hash, …secret, …nonce, password, pin, token, jwt, deviceTokens, …) and any piece
-- shaped like an argon2 or bcrypt hash or a hex digest (lib/log-safety.ts's scrubHashes). Nothing that the audit
-- log redacts on screen can be found by a search.
CREATE FUNCTION audit_search_words(v jsonb) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $fn$
DECLARE
  words text := '';
  k text;
  x jsonb;
  s text;
BEGIN
  CASE jsonb_typeof(v)
    WHEN 'object' THEN
      FOR k, x IN SELECT key, value FROM jsonb_each(v) LOOP
        words := words || ' ' || k;
        s := lower(k);
        CONTINUE WHEN s LIKE '%hash' OR s LIKE '%secret' OR s LIKE '%nonce' OR s IN
          ('password', 'pin', 'currentpassword', 'newpassword', 'currentpin', 'newpin', 'token', 'jwt', 'devicetoken',
           'devicetokens');
        words := words || ' ' || audit_search_words(x);
      END LOOP;
    WHEN 'array' THEN
      FOR x IN SELECT value FROM jsonb_array_elements(v) LOOP
        words := words || ' ' || audit_search_words(x);
      END LOOP;
    WHEN 'string' THEN
      words := v #>> '{}';
      IF words ~ '\$|[0-9a-fA-F]{40}' THEN
        words := regexp_replace(words, '\$argon2(id|i|d)\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/=]+(\$[A-Za-z0-9+/=]+)?', ' ', 'g');
        words := regexp_replace(words, '\$argon2(id|i|d)\$[^\s"'',;)]+', ' ', 'g');
        words := regexp_replace(words, '\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}', ' ', 'g');
        words := regexp_replace(words, '[0-9a-fA-F]{40,}', ' ', 'g');
      END IF;
    WHEN 'null' THEN
      NULL;
    ELSE
      words := v #>> '{}';
  END CASE;
  RETURN words;
END
$fn$;--> statement-breakpoint
-- One line per label, then the words of before and after, lower-cased (the search lower-cases its words the same way).
CREATE FUNCTION audit_search_text(action text, entity text, entity_id text, before jsonb, after jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN lower(concat_ws(E'\n', action, entity, entity_id, audit_search_words(before), audit_search_words(after)));--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "search_text" text GENERATED ALWAYS AS (audit_search_text(action, entity, entity_id, before, after)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_events_search" ON "audit_events" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The planner weighs the index against reading newest first by what it knows of the new column.
ANALYZE "audit_events";
