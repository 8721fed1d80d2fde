import type { SupplierWarning } from '@ota/contract';
import { localizeMessage, requestLanguage } from '../../platform/messages';

/**
 * A search's wrapper failures in the reader's language (decision 0033): the sentence is translated, the
 * address and the transport's cause inside it stay as they came, as in a wrapper's connection test.
 */
export function withWarningsIn<T extends { warnings: SupplierWarning[] }>(
  answer: T,
  acceptLanguage: string | undefined,
): T {
  const language = requestLanguage(acceptLanguage);
  if (language === 'en' || answer.warnings.length === 0) return answer;
  return {
    ...answer,
    warnings: answer.warnings.map((warning) => ({
      ...warning,
      message: localizeMessage(warning.message, language),
    })),
  };
}
