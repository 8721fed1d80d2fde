import { describe, expect, it } from 'vitest';
import { MENU_TREE, flattenRoutes } from '@ota/contract';
import { LANGUAGES } from '../lib/i18n';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function valuesOf(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : valuesOf(value)));
}

function language(lang: string): Tree {
  const merged: Tree = {};
  for (const [path, content] of Object.entries(files)) {
    const [, dir, area] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (dir === lang && area) merged[area] = content;
  }
  return merged;
}

describe('locales', () => {
  const en = language('en');
  const enKeys = keysOf(en).sort();

  it('has all five languages', () => {
    expect([...LANGUAGES].sort()).toEqual(['en', 'es', 'ja', 'ko', 'zh']);
    for (const lang of LANGUAGES) expect(keysOf(language(lang)).length).toBeGreaterThan(0);
  });

  it.each(LANGUAGES)('%s holds exactly the keys of en, none empty', (lang) => {
    const tree = language(lang);
    expect(keysOf(tree).sort()).toEqual(enKeys);
    expect(valuesOf(tree).filter((value) => value.trim() === '')).toEqual([]);
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s is translated, not an English copy', (lang) => {
    const tree = language(lang);
    const values = valuesOf(tree);
    const same = values.filter((value, index) => value === valuesOf(en)[index]);
    expect(same.length / values.length).toBeLessThan(0.1);
  });

  it('translates every title of the menu tree', () => {
    const menuKeys = new Set(keysOf(en));
    const missing = flattenRoutes(MENU_TREE)
      .map((route) => route.title)
      .filter((title) => !menuKeys.has(title));
    expect(missing).toEqual([]);
  });
});
