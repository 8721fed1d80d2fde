/** `GET /health` data; HTTP 503 with database 'down' when the database does not answer. */
export interface HealthData {
  database: 'up' | 'down';
  engine: 'pglite' | 'postgres';
}
