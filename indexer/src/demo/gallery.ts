import { hashString, SeededRandom } from '@spielraum/schema/synthetic';

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!,
  );
}

const TOKEN_COLORS = ['#e63946', '#f4a261', '#2a9d8f', '#457b9d', '#e9c46a', '#6d597a'] as const;

/**
 * A generated second gallery image (SVG, 800×600): a table top with a board, cards, dice and
 * meeples laid out from the title's hash, so the demo game pages have a gallery to browse.
 * Made by Spielraum for the demo; no publisher artwork is used.
 */
export function renderGalleryImage(input: { title: string }): string {
  const random = new SeededRandom(hashString(`gallery:${input.title}`));
  const pieces: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = random.int(430, 720);
    const y = random.int(90, 430);
    const color = TOKEN_COLORS[i % TOKEN_COLORS.length]!;
    pieces.push(
      `<g transform="translate(${x} ${y})"><circle cx="0" cy="-26" r="14" fill="${color}"/><path d="M-22 20 L-10 -12 H10 L22 20 Z" fill="${color}"/></g>`,
    );
  }
  for (let i = 0; i < 3; i++) {
    const x = random.int(90, 330);
    const y = random.int(420, 500);
    pieces.push(
      `<g transform="translate(${x} ${y}) rotate(${random.int(-20, 20)})"><rect x="-24" y="-24" width="48" height="48" rx="8" fill="#fff" stroke="#333" stroke-width="2"/><circle r="5" fill="#333"/><circle cx="-12" cy="-12" r="5" fill="#333"/><circle cx="12" cy="12" r="5" fill="#333"/></g>`,
    );
  }
  const cards = Array.from(
    { length: 4 },
    (_, i) =>
      `<rect x="${70 + i * 26}" y="${80 + i * 8}" width="150" height="210" rx="12" fill="${TOKEN_COLORS[(i + 2) % TOKEN_COLORS.length]}" stroke="#fff" stroke-width="4" transform="rotate(${-8 + i * 5} ${145 + i * 26} ${185 + i * 8})"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="Spielmaterial von ${escapeXml(input.title)}">
<rect width="800" height="600" fill="#8d6e4f"/><rect x="20" y="20" width="760" height="560" rx="24" fill="#a47e5a"/>
<rect x="380" y="60" width="380" height="400" rx="16" fill="#f1e3c6" stroke="#5b4636" stroke-width="6"/>
<path d="M400 260 H740 M570 80 V440" stroke="#c9b48f" stroke-width="4"/>${cards}${pieces.join('')}
<text x="400" y="560" text-anchor="middle" font-family="'DejaVu Sans', Arial, sans-serif" font-size="28" fill="#fff">Spielmaterial · ${escapeXml(input.title)}</text>
</svg>`;
}
