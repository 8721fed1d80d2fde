import {
  ALL_PERMISSION_CODES,
  MENU_TREE,
  isPermissionCode,
  type MenuRoute,
  type PermissionCode,
} from '@ota/contract';

export interface CodeEntry {
  code: PermissionCode;
  /** Translation key of the page the code opens. */
  title: string;
}

export interface CodeGroup {
  key: string;
  /** Translation key of the menu group. */
  title: string;
  codes: CodeEntry[];
}

function visiblePages(group: MenuRoute): MenuRoute[] {
  return (group.children ?? []).filter((page) => !page.hidden && page.code);
}

/** The permission codes grouped like the menu: each group, then the code of each of its pages. */
export function codeGroups(tree: readonly MenuRoute[] = MENU_TREE): CodeGroup[] {
  const seen = new Set<string>();
  const groups: CodeGroup[] = [];
  for (const group of tree) {
    const codes: CodeEntry[] = [];
    for (const page of visiblePages(group)) {
      if (!page.code || seen.has(page.code)) continue;
      seen.add(page.code);
      codes.push({ code: page.code, title: page.title });
    }
    if (codes.length > 0) groups.push({ key: group.path, title: group.title, codes });
  }
  return groups;
}

/** Translation key of the page a code opens (the code itself when no page names it). */
export function codeTitle(code: string, groups: readonly CodeGroup[] = codeGroups()): string | undefined {
  for (const group of groups) {
    const entry = group.codes.find((item) => item.code === code);
    if (entry) return entry.title;
  }
  return undefined;
}

/** The permission codes among a tree's checked keys (group keys dropped), in the permission order. */
export function checkedCodes(keys: readonly (string | number | bigint)[]): PermissionCode[] {
  const checked = new Set(keys.map(String).filter(isPermissionCode));
  return ALL_PERMISSION_CODES.filter((code) => checked.has(code));
}
