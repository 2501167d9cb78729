import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, over } from './contrast';
import { lightVariantText } from './theme';

describe('light variant text', () => {
  it('reaches 4.5:1 on its tint over white and over a striped row for every colour the pages use', () => {
    const gray0 = DEFAULT_THEME.colors.gray[0];
    for (const color of ['red', 'orange', 'yellow', 'green', 'teal', 'blue', 'gray', 'grape'] as const) {
      const palette = DEFAULT_THEME.colors[color];
      const text = lightVariantText(palette, gray0);
      expect(contrastRatio(text, over(palette[6], 0.1)), color).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, over(palette[6], 0.1, gray0)), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a shade that already passes', () => {
    const blue = DEFAULT_THEME.colors.blue;
    expect(lightVariantText(blue, DEFAULT_THEME.colors.gray[0])).toBe(blue[9]);
  });

  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // Mantine's green.9 on its light tint: the finding axe reported on the editors' post list
    expect(
      contrastRatio(DEFAULT_THEME.colors.green[9], over(DEFAULT_THEME.colors.green[6], 0.1)),
    ).toBeLessThan(4.5);
  });
});
