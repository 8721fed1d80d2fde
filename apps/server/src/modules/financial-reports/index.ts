/**
 * The financial reports' public face for the rest of the server (its routes are registered by
 * app.ts): keeping the report's figures of settled days ahead of the first reader.
 */
export { fillFinancialDays } from './financial-day-rows';
