import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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

/** Mantine's default dimmed grey (gray.6) is too light for small text on white; gray.7 meets WCAG AA. */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: { '--mantine-color-dimmed': resolved.colors.gray[7] },
  dark: {},
});
