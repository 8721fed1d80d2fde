import type { CaseKindDescriptor } from '@ota/contract';
import { loadTranslationAreas } from './i18n';
import type { ComponentType } from 'react';

/** A page module: its default export is the page component. */
export interface PageModule {
  default: ComponentType;
}

/** Loads a page lazily, e.g. `() => import('./pages/order-list-page')`. */
export type PageLoader = () => Promise<PageModule>;

/** Route path (as in the contract's MENU_TREE) → lazy page. Each feature exports one from its routes.ts. */
export type PageRegistry = Readonly<Record<string, PageLoader>>;

/**
 * A feature's pages, each loaded together with the feature's translation areas
 * (src/locales/<lang>/<area>.json), so a page never shows before its texts.
 */
export function definePages<T extends PageRegistry>(areas: readonly string[], pages: T): T {
  const withTexts = Object.entries(pages).map(([path, load]) => [
    path,
    () => Promise.all([load(), loadTranslationAreas(areas)]).then(([page]) => page),
  ]);
  return Object.fromEntries(withTexts) as T;
}

/** A case kind's list and detail pages, at the paths its descriptor gives, with its and the cases' texts. */
export function caseKindPages(
  kind: Pick<CaseKindDescriptor, 'area' | 'pages'>,
  load: { list: PageLoader; detail: PageLoader },
): PageRegistry {
  return definePages([kind.area, 'cases', 'serverMessages'], {
    [kind.pages.list]: load.list,
    [kind.pages.detail]: load.detail,
  });
}
