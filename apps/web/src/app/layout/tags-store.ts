import { getStoredUser } from '../../lib/session';
import { createStore, useStore } from '../../lib/store';

/** A visited page of the tags view. `title` is the route's translation key. */
export interface VisitedView {
  /** What makes a tag: the path, and for a record's page (order details) its number too. */
  key: string;
  path: string;
  fullPath: string;
  title: string;
  /** The record's number, shown instead of the title (each order's details is its own tag). */
  label?: string;
  /** Affixed tags (the first allowed page) cannot be closed. */
  affix: boolean;
}

/**
 * The open tags survive a reload (issue 12 §8): kept in session storage, which is this tab's and
 * is cleared at logout, with the user's name so another user never gets them (decision 0035).
 */
export const TAGS_STORAGE_KEY = 'tagsView';

interface StoredTags {
  user: string;
  views: VisitedView[];
}

function isView(value: unknown): value is VisitedView {
  if (!value || typeof value !== 'object') return false;
  const view = value as Record<string, unknown>;
  return (
    typeof view.key === 'string' &&
    typeof view.path === 'string' &&
    typeof view.fullPath === 'string' &&
    typeof view.title === 'string' &&
    typeof view.affix === 'boolean' &&
    (view.label === undefined || typeof view.label === 'string')
  );
}

/** The tags this tab's user left open, or none (another user's, or a malformed entry). */
export function readStoredViews(): VisitedView[] {
  const user = getStoredUser()?.name;
  try {
    const stored = JSON.parse(sessionStorage.getItem(TAGS_STORAGE_KEY) ?? 'null') as StoredTags | null;
    if (!user || stored?.user !== user || !Array.isArray(stored.views)) return [];
    return stored.views.filter(isView);
  } catch {
    return [];
  }
}

function storeViews(views: VisitedView[]): void {
  const user = getStoredUser()?.name;
  if (!user || views.length === 0) {
    sessionStorage.removeItem(TAGS_STORAGE_KEY);
    return;
  }
  sessionStorage.setItem(TAGS_STORAGE_KEY, JSON.stringify({ user, views } satisfies StoredTags));
}

export const tagsStore = createStore<VisitedView[]>(readStoredViews());
tagsStore.subscribe(() => storeViews(tagsStore.get()));
/** Bumped by "Refresh" to remount the current page. */
export const refreshStore = createStore<number>(0);

export function addView(view: VisitedView): void {
  tagsStore.set((views) => {
    const existing = views.find((v) => v.key === view.key);
    if (!existing) {
      return view.affix
        ? [...views.filter((v) => v.affix), view, ...views.filter((v) => !v.affix)]
        : [...views, view];
    }
    const merged = { ...view, affix: existing.affix || view.affix };
    if (
      existing.fullPath === merged.fullPath &&
      existing.affix === merged.affix &&
      existing.title === merged.title &&
      existing.label === merged.label
    ) {
      return views;
    }
    return views.map((v) => (v === existing ? merged : v));
  });
}

/** Removes one tag (never an affixed one); returns the views left. */
export function closeView(key: string): VisitedView[] {
  tagsStore.set((views) => views.filter((v) => v.affix || v.key !== key));
  return tagsStore.get();
}

export function closeOtherViews(key: string): VisitedView[] {
  tagsStore.set((views) => views.filter((v) => v.affix || v.key === key));
  return tagsStore.get();
}

export function closeAllViews(): VisitedView[] {
  tagsStore.set((views) => views.filter((v) => v.affix));
  return tagsStore.get();
}

/** Logout: every open tag goes. */
export function clearViews(): void {
  tagsStore.set([]);
}

export function refreshCurrentView(): void {
  refreshStore.set((n) => n + 1);
}

export function useVisitedViews(): VisitedView[] {
  return useStore(tagsStore);
}

export function useRefreshKey(): number {
  return useStore(refreshStore);
}
