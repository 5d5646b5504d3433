CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"school_name" text NOT NULL,
	"class_name" text NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"student_id" uuid NOT NULL,
	"teacher_id" uuid,
	"modifying_teacher_id" uuid,
	"arrived" boolean DEFAULT false NOT NULL,
	"attendance_exception" text,
	"performance" jsonb,
	"reading" jsonb,
	"confirmed" boolean DEFAULT false NOT NULL,
	"cancellation_reason" text,
	"visible" boolean DEFAULT false NOT NULL,
	"session_count" integer DEFAULT 1 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_modifying_teacher_id_users_id_fk" FOREIGN KEY ("modifying_teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_school_date_status" ON "sessions" USING btree ("school_name","date","status","category");--> statement-breakpoint
CREATE INDEX "sessions_date_status" ON "sessions" USING btree ("date","status");--> statement-breakpoint
CREATE INDEX "sessions_student_completed" ON "sessions" USING btree ("student_id","completed_at");--> statement-breakpoint
CREATE INDEX "sessions_teacher_completed" ON "sessions" USING btree ("teacher_id","completed_at");