import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  createMessageMatcher,
  pickLanguage,
  translateMessage,
  type MessageCatalog,
  type MessageEvent,
} from '@ota/contract';
import i18next from 'i18next';

/** The languages of the console (spec section 9); English is the spec's own text. */
export const MESSAGE_LANGUAGES = ['en', 'zh', 'es', 'ja', 'ko'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

interface CatalogFile {
  messages: Record<string, string>;
  words: Record<string, string>;
}

/**
 * The web's 'serverMessages' area is the one catalog (decision 0033): the server reads the same files
 * from disk, so a sentence is translated once for both the toasts and the records.
 */
const LOCALES = fileURLToPath(new URL('../../../web/src/locales/', import.meta.url));

const files = Object.fromEntries(
  MESSAGE_LANGUAGES.map((language) => [
    language,
    JSON.parse(readFileSync(`${LOCALES}${language}/serverMessages.json`, 'utf8')) as CatalogFile,
  ]),
) as Record<MessageLanguage, CatalogFile>;

const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  fallbackLng: false,
  resources: Object.fromEntries(
    MESSAGE_LANGUAGES.map((language) => [language, { translation: { messages: files[language].messages } }]),
  ),
  interpolation: { escapeValue: false },
});

const matcher = createMessageMatcher(files.en.messages);

function catalogOf(language: MessageLanguage): MessageCatalog {
  const t = i18n.getFixedT(language);
  return {
    render: (code, params) => {
      const key = `messages.${code}`;
      return i18n.exists(key, { lng: language }) ? t(key, params) : null;
    },
    word: (value) => files[language].words[value] ?? value,
  };
}

const catalogs = Object.fromEntries(
  MESSAGE_LANGUAGES.map((language) => [language, catalogOf(language)]),
) as Record<MessageLanguage, MessageCatalog>;

/** The request's language from its Accept-Language (the web sends the operator's), else English. */
export function requestLanguage(acceptLanguage: string | undefined): MessageLanguage {
  return pickLanguage(acceptLanguage, MESSAGE_LANGUAGES, 'en');
}

/** The code and params of an English sentence of the catalog, or null (an old or free-text record). */
export function messageEvent(text: string): MessageEvent | null {
  return matcher.match(text);
}

/** The sentence in `language`: English ones stay the spec's exact texts, unknown ones stay English. */
export function localizeMessage(text: string, language: MessageLanguage): string {
  if (language === 'en') return text;
  return translateMessage(text, language, catalogs[language], matcher);
}

/**
 * A record with its sentence's code and params beside the English content, so the reader's screen
 * renders it in its language; derived on read, so records written before show translated too.
 */
export function withMessageEvent<T extends { content: string }>(
  record: T,
): T & { code?: string; params?: Record<string, string> } {
  const event = matcher.match(record.content);
  return event ? { ...record, code: event.code, params: event.params } : record;
}
