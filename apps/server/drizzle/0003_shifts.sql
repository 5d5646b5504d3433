CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"school_name" text,
	"start_time" text,
	"end_time" text,
	"available_from" text,
	"available_until" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shifts_date_school_status" ON "shifts" USING btree ("date","school_name","status");--> statement-breakpoint
CREATE INDEX "shifts_user_date" ON "shifts" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "shifts_status_date" ON "shifts" USING btree ("status","date");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_one_submission_per_day" ON "shifts" USING btree ("user_id","date") WHERE "shifts"."status" = 0;