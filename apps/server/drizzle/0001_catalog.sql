CREATE TABLE "books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"level" smallint NOT NULL,
	"book_order" smallint NOT NULL,
	"part" smallint,
	"word_count" integer NOT NULL,
	"key_words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spelling_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"level" smallint NOT NULL,
	"category_order" smallint NOT NULL,
	"words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sms_id" integer NOT NULL,
	"name" text NOT NULL,
	"grade" text DEFAULT '' NOT NULL,
	"remarks" text,
	"comments" text,
	"photo" text,
	"reading_stage" smallint DEFAULT 0 NOT NULL,
	"times_read" integer DEFAULT 1 NOT NULL,
	"abc_stage" text DEFAULT 'uppercaseAbcs' NOT NULL,
	"abc_letters" smallint DEFAULT 5 NOT NULL,
	"old_progression" boolean DEFAULT false NOT NULL,
	"spelling_category_id" uuid,
	"book_id" uuid,
	"non_system_book" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"role" smallint NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manuals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_name" text NOT NULL,
	"url" text NOT NULL,
	"pickup_category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_spelling_category_id_spelling_categories_id_fk" FOREIGN KEY ("spelling_category_id") REFERENCES "public"."spelling_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "books_level_order" ON "books" USING btree ("level","book_order","part");--> statement-breakpoint
CREATE INDEX "spelling_categories_level_order" ON "spelling_categories" USING btree ("level","category_order");--> statement-breakpoint
CREATE UNIQUE INDEX "students_sms_id" ON "students" USING btree ("sms_id");--> statement-breakpoint
CREATE INDEX "students_name" ON "students" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "students_book" ON "students" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "students_spelling_category" ON "students" USING btree ("spelling_category_id");--> statement-breakpoint
CREATE INDEX "links_role_clicks" ON "links" USING btree ("role","click_count");--> statement-breakpoint
CREATE INDEX "manuals_location_category" ON "manuals" USING btree ("location_name","pickup_category");