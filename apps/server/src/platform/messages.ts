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

/** The English sentence of a catalog code; a code the catalog lacks is a programming error. */
export function messageText(code: string, params: Readonly<Record<string, string>> = {}): string {
  const template = files.en.messages[code];
  if (template === undefined) throw new Error(`serverMessages.json has no message ${code}`);
  return i18n.getFixedT('en')(`messages.${code}`, { ...params });
}

/**
 * What a record stores (decision 0033): its event's code and params, rendered in the reader's
 * language, and the English sentence as `content` for whoever reads text (exports, mail). Free text
 * an operator typed has no code.
 */
export interface RecordEvent {
  content: string;
  eventCode: string | null;
  eventParams: Record<string, string>;
}

/** The one way a record is written: from its code and params. */
export function recordEvent(code: string, params: Readonly<Record<string, string>> = {}): RecordEvent {
  return { content: messageText(code, params), eventCode: code, eventParams: { ...params } };
}

/**
 * A record an operator typed: shown as typed, in every language. Its params are empty, not null, so
 * it is never taken for an old sentence to match.
 */
export function freeTextRecord(text: string): RecordEvent {
  return { content: text, eventCode: null, eventParams: {} };
}

const sqlLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * `recordEvent` for set-based inserts (the demo's bulk orders): `params` are SQL expressions of
 * text; answers SQL for the three columns, the content built from the same English template.
 */
export function recordEventSql(
  code: string,
  params: Readonly<Record<string, string>> = {},
): { content: string; eventCode: string; eventParams: string } {
  const template = files.en.messages[code];
  if (template === undefined) throw new Error(`serverMessages.json has no message ${code}`);
  const parts: string[] = [];
  let last = 0;
  for (const found of template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) {
    const expression = params[found[1] ?? ''];
    if (expression === undefined) throw new Error(`message ${code} needs the param ${found[1]}`);
    parts.push(sqlLiteral(template.slice(last, found.index)), `(${expression})::text`);
    last = found.index + found[0].length;
  }
  parts.push(sqlLiteral(template.slice(last)));
  const pairs = Object.entries(params).flatMap(([name, expression]) => [
    sqlLiteral(name),
    `(${expression})::text`,
  ]);
  return {
    content: parts.filter((part) => part !== "''").join(' || ') || "''",
    eventCode: sqlLiteral(code),
    eventParams: `jsonb_build_object(${pairs.join(', ')})`,
  };
}

/** A stored record's columns: its event, free text (no code, empty params) or neither (written before). */
interface StoredRecord {
  content: string;
  eventCode: string | null;
  eventParams: Record<string, string> | null;
}

/**
 * A record as the screens read it: its stored code and params beside the English content; a record
 * written before codes were stored gets them matched from its sentence, so it shows translated too.
 */
export function recordAnswer<T extends StoredRecord>(
  row: T,
): Omit<T, 'eventCode' | 'eventParams'> & { code?: string; params?: Record<string, string> } {
  const { eventCode, eventParams, ...record } = row;
  if (eventCode !== null) return { ...record, code: eventCode, params: eventParams ?? {} };
  if (eventParams !== null) return record;
  const event = matcher.match(record.content);
  return event ? { ...record, code: event.code, params: event.params } : record;
}
