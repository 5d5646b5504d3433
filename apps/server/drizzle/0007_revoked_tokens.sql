CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revoked_tokens" ADD CONSTRAINT "revoked_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revoked_tokens_user" ON "revoked_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
-- Hand-written: a logout in one server process must reach the others' cached revocations (decision 0015),
-- as every cached table does (0006_change_feed.sql).
CREATE TRIGGER school_ops_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "revoked_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION school_ops_notify_change();
