-- case_status_counts follows every insert, update and delete of after_sales_cases, one statement at a
-- time, as order_status_counts follows orders (0011, 0012): a bulk insert costs one grouped upsert, rows
-- are touched in key order so two transactions moving cases cannot lock them crosswise. A case of a
-- flight has no platform and counts under platform 0.
CREATE TABLE "case_status_counts" (
	"kind" varchar(16) NOT NULL,
	"platform_type" smallint NOT NULL,
	"status" varchar(32) NOT NULL,
	"cases" bigint NOT NULL,
	CONSTRAINT "case_status_counts_kind_platform_type_status_pk" PRIMARY KEY("kind","platform_type","status")
);
--> statement-breakpoint
CREATE FUNCTION case_status_counts_add(changed_kind varchar, changed_platform smallint, changed_status varchar, changed integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO case_status_counts (kind, platform_type, status, cases)
  VALUES (changed_kind, changed_platform, changed_status, changed)
  ON CONFLICT (kind, platform_type, status) DO UPDATE SET cases = case_status_counts.cases + excluded.cases;
$$;
--> statement-breakpoint
CREATE FUNCTION cases_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM case_status_counts_add(kind, coalesce(platform_type, 0)::smallint, status, count(*)::integer)
  FROM new_rows GROUP BY kind, coalesce(platform_type, 0), status ORDER BY kind, coalesce(platform_type, 0), status;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION cases_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM case_status_counts_add(kind, coalesce(platform_type, 0)::smallint, status, -count(*)::integer)
  FROM old_rows GROUP BY kind, coalesce(platform_type, 0), status ORDER BY kind, coalesce(platform_type, 0), status;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION cases_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only the (kind, platform, status) triples whose numbers moved: most updates change none.
  PERFORM case_status_counts_add(kind, platform, status, sum(delta)::integer)
  FROM (
    SELECT kind, coalesce(platform_type, 0)::smallint AS platform, status, -count(*) AS delta
    FROM old_rows GROUP BY kind, coalesce(platform_type, 0), status
    UNION ALL
    SELECT kind, coalesce(platform_type, 0)::smallint, status, count(*)
    FROM new_rows GROUP BY kind, coalesce(platform_type, 0), status
  ) moves
  GROUP BY kind, platform, status
  HAVING sum(delta) <> 0
  ORDER BY kind, platform, status;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cases_count_inserted AFTER INSERT ON after_sales_cases
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cases_count_inserted();
--> statement-breakpoint
CREATE TRIGGER cases_count_deleted AFTER DELETE ON after_sales_cases
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cases_count_deleted();
--> statement-breakpoint
CREATE TRIGGER cases_count_updated AFTER UPDATE ON after_sales_cases
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cases_count_updated();
--> statement-breakpoint
INSERT INTO case_status_counts (kind, platform_type, status, cases)
SELECT kind, coalesce(platform_type, 0), status, count(*) FROM after_sales_cases GROUP BY kind, coalesce(platform_type, 0), status;
