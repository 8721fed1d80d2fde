-- Rebooks move onto the case kernel (docs/decisions/0023-case-kernel.md): every rebook case becomes a
-- REBOOK case that keeps its number, state, times and operator; what only a rebook reads goes to details.
-- Their history stays where it was, in the orders' operation records; each case gets one record saying so.
INSERT INTO "after_sales_cases" ("kind", "case_no", "order_id", "platform_type", "order_no", "pnr", "airline",
	"passenger_names", "segment_summary", "sub_type", "status", "passenger_ids", "segment_ids",
	"application_amount", "confirmed_amount", "currency", "details", "created_by", "created_at", "updated_by", "updated_at")
SELECT 'REBOOK', r."rebook_no", r."order_id", o."platform_type", o."order_no", o."pnr", o."airline",
	coalesce((SELECT string_agg(p."given_name" || ' ' || p."surname", ', ' ORDER BY p."seq") FROM "order_passengers" p WHERE p."order_id" = o."id"), ''),
	coalesce((SELECT string_agg(s."flight_no" || ' ' || s."dep" || '-' || s."arr" || ' ' || to_char(s."dep_time", 'YYYY-MM-DD HH24:MI'), ', ' ORDER BY s."seq") FROM "order_segments" s WHERE s."order_id" = o."id"), ''),
	r."reason", r."status",
	array(SELECT p."id" FROM "order_passengers" p WHERE p."order_id" = o."id" ORDER BY p."seq"),
	array(SELECT s."id" FROM "order_segments" s WHERE s."order_id" = o."id" ORDER BY s."seq"),
	r."price_difference", greatest(r."price_difference", 0) + r."penalty", r."currency",
	jsonb_build_object('itinerary', r."itinerary", 'originalTotal', r."original_total"::text,
		'priceDifference', r."price_difference"::text, 'penalty', r."penalty"::text,
		'cardBrand', r."card_brand", 'cardLast4', r."card_last4"),
	r."operator", r."created_at", r."operator", r."updated_at"
FROM "rebook_cases" r JOIN "orders" o ON o."id" = r."order_id"
ORDER BY r."created_at", r."id";--> statement-breakpoint
INSERT INTO "case_records" ("case_id", "create_time", "operator", "action", "to_status", "content")
SELECT c."id", c."updated_at", 'system', 'MIGRATE', c."status",
	'Rebook ' || c."case_no" || ' moved onto the case kernel in ' || c."status" || '; its earlier steps are in the order''s operation records'
FROM "after_sales_cases" c WHERE c."kind" = 'REBOOK';--> statement-breakpoint
ALTER TABLE "rebook_cases" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "rebook_cases" CASCADE;--> statement-breakpoint
ALTER TABLE "case_money_effects" ALTER COLUMN "ledger_entry_id" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_cases_open_rebook_key" ON "after_sales_cases" USING btree ("order_id") WHERE "after_sales_cases"."kind" = 'REBOOK' and "after_sales_cases"."status" in ('REQUESTED', 'FLIGHT_SELECTED', 'CONFIRMED', 'PAYMENT_PENDING');