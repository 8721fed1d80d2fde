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

/** Placeholders whose values are enum words (statuses, kinds, channels) translated with the sentence. */
export const WORD_PARAMS: readonly string[] = ['status', 'from', 'to', 'label', 'channel'];

/** Placeholders holding a sentence of their own (a move's note), translated through the catalog too. */
export const NESTED_PARAMS: readonly string[] = ['note'];

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

/**
 * The event in `language`: enum words translated, money formatted, a nested sentence (a note)
 * translated through the catalog too; null when the catalog has no template for the code.
 */
export function renderMessage(
  event: MessageEvent,
  language: string,
  catalog: MessageCatalog,
  matcher: MessageMatcher,
): string | null {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.params)) {
    if (WORD_PARAMS.includes(name)) params[name] = catalog.word(value);
    else if (NESTED_PARAMS.includes(name)) params[name] = translateMessage(value, language, catalog, matcher);
    else params[name] = formatMoneyText(value, language);
  }
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
