import type { ComponentType } from 'react';

/** A page module: its default export is the page component. */
export interface PageModule {
  default: ComponentType;
}

/** Loads a page lazily, e.g. `() => import('./pages/order-list-page')`. */
export type PageLoader = () => Promise<PageModule>;

/** Route path (as in the contract's MENU_TREE) → lazy page. Each feature exports one from its routes.ts. */
export type PageRegistry = Readonly<Record<string, PageLoader>>;

export function definePages<T extends PageRegistry>(pages: T): T {
  return pages;
}
