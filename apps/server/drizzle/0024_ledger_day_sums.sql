CREATE TABLE "ledger_day_sums" (
	"time_zone" varchar(64) NOT NULL,
	"day" date NOT NULL,
	"account_id" integer NOT NULL,
	"type" varchar(32) NOT NULL,
	"entries" integer NOT NULL,
	"credits" numeric NOT NULL,
	"debits" numeric NOT NULL,
	CONSTRAINT "ledger_day_sums_time_zone_account_id_day_type_pk" PRIMARY KEY("time_zone","account_id","day","type")
);
--> statement-breakpoint
CREATE TABLE "ledger_sum_days" (
	"time_zone" varchar(64) NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "ledger_sum_days_time_zone_day_pk" PRIMARY KEY("time_zone","day")
);
--> statement-breakpoint
-- New entries forget the kept days they fall on, in every time zone kept: a payment today finds no
-- mark. An entry old enough to lie on a settled day first waits for fills in progress (they hold the
-- shared side of advisory lock 240024), so no fill commits a day without it.
CREATE FUNCTION ledger_day_sums_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows WHERE created_at < clock_timestamp() - interval '10 minutes') THEN
    PERFORM pg_advisory_xact_lock(240024);
  END IF;
  WITH days AS (
    SELECT DISTINCT z.time_zone, (n.created_at AT TIME ZONE z.time_zone)::date AS day
    FROM new_rows n CROSS JOIN (SELECT DISTINCT time_zone FROM ledger_sum_days) z
  ), forgotten AS (
    DELETE FROM ledger_sum_days m USING days d
    WHERE m.time_zone = d.time_zone AND m.day = d.day
    RETURNING m.time_zone, m.day
  )
  DELETE FROM ledger_day_sums s USING forgotten f WHERE s.time_zone = f.time_zone AND s.day = f.day;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_day_sums_forget AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_day_sums_forget();
--> statement-breakpoint
-- The ledger is append-only (0001); a TRUNCATE (a test's or a bench's reset) forgets every kept day.
CREATE FUNCTION ledger_day_sums_forget_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ledger_day_sums;
  DELETE FROM ledger_sum_days;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_day_sums_forget_all AFTER TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_day_sums_forget_all();
