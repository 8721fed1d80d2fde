-- Disruptions move onto the case kernel (docs/decisions/0023-case-kernel.md): a disruption is a case of a
-- flight (kind DISRUPTION, no order, no platform) whose number, state, version and history live in the
-- kernel's tables; the flight's own fields go to disruption_flights (keyed by case id), the affected
-- orders stay in flight_disruption_orders (re-keyed to the case id). Old numbers are kept.
ALTER TABLE "after_sales_cases" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sales_cases" ALTER COLUMN "platform_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "case_records" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TABLE "disruption_flights" (
	"case_id" bigint PRIMARY KEY NOT NULL,
	"type" varchar(16) NOT NULL,
	"airline" char(2) NOT NULL,
	"flight_no" varchar(8) NOT NULL,
	"flight_date" date NOT NULL,
	"dep" char(3) NOT NULL,
	"arr" char(3) NOT NULL,
	"original_dep_time" timestamp NOT NULL,
	"original_arr_time" timestamp NOT NULL,
	"new_dep_time" timestamp,
	"new_arr_time" timestamp,
	"delay_minutes" integer DEFAULT 0 NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"compensation_checked" boolean DEFAULT false NOT NULL,
	"compensation_eligible" boolean,
	"compensation_amount" numeric(10, 2),
	"compensation_note" text DEFAULT '' NOT NULL,
	CONSTRAINT "disruption_flights_type_check" CHECK ("type" in ('SCHEDULE_CHANGE', 'CANCELLATION', 'DELAY'))
);
--> statement-breakpoint
ALTER TABLE "disruption_flights" ADD CONSTRAINT "disruption_flights_case_id_after_sales_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."after_sales_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disruption_flights_flight_idx" ON "disruption_flights" USING btree ("flight_no","flight_date");--> statement-breakpoint
CREATE INDEX "disruption_flights_airline_idx" ON "disruption_flights" USING btree ("airline","flight_date");--> statement-breakpoint
CREATE INDEX "disruption_flights_date_idx" ON "disruption_flights" USING btree ("flight_date");--> statement-breakpoint
CREATE INDEX "disruption_flights_delay_idx" ON "disruption_flights" USING btree ("delay_minutes");--> statement-breakpoint
-- Each disruption gets a case id from the kernel's sequence, in the order they were recorded.
ALTER TABLE "flight_disruptions" ADD COLUMN "case_id" bigint;--> statement-breakpoint
UPDATE "flight_disruptions" fd SET "case_id" = m."case_id"
FROM (SELECT o."id", nextval(pg_get_serial_sequence('after_sales_cases', 'id')) AS "case_id"
	FROM (SELECT "id" FROM "flight_disruptions" ORDER BY "id") o) m
WHERE m."id" = fd."id";--> statement-breakpoint
-- An undecided disruption is due by the flight's departure (airport-local, so read in the airport's zone).
INSERT INTO "after_sales_cases" ("id", "kind", "case_no", "order_id", "platform_type", "order_no", "pnr", "airline",
	"passenger_names", "segment_summary", "sub_type", "status", "version", "passenger_ids", "segment_ids",
	"currency", "deadline", "details", "remark", "created_by", "created_at", "updated_by", "updated_at")
SELECT fd."case_id", 'DISRUPTION', fd."disruption_no", NULL, NULL, '', '', fd."airline", '',
	fd."flight_no" || ' ' || fd."dep" || '-' || fd."arr" || ' ' || to_char(fd."original_dep_time", 'YYYY-MM-DD HH24:MI'),
	fd."type", fd."status",
	1 + (SELECT count(*) FROM "flight_disruption_events" e WHERE e."disruption_id" = fd."id" AND e."from_status" IS NOT NULL)::int,
	'{}', '{}', 'EUR',
	CASE WHEN fd."status" IN ('DETECTED', 'NOTIFIED', 'AWAITING_DECISION')
		THEN fd."original_dep_time" AT TIME ZONE coalesce(z."tz", 'UTC') END,
	'{}'::jsonb, '',
	coalesce((SELECT e."operator" FROM "flight_disruption_events" e WHERE e."disruption_id" = fd."id" ORDER BY e."created_at", e."id" LIMIT 1), 'system'),
	fd."detected_at",
	coalesce((SELECT e."operator" FROM "flight_disruption_events" e WHERE e."disruption_id" = fd."id" ORDER BY e."created_at" DESC, e."id" DESC LIMIT 1), 'system'),
	fd."updated_at"
