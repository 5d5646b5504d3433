CREATE TABLE "upload_budget" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"photos" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_budget" ADD CONSTRAINT "upload_budget_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;