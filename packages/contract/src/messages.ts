/**
 * The server's sentences (refusals, results, operation and case records) as codes with named
 * parameters (docs/decisions/0033-messages-in-the-operators-language.md). The English templates live
 * in apps/web/src/locales/en/serverMessages.json, read by the server and the web alike; this matcher
 * turns an English sentence back into its code and parameters, so either side can render it in
 * another language.
 */

/** A sentence recognised in the catalog: its code and the values of its placeholders. */
export interface MessageEvent {
  code: string;
  params: Record<string, string>;
}

/**
 * Placeholders whose values are enum words (statuses, case labels, channels, a case's or a
 * disruption's type) translated with the sentence.
 */
export const WORD_PARAMS: readonly string[] = ['status', 'from', 'to', 'label', 'channel', 'kind'];

/** Placeholders holding a sentence of their own (a move's note), translated through the catalog too. */
export const NESTED_PARAMS: readonly string[] = ['note'];

/** Placeholders holding a list of enum words ('PAID, TICKETED', 'PAID or TICKETED'). */
export const WORD_LIST_PARAMS: readonly string[] = ['statuses', 'fields'];

/** Placeholders holding sentences joined by '; ' (the refusals of a batch), each translated. */
export const SENTENCE_LIST_PARAMS: readonly string[] = ['refusals'];

/** Placeholders holding catalogued phrases joined by ', ' ('Order OF1, Order OF2'), each translated. */
export const PHRASE_LIST_PARAMS: readonly string[] = ['orders'];

/** Placeholders that never hold a space (numbers, codes, statuses): a label before them may. */
const ONE_WORD_PARAMS: readonly string[] = [
  'caseNo',
  'orderNo',
  'disruptionNo',
  'flightNo',
  'flightDate',
  'pnr',
  'id',
  'entry',
  'count',
  'minutes',
  'field',
  'ticketNo',
  'voidId',
  'refundId',
  'emd',
  'last4',
  'min',
  'max',
  'index',
  'line',
  'total',
  'seat',
  'status',
  'from',
  'to',
];

interface CompiledTemplate {
  code: string;
  pattern: RegExp;
  names: string[];
  /** Literal characters: the more a template fixes, the earlier it is tried. */
  weight: number;
}

export interface MessageMatcher {
  match(text: string): MessageEvent | null;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(code: string, template: string): CompiledTemplate {
  const names: string[] = [];
  let source = '';
  let last = 0;
  let literal = 0;
  for (const found of template.matchAll(PLACEHOLDER)) {
    const before = template.slice(last, found.index);
    source += escapeRegExp(before);
    literal += before.length;
    const name = found[1] ?? '';
    names.push(name);
    source += ONE_WORD_PARAMS.includes(name) ? '(\\S+)' : '([\\s\\S]+?)';
    last = found.index + found[0].length;
  }
  const rest = template.slice(last);
  source += escapeRegExp(rest);
  literal += rest.length;
  return { code, pattern: new RegExp(`^${source}$`), names, weight: literal };
}

/** Compiles the English templates ({ code: template }) once into patterns, the most specific first. */
export function createMessageMatcher(templates: Readonly<Record<string, string>>): MessageMatcher {
  const compiled = Object.entries(templates)
    .map(([code, template]) => compile(code, template))
    .sort((a, b) => b.weight - a.weight);
  return {
    match(text) {
      for (const template of compiled) {
        const found = template.pattern.exec(text);
        if (!found) continue;
        const params: Record<string, string> = {};
        template.names.forEach((name, index) => (params[name] = found[index + 1] ?? ''));
        return { code: template.code, params };
      }
      return null;
    },
  };
}

/** The language tag of an Accept-Language value among `languages`, else `fallback`. */
export function pickLanguage<L extends string>(
  header: string | undefined,
  languages: readonly L[],
  fallback: L,
): L {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split(/[-_]/)[0];
    const known = languages.find((language) => language === tag);
    if (known) return known;
  }
  return fallback;
}

/** How a language renders one catalog entry: its template by code and its enum words. */
export interface MessageCatalog {
  /** The template of `code` in the language with the params interpolated, or null when missing. */
  render(code: string, params: Record<string, string>): string | null;
  /** An enum word (TICKETED, Refund, APP) in the language; the word itself when unknown. */
  word(value: string): string;
}

const MONEY = /^(-?[\d,]*\.?\d+) ([A-Z]{3})$/;

