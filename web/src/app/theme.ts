import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { darkEnough, over } from './contrast';

/** A calm dark green, shade 8 (#2f5d50) is the brand colour of the wordmark and primary buttons. */
const forest: MantineColorsTuple = [
  '#ecf5f1',
  '#d8eae2',
  '#aed4c4',
  '#82bda4',
  '#5ea98a',
  '#479c79',
  '#3a8a6a',
  '#2f745a',
  '#2f5d50',
  '#1f4438',
];

export const theme = createTheme({
  primaryColor: 'forest',
  primaryShade: { light: 8, dark: 5 },
  colors: { forest },
  focusRing: 'auto',
  respectReducedMotion: true,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
});

/** Colours whose light variant (badges, callouts, light buttons) the pages use. */
const LIGHT_VARIANT_COLORS = ['forest', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'gray', 'grape'];

/**
 * Mantine's default dimmed grey (gray.6) is too light for small text on white; gray.7 meets WCAG
 * AA. The text of a light variant (shade 6 on that colour's 10 % tint) falls below 4.5:1 for
 * red, orange, yellow, green and teal, and even the darkest shade does for orange (3.9:1), yellow
 * (2.8:1) and green (4.0:1): it takes shade 9, darkened until it reaches 4.8:1 on the tint over
 * white and over a striped table row (gray.0).
 * Error texts and borders (Mantine's red.6 on white, 3.3:1; red.8 on the dark body, 3.4:1) take
 * red.9 (5.5:1 on white and on gray.0) and red.4 (6.7:1 on the dark body).
 */
/** The text colour of a light variant: readable on its tint over white and over gray.0. */
export function lightVariantText(palette: readonly string[], stripedRow: string): string {
  const tint = palette[6]!;
  return darkEnough(palette[9]!, [over(tint, 0.1), over(tint, 0.1, stripedRow)], 4.8);
}

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    '--mantine-color-error': resolved.colors.red[9],
    ...Object.fromEntries(
      LIGHT_VARIANT_COLORS.map((color) => [
        `--mantine-color-${color}-light-color`,
        lightVariantText(resolved.colors[color]!, resolved.colors.gray[0]),
      ]),
    ),
  },
  dark: {
    '--mantine-color-error': resolved.colors.red[4],
  },
});
