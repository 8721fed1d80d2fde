ALTER TABLE "flight_disruption_orders" DROP CONSTRAINT "flight_disruption_orders_segment_id_order_segments_id_fk";
--> statement-breakpoint
ALTER TABLE "flight_disruption_orders" ALTER COLUMN "segment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_disruption_orders" ADD CONSTRAINT "flight_disruption_orders_segment_id_order_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."order_segments"("id") ON DELETE set null ON UPDATE no action;