-- The passenger-name index holds platform_type too (orders_passenger_names_trgm_idx).
CREATE EXTENSION IF NOT EXISTS btree_gin;