FROM "flight_disruptions" fd
LEFT JOIN (VALUES
	('FRA', 'Europe/Berlin'),
	('MUC', 'Europe/Berlin'),
	('BER', 'Europe/Berlin'),
	('LHR', 'Europe/London'),
	('LGW', 'Europe/London'),
	('CDG', 'Europe/Paris'),
	('AMS', 'Europe/Amsterdam'),
	('BRU', 'Europe/Brussels'),
	('MAD', 'Europe/Madrid'),
	('BCN', 'Europe/Madrid'),
	('LIS', 'Europe/Lisbon'),
	('FCO', 'Europe/Rome'),
	('MXP', 'Europe/Rome'),
	('VIE', 'Europe/Vienna'),
	('ZRH', 'Europe/Zurich'),
	('CPH', 'Europe/Copenhagen'),
	('ARN', 'Europe/Stockholm'),
	('OSL', 'Europe/Oslo'),
	('HEL', 'Europe/Helsinki'),
	('DUB', 'Europe/Dublin'),
	('ATH', 'Europe/Athens'),
	('IST', 'Europe/Istanbul'),
	('WAW', 'Europe/Warsaw'),
	('PRG', 'Europe/Prague'),
	('JFK', 'America/New_York'),
	('LAX', 'America/Los_Angeles'),
	('YYZ', 'America/Toronto'),
	('DXB', 'Asia/Dubai'),
	('SIN', 'Asia/Singapore'),
	('HKG', 'Asia/Hong_Kong'),
	('NRT', 'Asia/Tokyo'),
	('ICN', 'Asia/Seoul'),
	('PVG', 'Asia/Shanghai'),
	('PEK', 'Asia/Shanghai'),
	('SYD', 'Australia/Sydney')
) AS z("code", "tz") ON z."code" = fd."dep"
ORDER BY fd."case_id";--> statement-breakpoint
INSERT INTO "disruption_flights" ("case_id", "type", "airline", "flight_no", "flight_date", "dep", "arr",
	"original_dep_time", "original_arr_time", "new_dep_time", "new_arr_time", "delay_minutes", "reason",
	"compensation_checked", "compensation_eligible", "compensation_amount", "compensation_note")
SELECT "case_id", "type", "airline", "flight_no", "flight_date", "dep", "arr",
	"original_dep_time", "original_arr_time", "new_dep_time", "new_arr_time", "delay_minutes", "reason",
	"compensation_checked", "compensation_eligible", "compensation_amount", "compensation_note"
FROM "flight_disruptions";--> statement-breakpoint
-- The history: recording opened the case, a move moved it, a row from a state to itself was a compensation check.
INSERT INTO "case_records" ("case_id", "create_time", "operator", "action", "from_status", "to_status", "content", "note")
SELECT fd."case_id", e."created_at", e."operator",
	CASE WHEN e."from_status" IS NULL THEN 'OPEN' WHEN e."from_status" = e."to_status" THEN 'CHECK' ELSE 'MOVE' END,
	e."from_status", e."to_status",
	'Flight disruption ' || fd."disruption_no" || ' (' || fd."flight_no" || ' ' || to_char(fd."flight_date", 'YYYY-MM-DD') || ', ' || fd."type" || '): '
		|| CASE WHEN e."from_status" IS NULL THEN e."to_status"
			WHEN e."from_status" = e."to_status" THEN 'compensation check'
			ELSE e."from_status" || ' → ' || e."to_status" END,
	e."note"
FROM "flight_disruption_events" e JOIN "flight_disruptions" fd ON fd."id" = e."disruption_id"
ORDER BY e."created_at", e."id";--> statement-breakpoint
ALTER TABLE "flight_disruption_orders" DROP CONSTRAINT "flight_disruption_orders_disruption_id_flight_disruptions_id_fk";--> statement-breakpoint
DROP INDEX "flight_disruption_orders_key";--> statement-breakpoint
DROP INDEX "flight_disruption_orders_platform_idx";--> statement-breakpoint
ALTER TABLE "flight_disruption_orders" ADD COLUMN "case_id" bigint;--> statement-breakpoint
UPDATE "flight_disruption_orders" o SET "case_id" = fd."case_id" FROM "flight_disruptions" fd WHERE fd."id" = o."disruption_id";--> statement-breakpoint
ALTER TABLE "flight_disruption_orders" ALTER COLUMN "case_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_disruption_orders" DROP COLUMN "disruption_id";--> statement-breakpoint
ALTER TABLE "flight_disruption_orders" ADD CONSTRAINT "flight_disruption_orders_case_id_after_sales_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."after_sales_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flight_disruption_orders_key" ON "flight_disruption_orders" USING btree ("case_id","order_id");--> statement-breakpoint
CREATE INDEX "flight_disruption_orders_platform_idx" ON "flight_disruption_orders" USING btree ("platform_type","case_id");--> statement-breakpoint
DROP TABLE "flight_disruption_events" CASCADE;--> statement-breakpoint
DROP TABLE "flight_disruptions" CASCADE;
