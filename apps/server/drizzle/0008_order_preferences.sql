CREATE TABLE "order_list_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"page_size" smallint NOT NULL,
	"columns" text[] NOT NULL,
	"sort_field" varchar(16) NOT NULL,
	"sort_order" varchar(4) NOT NULL,
	"statuses" text[] NOT NULL,
	"channel" varchar(16),
	"book_days" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_list_preferences" ADD CONSTRAINT "order_list_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;