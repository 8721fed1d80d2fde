import { createStore, useStore } from '../../lib/store';

/** A visited page of the tags view. `title` is the route's translation key. */
export interface VisitedView {
  path: string;
  fullPath: string;
  title: string;
  /** Affixed tags (the first allowed page) cannot be closed. */
  affix: boolean;
}

export const tagsStore = createStore<VisitedView[]>([]);
/** Bumped by "Refresh" to remount the current page. */
export const refreshStore = createStore<number>(0);

export function addView(view: VisitedView): void {
  tagsStore.set((views) => {
    const existing = views.find((v) => v.path === view.path);
    if (!existing) {
      return view.affix
        ? [...views.filter((v) => v.affix), view, ...views.filter((v) => !v.affix)]
        : [...views, view];
    }
    const merged = { ...view, affix: existing.affix || view.affix };
    if (
      existing.fullPath === merged.fullPath &&
      existing.affix === merged.affix &&
      existing.title === merged.title
    ) {
      return views;
    }
    return views.map((v) => (v === existing ? merged : v));
  });
}

/** Removes one tag (never an affixed one); returns the views left. */
export function closeView(path: string): VisitedView[] {
  tagsStore.set((views) => views.filter((v) => v.affix || v.path !== path));
  return tagsStore.get();
}

export function closeOtherViews(path: string): VisitedView[] {
  tagsStore.set((views) => views.filter((v) => v.affix || v.path === path));
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
