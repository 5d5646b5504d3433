CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"sms_id" integer NOT NULL,
	"name" text NOT NULL,
	"nickname" text,
	"role" smallint,
	"authority" smallint NOT NULL,
	"password_hash" text NOT NULL,
	"pin_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT true NOT NULL,
	"must_change_pin" boolean DEFAULT true NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"max_hours" integer,
	"reading_level" text DEFAULT 'none' NOT NULL,
	"training_level" smallint DEFAULT 0 NOT NULL,
	"main_shift" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_live" ON "users" USING btree ("username") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_sms_id_live" ON "users" USING btree ("sms_id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_role" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "audit_events_entity" ON "audit_events" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_events_at" ON "audit_events" USING btree ("at");