/** '1,007.34 EUR' as the language writes money; anything else unchanged. */
export function formatMoneyText(value: string, language: string): string {
  const found = MONEY.exec(value);
  if (!found) return value;
  const amount = Number((found[1] ?? '').replaceAll(',', ''));
  const currency = found[2] ?? '';
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
  } catch {
    return value;
  }
}

/** Chinese and Japanese join sentences and list items with their own punctuation. */
const cjk = (language: string) => language === 'zh' || language === 'ja';

/**
 * A case's flights, where a seat case's end with its seat ('IB3166 MAD-BCN 2026-06-01 08:15 seat 7A'):
 * the word 'seat' in the language (the catalog's word `seat`), the rest as written.
 */
export function renderSegments(value: string, word: (value: string) => string): string {
  return value.replace(/ seat (\d{1,3}[A-Z])(?=;|$)/g, (_all, seat: string) => ` ${word('seat')} ${seat}`);
}

/**
 * The passengers an update changed, each with its fields in brackets ('GARCIA/ANA (name, cardNum)'):
 * the fields as words of the language, the names as written.
 */
export function renderChangedFields(value: string, word: (value: string) => string): string {
  return value.replace(
    /\(([^()]*)\)/g,
    (_all, fields: string) =>
      `(${fields
        .split(', ')
        .map((field) => word(field))
        .join(', ')})`,
  );
}

/** One placeholder's value in `language`, by what the placeholder holds. */
function renderParam(
  name: string,
  value: string,
  language: string,
  catalog: MessageCatalog,
  matcher: MessageMatcher,
): string {
  if (WORD_PARAMS.includes(name)) return catalog.word(value);
  if (name === 'segments') return renderSegments(value, (word) => catalog.word(word));
  if (name === 'changes') return renderChangedFields(value, (word) => catalog.word(word));
  if (NESTED_PARAMS.includes(name)) return translateNote(value, language, catalog, matcher);
  if (WORD_LIST_PARAMS.includes(name))
    return value
      .split(/, | or /)
      .map((word) => catalog.word(word))
      .join(cjk(language) ? '、' : ', ');
  if (SENTENCE_LIST_PARAMS.includes(name))
    return value
      .split('; ')
      .map((sentence) => translateMessage(sentence, language, catalog, matcher))
      .join(cjk(language) ? '；' : '; ');
  if (PHRASE_LIST_PARAMS.includes(name))
    return value
      .split(', ')
      .map((phrase) => translateMessage(phrase, language, catalog, matcher))
      .join(cjk(language) ? '、' : ', ');
  return formatMoneyText(value, language);
}

/**
 * The event in `language`: enum words translated, money formatted, a nested sentence (a note) or
 * list translated through the catalog too; null when the catalog has no template for the code.
 */
export function renderMessage(
  event: MessageEvent,
  language: string,
  catalog: MessageCatalog,
  matcher: MessageMatcher,
): string | null {
  const params = Object.fromEntries(
    Object.entries(event.params).map(([name, value]) => [
      name,
      renderParam(name, value, language, catalog, matcher),
    ]),
  );
  return catalog.render(event.code, params);
}

/** An English sentence in `language` when the catalog knows it, else unchanged. */
export function translateMessage(
  text: string,
  language: string,
  catalog: MessageCatalog,
  matcher: MessageMatcher,
): string {
  const event = matcher.match(text);
  return (event && renderMessage(event, language, catalog, matcher)) ?? text;
}

/** Sentences of a note are joined by this (a move that returned money and gave the reason). */
const SENTENCES = '. ';

/**
 * A note in `language`: one sentence of the catalog, or several joined by '. ', each translated that
 * the catalog knows and the rest (an airline's or an operator's words) kept as written.
 */
export function translateNote(
  text: string,
  language: string,
  catalog: MessageCatalog,
  matcher: MessageMatcher,
): string {
  const parts = text.split(SENTENCES);
  const out: string[] = [];
  let translated = false;
  let from = 0;
  while (from < parts.length) {
    // The shortest run of parts that is a sentence of the catalog (a wider one could swallow the next
    // sentence into a placeholder); else the part as written.
    let to = from + 1;
    let rendered: string | null = null;
    for (; to <= parts.length; to++) {
      const event = matcher.match(parts.slice(from, to).join(SENTENCES));
      rendered = event && renderMessage(event, language, catalog, matcher);
      if (rendered !== null) break;
    }
    out.push(rendered ?? parts[from] ?? '');
    translated ||= rendered !== null;
    from = rendered === null ? from + 1 : to;
  }
  if (!translated) return text;
  return out.join(cjk(language) ? '。' : SENTENCES);
}
