-- The case lists ask `created_at desc, id desc`, which PostgreSQL reads as NULLS FIRST; the indexes of 0014
-- and 0016 were DESC NULLS LAST, so no index gave that order and each first page sorted the kind's whole
-- platform (2.4 s for 110,000 bags, docs/benchmarks.md). Both columns are NOT NULL: the same order, now
-- one the indexes give.
DROP INDEX "after_sales_cases_kind_created_idx";--> statement-breakpoint
CREATE INDEX "after_sales_cases_kind_created_idx" ON "after_sales_cases" USING btree ("kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
DROP INDEX "after_sales_cases_scope_created_idx";--> statement-breakpoint
CREATE INDEX "after_sales_cases_scope_created_idx" ON "after_sales_cases" USING btree ("kind","platform_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
DROP INDEX "after_sales_cases_scope_status_created_idx";--> statement-breakpoint
CREATE INDEX "after_sales_cases_scope_status_created_idx" ON "after_sales_cases" USING btree ("kind","platform_type","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- The queue (case-queue.ts): the open cases only, each kind's soonest deadlines first, what the queue's
-- page reads as a top N per kind; the scope and state ride along so its counts read the index alone. The
-- open states are each kind's declaration's (openStatuses); a test keeps this predicate equal to them.
CREATE INDEX "after_sales_cases_open_deadline_idx" ON "after_sales_cases" USING btree ("kind","deadline","id") INCLUDE ("platform_type","status") WHERE
  ("kind" = 'REFUND' AND "status" IN ('REQUESTED','QUOTED','QUOTE_EXPIRED','CONFIRMED','SUBMITTED_TO_AIRLINE','AIRLINE_APPROVED'))
  OR ("kind" = 'TICKET_CHANGE' AND "status" IN ('REQUESTED','QUOTED','QUOTE_EXPIRED','PENDING_PAYMENT','PAID'))
  OR ("kind" = 'PASSENGER_CHANGE' AND "status" IN ('REQUESTED','SUBMITTED'))
  OR ("kind" = 'REBOOK' AND "status" IN ('REQUESTED','FLIGHT_SELECTED','CONFIRMED','PAYMENT_PENDING'))
  OR ("kind" = 'VOID_TICKET' AND "status" IN ('REQUESTED'))
  OR ("kind" = 'SEAT' AND "status" IN ('PRICED','PENDING_PAYMENT','PAID','ISSUED','REASSIGNED','REFUND_REQUESTED'))
  OR ("kind" = 'BAGGAGE' AND "status" IN ('PRICED','PENDING_PAYMENT','PAID','ISSUED','REFUND_REQUESTED'))
  OR ("kind" = 'COMPENSATION' AND "status" IN ('OPENED','ASSESSED','ELIGIBLE','CLAIM_SUBMITTED','AIRLINE_ACCEPTED','PAID'))
  OR ("kind" = 'DISRUPTION' AND "status" IN ('DETECTED','NOTIFIED','AWAITING_DECISION','ACCEPTED','REBOOKED','INVOLUNTARY_REFUND'));
