/** Logos: at most 1 MB, PNG, JPEG or WebP recognised by their first bytes (SVG can carry script). */
export const LOGO_MAX_BYTES = 1024 * 1024;

const SIGNATURES: { type: string; matches(bytes: Uint8Array): boolean }[] = [
  {
    type: 'image/png',
    matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
  },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/webp',
    matches: (b) =>
      String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' &&
      String.fromCharCode(...b.subarray(8, 12)) === 'WEBP',
  },
];

/** The image type of an upload judged by its content, never by its name or declared type. */
export function sniffImageType(bytes: Uint8Array): string | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? null;
}
