import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client';

/**
 * What to tell the user of a refused rate write: the server's own message (it names the field, or the
 * line of an import), or that only staff without a platform write rates (HTTP 403, decision 0030).
 */
export function rateRefusal(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.status === 403) return t('transactions.rates.writersOnly');
  if (isApiError(error) && error.message) return error.message;
  return t('transactions.rates.failed');
}
