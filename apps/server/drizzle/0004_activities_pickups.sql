CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"school_name" text NOT NULL,
	"class_name" text NOT NULL,
	"category" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_shifts" (
	"pickup_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	CONSTRAINT "pickup_shifts_pickup_id_shift_id_pk" PRIMARY KEY("pickup_id","shift_id")
);
--> statement-breakpoint
CREATE TABLE "pickup_students" (
	"pickup_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	CONSTRAINT "pickup_students_pickup_id_student_id_pk" PRIMARY KEY("pickup_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "pickups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"school_name" text NOT NULL,
	"location" text NOT NULL,
	"category" text NOT NULL,
	"time_to_leave" text,
	"time_to_pickup" text,
	"time_to_return" text,
	"outward_method" text,
	"return_method" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pickup_shifts" ADD CONSTRAINT "pickup_shifts_pickup_id_pickups_id_fk" FOREIGN KEY ("pickup_id") REFERENCES "public"."pickups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_shifts" ADD CONSTRAINT "pickup_shifts_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_students" ADD CONSTRAINT "pickup_students_pickup_id_pickups_id_fk" FOREIGN KEY ("pickup_id") REFERENCES "public"."pickups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_students" ADD CONSTRAINT "pickup_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activities_one_per_class_day" ON "activities" USING btree ("school_name","date","class_name");--> statement-breakpoint
CREATE INDEX "activities_date" ON "activities" USING btree ("date");--> statement-breakpoint
CREATE INDEX "pickup_shifts_shift" ON "pickup_shifts" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "pickup_students_student" ON "pickup_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "pickups_school_date" ON "pickups" USING btree ("school_name","date");--> statement-breakpoint
CREATE INDEX "pickups_date" ON "pickups" USING btree ("date");