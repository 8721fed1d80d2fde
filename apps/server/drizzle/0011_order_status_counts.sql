CREATE TABLE "order_status_counts" (
	"platform_type" smallint NOT NULL,
	"status" varchar(24) NOT NULL,
	"orders" bigint NOT NULL,
	CONSTRAINT "order_status_counts_platform_type_status_pk" PRIMARY KEY("platform_type","status")
);
