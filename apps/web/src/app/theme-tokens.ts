import type { ThemeConfig } from 'antd';
import { readableShade, tintOf } from '../lib/readable-color';

type Token = NonNullable<ThemeConfig['token']>;

/**
 * antd's default 7th shade of the preset palettes, a coloured tag's text, where it reads under
 * 4.5:1 on the palette's own light fill (orange 3.3:1, gold 2.8:1, …).
 */
const PRESET_TEXT_SHADES = {
  volcano: '#d4380d',
  orange: '#d46b08',
  gold: '#d48806',
  yellow: '#d4b106',
  lime: '#7cb305',
  green: '#389e0d',
  cyan: '#08979c',
};

/** Each palette's 7th shade under both names antd reads (`orange7` and the older `orange-7`). */
function presetTextTokens(): Token {
  return Object.fromEntries(
    Object.entries(PRESET_TEXT_SHADES).flatMap(([name, hex]) => {
      const shade = readableShade(hex);
      return [
        [`${name}7`, shade],
        [`${name}-7`, shade],
      ];
    }),
  );
}

/** antd's light status fills, kept as they are under the darker text. */
const STATUS_FILLS = {
  colorSuccessBg: '#f6ffed',
  colorWarningBg: '#fffbe6',
  colorErrorBg: '#fff2f0',
};

/**
 * Tokens that keep every text of the console at WCAG AA (docs/decisions/0034). The chosen theme
 * colour seeds the primary palette through its readable shade (#169efd → #1072b6), so antd's
 * primary buttons, selected menu items, links, tabs and pagination all pair it with white; the
 * secondary greys go from 45% to 60% black (3.36:1 → 5.7:1); the error red darkens for danger
 * buttons and messages.
 */
export function themeTokens(theme: string): Token {
  const primary = readableShade(theme);
  return {
    colorPrimary: primary,
    colorInfo: primary,
    colorLink: primary,
    colorError: readableShade('#ff4d4f'),
    ...STATUS_FILLS,
    ...presetTextTokens(),
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  };
}

/**
 * Components whose text antd colours apart. A status tag writes its status colour on that colour's light fill: success and warning (bright
 * green and amber, kept as they are for icons and alerts) and info darken here for their text.
 */
export function themeComponents(theme: string): NonNullable<ThemeConfig['components']> {
  const primary = readableShade(theme);
  return {
    // A table's "No data" is written in the disabled grey (1.8:1); it is text to read.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.56)' },
    Tag: {
      colorSuccess: readableShade('#52c41a'),
      colorWarning: readableShade('#faad14'),
      colorInfo: primary,
      colorInfoBg: tintOf(primary, 0.94),
    },
  };
}
