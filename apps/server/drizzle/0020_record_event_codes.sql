ALTER TABLE "mailboxes" DROP CONSTRAINT "mailboxes_email_type_check";--> statement-breakpoint
ALTER TABLE "order_operation_records" ADD COLUMN "event_code" text;--> statement-breakpoint
ALTER TABLE "order_operation_records" ADD COLUMN "event_params" jsonb;--> statement-breakpoint
ALTER TABLE "case_records" ADD COLUMN "event_code" text;--> statement-breakpoint
ALTER TABLE "case_records" ADD COLUMN "event_params" jsonb;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_email_type_check" CHECK ("email_type" in ('BALANCE_WARNING', 'REFUND', 'TICKET_CHANGE', 'DISRUPTION', 'SEAT'));