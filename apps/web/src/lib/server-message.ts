import {
  WORD_LIST_PARAMS,
  WORD_PARAMS,
  createMessageMatcher,
  renderChangedFields,
  renderMessage,
  translateMessage,
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
 * English as written but for its enum words ('QUOTED → CONFIRMED' reads 'Quoted → Confirmed'): money,
 * notes and names stay the server's English.
 */
function englishRecord(code: string, params: Record<string, string>, content: string, t: TFunction): string {
  const words = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      WORD_PARAMS.includes(name)
        ? wordText(value, t)
        : name === 'changes'
          ? renderChangedFields(value, (word) => wordText(word, t))
          : WORD_LIST_PARAMS.includes(name)
            ? value
                .split(', ')
                .map((word) => wordText(word, t))
                .join(', ')
            : value,
    ]),
  );
  const text = t(`serverMessages.messages.${code}`, { ...words, defaultValue: '' });
  return text === '' ? content : text;
}

/**
 * A record in the reader's language, English included: by its code, with enum words in words
 * ('REQUESTED' → 'Requested') and money formatted; records without a known code (written before,
 * free text) read the content.
 */
export function recordText(record: RenderableRecord, t: TFunction, language: string): string {
  if (!record.code) return record.content;
  if (language === 'en') return englishRecord(record.code, record.params ?? {}, record.content, t);
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

/** An enum word (a status, a ledger entry type, a channel) in the reader's words; unknown ones as they are. */
export function wordText(word: string, t: TFunction): string {
  return t(`serverMessages.words.${word}`, { defaultValue: word });
}

/**
 * A sentence the server answered inside data (a ticket's void refusal, an airline's answer), which
 * the envelope's translation does not reach: in the reader's language where the catalog knows it.
 */
export function serverText(text: string, t: TFunction, language: string): string {
  if (language === 'en') return text;
  return translateMessage(text, language, catalogFor(t), englishMatcher());
}

/** A refusal that begins with the API's name of a field ('passengerIds: …', 'reason is required'). */
const LEADING_FIELD = /^([a-z][A-Za-z]*)(?=[:：]| )/;

/**
 * A refusal with its leading field named as the reader knows it ('passengerIds: …' → 'Passengers: …');
 * a field the web has no label for, or any other sentence, unchanged.
 */
export function labelLeadingField(message: string, t: TFunction): string {
  const field = LEADING_FIELD.exec(message)?.[1];
  if (!field) return message;
  const label = t(`serverMessages.fields.${field}`, { defaultValue: '' });
  return label ? label + message.slice(field.length) : message;
}
