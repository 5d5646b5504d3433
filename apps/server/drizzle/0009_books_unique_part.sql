-- Hand-written data fix (issue 16 item 32), kept with the constraint it makes possible: books that
-- already share level, order and part would stop the upgrade. The oldest keeps its numbers; each later
-- one gets the next free part at its level and order, so no book is lost and the server starts. The
-- book list then shows them apart, a supervisor renumbers them as meant, and an audit event records
-- every change (action 'book.renumber', before and after).
WITH "ranked" AS (
  SELECT "id", "level", "book_order", "part",
         row_number() OVER (PARTITION BY "level", "book_order", "part" ORDER BY "created_at", "id") AS "n"
  FROM "books"
), "dupes" AS (
  SELECT "id", "level", "book_order", "part",
         row_number() OVER (PARTITION BY "level", "book_order" ORDER BY "part" NULLS FIRST, "n", "id") AS "k"
  FROM "ranked" WHERE "n" > 1
), "tops" AS (
  SELECT "level", "book_order", coalesce(max("part"), 0) AS "top" FROM "books" GROUP BY "level", "book_order"
), "changed" AS (
  UPDATE "books" AS "b" SET "part" = "tops"."top" + "dupes"."k", "updated_at" = now()
  FROM "dupes" JOIN "tops" USING ("level", "book_order")
  WHERE "b"."id" = "dupes"."id"
  RETURNING "b"."id", "b"."level", "b"."book_order", "dupes"."part" AS "old_part", "b"."part" AS "new_part"
)
INSERT INTO "audit_events" ("action", "entity", "entity_id", "before", "after")
SELECT 'book.renumber', 'book', "id"::text,
       jsonb_build_object('level', "level", 'order', "book_order", 'part', "old_part"),
       jsonb_build_object('level', "level", 'order', "book_order", 'part', "new_part")
FROM "changed";--> statement-breakpoint
DROP INDEX "books_level_order";--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_level_order_part" UNIQUE NULLS NOT DISTINCT("level","book_order","part");
