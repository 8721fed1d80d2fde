import { describe, expect, it } from 'vitest';
import { ALL_PAGES } from '../../lib/permissions';
import { definePages } from '../../lib/pages';
import { PAGE_REGISTRY, pageLoader, unknownRegistryPaths } from './page-registry';

describe('page registry', () => {
  it('names only pages of the menu tree', () => {
    expect(unknownRegistryPaths()).toEqual([]);
    expect(
      unknownRegistryPaths(definePages([], { '/html/typo': async () => ({ default: () => null }) })),
    ).toEqual(['/html/typo']);
  });

  it('gives every page a lazy component: the registered one, else "not available yet"', async () => {
    const page = { default: () => null };
    const registry = definePages(['orders'], { '/html/seat': async () => page });
    expect(await pageLoader('/html/seat', registry)()).toBe(page);
    const fallback = await pageLoader('/html/refund', registry)();
    expect(typeof fallback.default).toBe('function');
    for (const route of ALL_PAGES) expect(typeof pageLoader(route.path, PAGE_REGISTRY)).toBe('function');
  });
});
