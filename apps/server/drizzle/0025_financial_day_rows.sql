CREATE TABLE "financial_day_marks" (
	"time_zone" varchar(64) NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "financial_day_marks_time_zone_day_pk" PRIMARY KEY("time_zone","day")
);
--> statement-breakpoint
CREATE TABLE "financial_day_rows" (
	"time_zone" varchar(64) NOT NULL,
	"day" date NOT NULL,
	"platform_type" smallint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"currency" char(3) NOT NULL,
	"sales" numeric NOT NULL,
	"sales_eur" numeric NOT NULL,
	"taxes" numeric NOT NULL,
	"taxes_eur" numeric NOT NULL,
	"fees" numeric NOT NULL,
	"fees_eur" numeric NOT NULL,
	"ancillaries" numeric NOT NULL,
	"ancillaries_eur" numeric NOT NULL,
	"changes" numeric NOT NULL,
	"changes_eur" numeric NOT NULL,
	"refunds" numeric NOT NULL,
	"refunds_eur" numeric NOT NULL,
	"voids" numeric NOT NULL,
	"voids_eur" numeric NOT NULL,
	"compensation" numeric NOT NULL,
	"compensation_eur" numeric NOT NULL,
	"external" numeric NOT NULL,
	"external_eur" numeric NOT NULL,
	"net" numeric NOT NULL,
	"net_eur" numeric NOT NULL,
	CONSTRAINT "financial_day_rows_time_zone_platform_type_day_order_id_pk" PRIMARY KEY("time_zone","platform_type","day","order_id")
);
--> statement-breakpoint
CREATE TABLE "financial_day_totals" (
	"time_zone" varchar(64) NOT NULL,
	"day" date NOT NULL,
	"platform_type" smallint NOT NULL,
	"currency" char(3) NOT NULL,
	"rows" integer NOT NULL,
	"sales" numeric NOT NULL,
	"sales_eur" numeric NOT NULL,
	"taxes" numeric NOT NULL,
	"taxes_eur" numeric NOT NULL,
	"fees" numeric NOT NULL,
	"fees_eur" numeric NOT NULL,
	"ancillaries" numeric NOT NULL,
	"ancillaries_eur" numeric NOT NULL,
	"changes" numeric NOT NULL,
	"changes_eur" numeric NOT NULL,
	"refunds" numeric NOT NULL,
	"refunds_eur" numeric NOT NULL,
	"voids" numeric NOT NULL,
	"voids_eur" numeric NOT NULL,
	"compensation" numeric NOT NULL,
	"compensation_eur" numeric NOT NULL,
	"external" numeric NOT NULL,
	"external_eur" numeric NOT NULL,
	"net" numeric NOT NULL,
	"net_eur" numeric NOT NULL,
	CONSTRAINT "financial_day_totals_time_zone_day_platform_type_currency_pk" PRIMARY KEY("time_zone","day","platform_type","currency")
);
--> statement-breakpoint
CREATE INDEX "financial_day_rows_order_id_idx" ON "financial_day_rows" USING btree ("order_id");--> statement-breakpoint
-- Forgetting kept days: their marks, rows and totals go together. A writer that may touch a settled
-- day first takes advisory lock 250025, whose shared side every fill holds (financial-day-rows.ts),
-- so no fill commits a day without the change, and a trigger reads the marks after any fill it waited for.
-- The rows are keyed by platform before day (a platform's report reads them in day order), so they go
-- by the (time zone, platform, day) the totals name: every statement of it sees the totals before.
CREATE FUNCTION financial_days_forget(zones varchar[], days date[]) RETURNS void LANGUAGE sql AS $$
  WITH forgotten AS (
    DELETE FROM financial_day_marks m USING unnest(zones, days) f(time_zone, day)
    WHERE m.time_zone = f.time_zone AND m.day = f.day
    RETURNING m.time_zone, m.day
  ), platforms AS (
    SELECT DISTINCT t.time_zone, t.platform_type, t.day FROM financial_day_totals t
    JOIN forgotten f ON t.time_zone = f.time_zone AND t.day = f.day
  ), forgotten_rows AS (
    DELETE FROM financial_day_rows r USING platforms p
    WHERE r.time_zone = p.time_zone AND r.platform_type = p.platform_type AND r.day = p.day
  )
  DELETE FROM financial_day_totals t USING forgotten f WHERE t.time_zone = f.time_zone AND t.day = f.day;
$$;
--> statement-breakpoint
-- The days of instants (payments, ledger entries) in every time zone kept. A seed writing the past
-- before anything is kept only scans its instants once.
CREATE FUNCTION financial_days_forget_instants(instants timestamptz[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM unnest(instants) i WHERE i < clock_timestamp() - interval '10 minutes') THEN
    PERFORM pg_advisory_xact_lock(250025);
  END IF;
  IF NOT EXISTS (SELECT 1 FROM financial_day_marks) THEN
    RETURN;
  END IF;
  PERFORM financial_days_forget(array_agg(z.time_zone), array_agg(z.day)) FROM (
    SELECT DISTINCT m.time_zone, (i AT TIME ZONE m.time_zone)::date AS day
    FROM unnest(instants) i CROSS JOIN (SELECT DISTINCT time_zone FROM financial_day_marks) m
    WHERE i IS NOT NULL
  ) z;
END;
$$;
--> statement-breakpoint
-- Business days (a financial line's): the same day in every time zone kept.
CREATE FUNCTION financial_days_forget_days(days date[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(250025);
  PERFORM financial_days_forget(array_agg(m.time_zone), array_agg(m.day))
  FROM financial_day_marks m WHERE m.day = ANY (days);
END;
$$;
--> statement-breakpoint
-- The days an order's rows are kept on: a change of its figures reaches its cases' days too. No lock
-- of its own: a payment today must not wait for a fill (its paid days decide, as instants).
CREATE FUNCTION financial_days_forget_orders(order_ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM financial_days_forget(array_agg(z.time_zone), array_agg(z.day)) FROM (
    SELECT DISTINCT time_zone, day FROM financial_day_rows WHERE order_id = ANY (order_ids)
  ) z;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION financial_days_forget_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM financial_day_totals;
  DELETE FROM financial_day_rows;
  DELETE FROM financial_day_marks;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION financial_days_ledger_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM financial_days_forget_instants(array(SELECT created_at FROM new_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER financial_days_ledger_inserted AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION financial_days_ledger_inserted();
--> statement-breakpoint
-- Orders: a new order paid in the past, or a change of what the report reads of an order (its paid
-- day, currency, amounts, number or platform): the old and new paid days and every day kept for it.
CREATE FUNCTION financial_days_orders_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM financial_days_forget_instants(array(SELECT paid_at FROM new_rows WHERE paid_at IS NOT NULL));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION financial_days_orders_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint[];
BEGIN
  changed := array(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.paid_at, n.currency, n.total_price, n.total_price_eur, n.taxes, n.fees, n.order_no, n.platform_type)
      IS DISTINCT FROM (o.paid_at, o.currency, o.total_price, o.total_price_eur, o.taxes, o.fees, o.order_no, o.platform_type));
  IF cardinality(changed) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM financial_days_forget_instants(array(
    SELECT paid_at FROM new_rows WHERE id = ANY (changed) AND paid_at IS NOT NULL
    UNION ALL SELECT paid_at FROM old_rows WHERE id = ANY (changed) AND paid_at IS NOT NULL));
  PERFORM financial_days_forget_orders(changed);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION financial_days_orders_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM financial_days_forget_orders(array(SELECT id FROM old_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER financial_days_orders_inserted AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION financial_days_orders_inserted();
--> statement-breakpoint
CREATE TRIGGER financial_days_orders_updated AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION financial_days_orders_updated();
--> statement-breakpoint
CREATE TRIGGER financial_days_orders_deleted AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION financial_days_orders_deleted();
--> statement-breakpoint
-- Financial lines from outside: the days they count on, before and after.
CREATE FUNCTION financial_days_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM financial_days_forget_days(array(SELECT day FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM financial_days_forget_days(array(SELECT day FROM old_rows));
  ELSE
    PERFORM financial_days_forget_days(array(SELECT day FROM new_rows UNION SELECT day FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER financial_days_lines_inserted AFTER INSERT ON financial_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION financial_days_lines_changed();
--> statement-breakpoint
CREATE TRIGGER financial_days_lines_updated AFTER UPDATE ON financial_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION financial_days_lines_changed();
--> statement-breakpoint
CREATE TRIGGER financial_days_lines_deleted AFTER DELETE ON financial_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION financial_days_lines_changed();
--> statement-breakpoint
-- Rates carry forward (rate-sql.ts dayRates): a rate written, changed or removed on day D values every
-- day from D on, in every currency for simplicity. A re-sync stamping synced_at changes no rate.
CREATE FUNCTION financial_days_rates_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  first_day date;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT min(day) INTO first_day FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT min(day) INTO first_day FROM old_rows;
  ELSE
    SELECT min(least(n.day, o.day)) INTO first_day FROM new_rows n FULL JOIN old_rows o
      ON o.currency = n.currency AND o.day = n.day
    WHERE n.rate IS DISTINCT FROM o.rate;
  END IF;
  IF first_day IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(250025);
  PERFORM financial_days_forget(array_agg(time_zone), array_agg(day))
  FROM financial_day_marks WHERE day >= first_day;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER financial_days_rates_inserted AFTER INSERT ON exchange_rates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION financial_days_rates_changed();
--> statement-breakpoint
CREATE TRIGGER financial_days_rates_updated AFTER UPDATE ON exchange_rates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION financial_days_rates_changed();
--> statement-breakpoint
CREATE TRIGGER financial_days_rates_deleted AFTER DELETE ON exchange_rates
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION financial_days_rates_changed();
--> statement-breakpoint
-- A case whose number, kind or order changes, or that goes: its old and new orders' kept days, and the
-- days of the entries it names (a scan of the ledger, for a change that does not happen in the console).
CREATE FUNCTION financial_days_cases_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved varchar[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM financial_days_forget_orders(array(SELECT order_id FROM old_rows WHERE order_id IS NOT NULL));
    RETURN NULL;
  END IF;
  moved := array(
    SELECT o.case_no FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (n.case_no, n.kind, n.order_id) IS DISTINCT FROM (o.case_no, o.kind, o.order_id)
    UNION ALL
    SELECT n.case_no FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (n.case_no, n.kind, n.order_id) IS DISTINCT FROM (o.case_no, o.kind, o.order_id));
  IF cardinality(moved) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM financial_days_forget_orders(array(
    SELECT order_id FROM old_rows WHERE case_no = ANY (moved) AND order_id IS NOT NULL
    UNION SELECT order_id FROM new_rows WHERE case_no = ANY (moved) AND order_id IS NOT NULL));
  PERFORM financial_days_forget_instants(array(
    SELECT created_at FROM ledger_entries WHERE reference = ANY (moved)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER financial_days_cases_updated AFTER UPDATE ON after_sales_cases
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION financial_days_cases_changed();
--> statement-breakpoint
CREATE TRIGGER financial_days_cases_deleted AFTER DELETE ON after_sales_cases
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION financial_days_cases_changed();
--> statement-breakpoint
CREATE TRIGGER financial_days_forget_all AFTER TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION financial_days_forget_all();
--> statement-breakpoint
CREATE TRIGGER financial_days_forget_all AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION financial_days_forget_all();
--> statement-breakpoint
CREATE TRIGGER financial_days_forget_all AFTER TRUNCATE ON financial_lines
  FOR EACH STATEMENT EXECUTE FUNCTION financial_days_forget_all();
--> statement-breakpoint
CREATE TRIGGER financial_days_forget_all AFTER TRUNCATE ON exchange_rates
  FOR EACH STATEMENT EXECUTE FUNCTION financial_days_forget_all();
