CREATE TABLE "exchange_rates" (
	"currency" char(3) NOT NULL,
	"day" date NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"source" varchar(16) NOT NULL,
	"updated_by" varchar(64) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"synced_at" timestamp with time zone,
	CONSTRAINT "exchange_rates_pkey" PRIMARY KEY("currency","day"),
	CONSTRAINT "exchange_rates_rate_check" CHECK ("exchange_rates"."rate" > 0),
	CONSTRAINT "exchange_rates_source_check" CHECK ("exchange_rates"."source" in ('entered', 'imported', 'demo', 'carried'))
);
--> statement-breakpoint
CREATE INDEX "ledger_entries_created_at_id_idx" ON "ledger_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_id_created_at_id_idx" ON "ledger_entries" USING btree ("account_id","created_at","id");