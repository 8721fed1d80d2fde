-- Case lists (npm run bench -- cases, docs/benchmarks.md): every list call is scoped to the operator's
-- platform and runs the kind's expiry first. A scope's newest page and its total read the first index
-- alone; a status with a created range the second; the expiry (QUOTED past its deadline) the third, which
-- leaves out the expired quotes that keep their past deadlines; an order-number search (contains) the fourth.
CREATE INDEX "after_sales_cases_scope_created_idx" ON "after_sales_cases" USING btree ("kind","platform_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "after_sales_cases_scope_status_created_idx" ON "after_sales_cases" USING btree ("kind","platform_type","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "after_sales_cases_status_deadline_idx" ON "after_sales_cases" USING btree ("kind","status","deadline") WHERE "after_sales_cases"."deadline" is not null;--> statement-breakpoint
CREATE INDEX "after_sales_cases_order_no_trgm_idx" ON "after_sales_cases" USING gin ("order_no" gin_trgm_ops);
