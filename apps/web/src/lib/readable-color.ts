/**
 * Colours that carry text (WCAG 2 AA, docs/decisions/0034): the theme colour stays the user's
 * choice, and the text on it or in it uses the nearest darker shade that reads at 4.5:1.
 */

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/**
 * 5:1 on white, not 4.5: antd lays the same colour on its light tints (a tag's or a selected row's
 * background), which take about a tenth off the ratio.
 */
export const TEXT_CONTRAST = 5;

/**
 * The colour itself when white text on it and it as text on white read at `min`; otherwise the
 * colour mixed with black, a step at a time, until they do (the hue stays).
 */
export function readableShade(hex: string, min: number = TEXT_CONTRAST): string {
  const rgb = channels(hex);
  for (let keep = 1; keep > 0; keep -= 0.02) {
    const shade = toHex(rgb.map((c) => c * keep));
    if (contrastRatio(shade, '#ffffff') >= min) return shade;
  }
  return '#000000';
}

/** The colour mixed with white (`white` of 1 is white): a light fill that its readable shade reads on. */
export function tintOf(hex: string, white: number): string {
  return toHex(channels(hex).map((c) => c + (255 - c) * white));
}
