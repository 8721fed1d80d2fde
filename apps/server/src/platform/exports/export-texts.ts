import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { requestLanguage, type MessageLanguage } from '../messages';

/**
 * The web's own locale files (src/locales/<lang>/<area>.json): an export's headings and labels are the
 * texts its screen shows, read from the same files, never a second copy (decision 0036).
 */
const LOCALES = fileURLToPath(new URL('../../../../web/src/locales/', import.meta.url));

type Tree = { [key: string]: string | Tree };

/** The texts of one language, keyed as the web keys them ('orders.columns.status'). */
export interface ExportTexts {
  language: MessageLanguage;
  t: (key: string, params?: Record<string, string | number>) => string;
  /** An enum's labels by code, e.g. 'orders.statuses' → { TICKETED: 'Ticketed', … }. */
  labels: (key: string) => Readonly<Record<string, string>>;
}

/** Every area of a language, merged under the area's name as the web's i18next holds them. */
function areasOf(language: MessageLanguage): Tree {
  const folder = `${LOCALES}${language}/`;
  const files = readdirSync(folder).filter((file) => file.endsWith('.json'));
  return Object.fromEntries(
    files.map((file) => [
      file.slice(0, -'.json'.length),
      JSON.parse(readFileSync(folder + file, 'utf8')) as Tree,
    ]),
  );
}

const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  resources: {},
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});

function subtree(tree: Tree, key: string): Tree {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'object') throw new Error(`no labels at ${key}`);
  return node;
}

function textsOf(language: MessageLanguage, tree: Tree): ExportTexts {
  const t = i18n.getFixedT(language);
  const labelCache = new Map<string, Readonly<Record<string, string>>>();
  return {
    language,
    t: (key, params) => {
      // A heading without its text would print its key: a mistake the export's tests must meet.
      if (!i18n.exists(key, { lng: language, ...params })) throw new Error(`no text '${key}' (${language})`);
      return t(key, params);
    },
    labels: (key) => {
      let labels = labelCache.get(key);
      if (!labels) {
        const entries = Object.entries(subtree(tree, key)).filter((entry) => typeof entry[1] === 'string');
        labels = Object.fromEntries(entries) as Record<string, string>;
        labelCache.set(key, labels);
      }
      return labels;
    },
  };
}

const loaded = new Map<MessageLanguage, ExportTexts>();

/** The texts of a language, read from disk once. */
export function exportTexts(language: MessageLanguage): ExportTexts {
  let texts = loaded.get(language);
  if (!texts) {
    if (language !== 'en' && !loaded.has('en')) exportTexts('en');
    const tree = areasOf(language);
    i18n.addResourceBundle(language, 'translation', tree, true, true);
    texts = textsOf(language, tree);
    loaded.set(language, texts);
  }
  return texts;
}

/** The texts of the caller's language (its Accept-Language, which the web sets to the operator's). */
export function requestTexts(acceptLanguage: string | undefined): ExportTexts {
  return exportTexts(requestLanguage(acceptLanguage));
}
