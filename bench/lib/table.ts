export interface Row {
  figure: string;
  value: string;
  target: string;
  met: boolean | null;
}

/** Prints the benchmark figures as an aligned table. */
export function printTable(rows: Row[]): void {
  const header = ['figure', 'value', 'target', 'met'];
  const cells = rows.map((r) => [r.figure, r.value, r.target, r.met === null ? '-' : r.met ? 'yes' : 'NO']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (cols: string[]) => cols.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const c of cells) console.log(line(c));
}
