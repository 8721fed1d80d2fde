-- Passenger-name search on orders uses a trigram index (orders_passenger_names_trgm_idx).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
