import {
  createMessageMatcher,
  renderMessage,
  translateNote,
  type MessageCatalog,
  type MessageMatcher,
} from '@ota/contract';
import type { TFunction } from 'i18next';
import englishCatalog from '../locales/en/serverMessages.json';

/** The server's record sentences with their code and params (decision 0033). */
export interface RenderableRecord {
  content: string;
  code?: string;
  params?: Record<string, string>;
}

let matcher: MessageMatcher | undefined;
/** Notes inside records are English sentences of their own: matched here as the server matches. */
const englishMatcher = () => (matcher ??= createMessageMatcher(englishCatalog.messages));

function catalogFor(t: TFunction): MessageCatalog {
  return {
    render: (code, params) => {
      const key = `serverMessages.messages.${code}`;
      const text = t(key, { ...params, defaultValue: '' });
      return text === '' ? null : text;
    },
    word: (value) => t(`serverMessages.words.${value}`, { defaultValue: value }),
  };
}

/**
 * A record in the reader's language: by its code, with enum words translated and money formatted;
 * English readers and records without a known code (written before, free text) read the content.
 */
export function recordText(record: RenderableRecord, t: TFunction, language: string): string {
  if (language === 'en' || !record.code) return record.content;
  const text = renderMessage(
    { code: record.code, params: record.params ?? {} },
    language,
    catalogFor(t),
    englishMatcher(),
  );
  return text ?? record.content;
}

/**
 * A move's note (an English sentence of the catalog, or several joined by '. ': the airline's answer,
 * the reason) in the reader's language; an airline's or an operator's own words stay as written.
 */
export function noteText(note: string, t: TFunction, language: string): string {
  if (language === 'en') return note;
  return translateNote(note, language, catalogFor(t), englishMatcher());
}
