-- order_status_counts follows every insert, update and delete of orders, one statement at a time
-- (transition tables: a bulk insert of 100,000 orders costs one grouped upsert). Rows are touched in
-- key order so two transactions moving orders between statuses cannot lock them crosswise.
CREATE FUNCTION order_status_counts_add(delta_sign integer, changed_platform smallint, changed_status varchar, changed integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_status_counts (platform_type, status, orders)
  VALUES (changed_platform, changed_status, delta_sign * changed)
  ON CONFLICT (platform_type, status) DO UPDATE SET orders = order_status_counts.orders + excluded.orders;
$$;
--> statement-breakpoint
CREATE FUNCTION orders_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_status_counts_add(1, platform_type, status, count(*)::integer) FROM new_rows GROUP BY platform_type, status ORDER BY platform_type, status;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION orders_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_status_counts_add(-1, platform_type, status, count(*)::integer) FROM old_rows GROUP BY platform_type, status ORDER BY platform_type, status;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION orders_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only the (platform, status) pairs whose numbers moved: most updates change neither.
  PERFORM order_status_counts_add(1, platform_type, status, sum(delta)::integer)
  FROM (
    SELECT platform_type, status, -count(*) AS delta FROM old_rows GROUP BY platform_type, status
    UNION ALL
    SELECT platform_type, status, count(*) FROM new_rows GROUP BY platform_type, status
  ) moves
  GROUP BY platform_type, status
  HAVING sum(delta) <> 0
  ORDER BY platform_type, status;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_count_inserted AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_count_inserted();
--> statement-breakpoint
CREATE TRIGGER orders_count_deleted AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_count_deleted();
--> statement-breakpoint
CREATE TRIGGER orders_count_updated AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_count_updated();
--> statement-breakpoint
INSERT INTO order_status_counts (platform_type, status, orders)
SELECT platform_type, status, count(*) FROM orders GROUP BY platform_type, status;
