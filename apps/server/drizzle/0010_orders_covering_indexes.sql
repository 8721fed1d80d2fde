DROP INDEX "orders_platform_depart_time_idx";--> statement-breakpoint
DROP INDEX "orders_platform_status_book_time_idx";--> statement-breakpoint
DROP INDEX "orders_platform_total_price_idx";--> statement-breakpoint
DROP INDEX "orders_platform_airline_book_time_idx";--> statement-breakpoint
DROP INDEX "orders_platform_channel_book_time_idx";--> statement-breakpoint
DROP INDEX "orders_route_book_time_idx";--> statement-breakpoint
DROP INDEX "orders_passenger_names_trgm_idx";--> statement-breakpoint
CREATE INDEX "orders_platform_status_idx" ON "orders" USING btree ("platform_type","status");--> statement-breakpoint
CREATE INDEX "orders_platform_depart_time_idx" ON "orders" USING btree ("platform_type","depart_time","book_time","id");--> statement-breakpoint
CREATE INDEX "orders_platform_status_book_time_idx" ON "orders" USING btree ("platform_type","status","book_time","id");--> statement-breakpoint
CREATE INDEX "orders_platform_total_price_idx" ON "orders" USING btree ("platform_type","total_price_eur","id");--> statement-breakpoint
CREATE INDEX "orders_platform_airline_book_time_idx" ON "orders" USING btree ("platform_type","airline","book_time","id");--> statement-breakpoint
CREATE INDEX "orders_platform_channel_book_time_idx" ON "orders" USING btree ("platform_type","channel","book_time","id");--> statement-breakpoint
CREATE INDEX "orders_route_book_time_idx" ON "orders" USING btree ("platform_type","dep_airport","arr_airport","book_time","id");--> statement-breakpoint
CREATE INDEX "orders_passenger_names_trgm_idx" ON "orders" USING gin ("platform_type","passenger_names" gin_trgm_ops);