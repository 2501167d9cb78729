/** WCAG 2 contrast of two colours (`#rrggbb`), and a text colour dark enough for a background. */

type Rgb = [number, number, number];

function channels(hex: string): Rgb {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((start) => parseInt(value.slice(start, start + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(channels(first)), luminance(channels(second))].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** `color` at `alpha` over an opaque `under` (Mantine's light variants: shade 6 at 10 %). */
export function over(color: string, alpha: number, under = '#ffffff'): string {
  const [top, bottom] = [channels(color), channels(under)];
  return toHex(
    top.map((channel, index) => Math.round(channel * alpha + bottom[index]! * (1 - alpha))) as Rgb,
  );
}

/** `text`, darkened in small steps until it reaches `ratio` on every one of `backgrounds`. */
export function darkEnough(text: string, backgrounds: readonly string[], ratio: number): string {
  let rgb = channels(text);
  while (backgrounds.some((background) => contrastRatio(toHex(rgb), background) < ratio))
    rgb = rgb.map((channel) => Math.floor(channel * 0.92)) as Rgb;
  return toHex(rgb);
}
