import sharp from 'sharp';
import { LIMITS } from '@spielraum/schema';
import { hashString, SeededRandom } from '@spielraum/schema/synthetic';

/** The side of a demo cover's raster original: the largest SPEC §9 width, so no width is enlarged. */
export const COVER_RASTER_SIZE = Math.max(...LIMITS.imageBreakpoints);

const PALETTES = [
  ['#1f4e5f', '#f2c14e', '#f78154'],
  ['#2f5d50', '#e9c46a', '#f4a261'],
  ['#3d405b', '#e07a5f', '#f2cc8f'],
  ['#264653', '#2a9d8f', '#e9c46a'],
  ['#5f0f40', '#fb8b24', '#e36414'],
  ['#22223b', '#9a8c98', '#f2e9e4'],
  ['#003049', '#fcbf49', '#d62828'],
  ['#344e41', '#a3b18a', '#dad7cd'],
  ['#6a040f', '#ffba08', '#e85d04'],
  ['#0b132b', '#5bc0be', '#f4f4f9'],
] as const;

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!,
  );
}

/** Breaks a title into at most four lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > 4)
    return [
      ...lines.slice(0, 3),
      `${lines
        .slice(3)
        .join(' ')
        .slice(0, width - 1)}…`,
    ];
  return lines;
}

/**
 * A generated cover (SVG, 800×800): colours and shapes derived from the title, the title set
 * large, the publisher small. Made by Spielraum for the demo; no publisher artwork is used.
 */
export function renderCover(input: { title: string; publisher: string; kind: string }): string {
  const seed = hashString(input.title);
  const random = new SeededRandom(seed);
  const [background, accent, highlight] = PALETTES[seed % PALETTES.length]!;
  const shapes: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = random.int(40, 760);
    const y = random.int(40, 520);
    const size = random.int(30, 140);
    const fill = i % 2 === 0 ? accent : highlight;
    const opacity = (0.25 + random.next() * 0.5).toFixed(2);
    const kind = random.int(0, 2);
    if (kind === 0)
      shapes.push(`<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}" opacity="${opacity}"/>`);
    else if (kind === 1)
      shapes.push(
        `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" rx="${size / 6}" fill="${fill}" opacity="${opacity}" transform="rotate(${random.int(0, 45)} ${x} ${y})"/>`,
      );
    else
      shapes.push(
        `<path d="M${x} ${y - size / 2} l${size / 2} ${size} h${-size} z" fill="${fill}" opacity="${opacity}"/>`,
      );
  }
  const lines = wrap(input.title, 16);
  const fontSize = lines.length > 2 ? 64 : 80;
  const startY = 620 - (lines.length - 1) * fontSize * 0.6;
  const text = lines
    .map(
      (line, index) =>
        `<text x="400" y="${Math.round(startY + index * fontSize * 1.1)}" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-weight="700" font-size="${fontSize}" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" aria-label="${escapeXml(input.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="${accent}" stop-opacity="0.85"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#g)"/>${shapes.join('')}
<rect x="0" y="${Math.round(startY - fontSize * 1.2)}" width="800" height="${Math.round(lines.length * fontSize * 1.1 + fontSize)}" fill="#000000" opacity="0.35"/>
${text}
<text x="400" y="760" text-anchor="middle" font-family="'DejaVu Sans', Arial, sans-serif" font-size="30" fill="${highlight}">${escapeXml(input.publisher)} · ${escapeXml(input.kind)}</text>
</svg>`;
}

/**
 * A generated cover as the PNG the demo stores as its original (`COVER_RASTER_SIZE` square):
 * the SVG of `renderCover` rendered by sharp at the density that makes its 800 px that wide.
 * PNG because the text and flat shapes stay crisp without loss, and it is the fastest of the
 * lossless encodings sharp offers (about 0.1 s and 120 KB a cover); the resized variants the
 * browsers get are made from it by the `resize-media-image` job.
 */
export async function renderCoverImage(input: {
  title: string;
  publisher: string;
  kind: string;
}): Promise<Buffer> {
  return sharp(Buffer.from(renderCover(input)), { density: (72 * COVER_RASTER_SIZE) / 800 })
    .png()
    .toBuffer();
}

/**
 * A generated dealer logo (SVG, 240×240): the dealer's initials on colours derived from its
 * name (it is shown small, next to the name). Made by Spielraum for the demo dealers, which are invented.
 */
export function renderDealerLogo(name: string): string {
  const seed = hashString(name);
  const [background, accent] = PALETTES[seed % PALETTES.length]!;
  const initials = name
    .split(/[\s-]+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${escapeXml(name)}">
<rect width="240" height="240" rx="36" fill="${background}"/>
<circle cx="120" cy="120" r="84" fill="${accent}" opacity="0.9"/>
<text x="120" y="${initials.length > 1 ? 146 : 152}" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-weight="700" font-size="${initials.length > 1 ? 76 : 92}" fill="#ffffff">${escapeXml(initials || name.slice(0, 1))}</text>
</svg>`;
}
