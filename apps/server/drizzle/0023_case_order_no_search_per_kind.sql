-- An order-number search ('contains', ilike '%…%') is always within one kind. One trigram index over the
-- whole table made each search intersect posting lists of trigrams every order number shares ('OF2', '000')
-- across all kinds: 33-43 ms at 200,000 cases per kind (docs/benchmarks.md). One partial index per kind of
-- order makes each list a kind's own: 12 ms became 1.4 ms on a synthetic table of 1,400,000 cases. A test
-- keeps one index per kind of order.
DROP INDEX "after_sales_cases_order_no_trgm_idx";--> statement-breakpoint
CREATE INDEX "after_sales_cases_order_no_trgm_refund_idx" ON "after_sales_cases" USING gin ("order_no" gin_trgm_ops) WHERE "kind" = 'REFUND';--> statement-breakpoint
CREATE INDEX "after_sales_cases_order_no_trgm_ticket_change_idx" ON "after_sales_cases" USING gin ("order_no" gin_trgm_ops) WHERE "kind" = 'TICKET_CHANGE';--> statement-breakpoint
CREATE INDEX "after_sales_cases_order_no_trgm_passenger_change_idx" ON "after_sales_cases" USING gin ("order_no" gin_trgm_ops) WHERE "kind" = 'PASSENGER_CHANGE';--> statement-breakpoint
CREATE INDEX "after_sales_cases_order_no_trgm_rebook_idx" ON "after_sales_cases" USING gin ("order_no" gin_trgm_ops) WHERE "kind" = 'REBOOK';--> statement-breakpoint
CREATE INDEX "after_sales_cases_order_no_trgm_void_ticket_idx" ON "after_sales_cases" USING gin ("order_no" gin_trgm_ops) WHERE "kind" = 'VOID_TICKET';--> statement-breakpoint
CREATE INDEX "after_sales_cases_order_no_trgm_seat_idx" ON "after_sales_cases" USING gin ("order_no" gin_trgm_ops) WHERE "kind" = 'SEAT';--> statement-breakpoint
CREATE INDEX "after_sales_cases_order_no_trgm_baggage_idx" ON "after_sales_cases" USING gin ("order_no" gin_trgm_ops) WHERE "kind" = 'BAGGAGE';--> statement-breakpoint
CREATE INDEX "after_sales_cases_order_no_trgm_compensation_idx" ON "after_sales_cases" USING gin ("order_no" gin_trgm_ops) WHERE "kind" = 'COMPENSATION';
