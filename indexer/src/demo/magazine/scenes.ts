import { hashString, SeededRandom } from '@spielraum/schema/synthetic';

/** What a generated magazine picture shows, seen from above onto a game table. */
export type SceneKind = 'dice' | 'meeples' | 'cards' | 'hexes' | 'tokens' | 'table';

export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 900;

/** Table cloth (two tones) and four piece colours per palette. */
const PALETTES = [
  { table: ['#2f5d50', '#264c42'], pieces: ['#f2c14e', '#f78154', '#f4f1de', '#5bc0be'] },
  { table: ['#3d405b', '#32344b'], pieces: ['#e07a5f', '#f2cc8f', '#81b29a', '#f4f1de'] },
  { table: ['#8d5b3e', '#7a4e35'], pieces: ['#264653', '#e9c46a', '#e76f51', '#f1faee'] },
  { table: ['#1f4e5f', '#193f4d'], pieces: ['#f2c14e', '#d62828', '#f4f4f9', '#a3b18a'] },
  { table: ['#6b4f3a', '#5c4332'], pieces: ['#2a9d8f', '#e9c46a', '#f4a261', '#fefae0'] },
  { table: ['#344e41', '#2b4036'], pieces: ['#dad7cd', '#fb8b24', '#9a031e', '#5fa8d3'] },
  { table: ['#22223b', '#1b1b30'], pieces: ['#c9ada7', '#f2e9e4', '#e63946', '#4a9c8c'] },
  { table: ['#5f0f40', '#4d0c34'], pieces: ['#fb8b24', '#e9d8a6', '#0f4c5c', '#ffffff'] },
] as const;

const MEEPLE_PATH =
  'M50 4a13 13 0 1 1-0.1 0zM50 30c-14 0-38 4-43 15-3 8 9 12 24 11l-13 36c-1 4 1 6 5 6h17l10-18 10 18h17c4 0 6-2 5-6l-13-36c15 1 27-3 24-11-5-11-29-15-43-15z';

const PIPS: Record<number, Array<[number, number]>> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

/** A darker shade of a hex colour, for edges and the shadowed side of a piece. */
function shade(hex: string, factor: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 255) * factor);
  return `rgb(${channel(16)},${channel(8)},${channel(0)})`;
}

/** Light or dark ink for marks printed on a piece of the given colour. */
function inkOn(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const luminance = 0.299 * ((value >> 16) & 255) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255);
  return luminance > 150 ? '#1d1d1d' : '#fafafa';
}

/** Where a piece lies: moved, turned and scaled; its shadow is drawn apart (see `shadows`). */
interface Placed {
  transform: string;
  body: string;
}

function place(x: number, y: number, rotation: number, scale: number, body: string): Placed {
  const at = { x: Math.min(1480, Math.max(120, x)), y: Math.min(780, Math.max(120, y)) };
  return { transform: `translate(${at.x} ${at.y}) rotate(${rotation}) scale(${scale})`, body };
}

/**
 * The shadows of all pieces, drawn before them as flat, offset silhouettes. A blurred shadow
 * looked only a little softer and made each picture several times slower to render.
 */
function shadows(pieces: readonly Placed[]): string {
  const silhouettes = pieces
    .map(
      ({ transform, body }) =>
        `<g transform="translate(10 14)"><g transform="${transform}">${body
          .replace(/fill="[^"]*"/g, 'fill="#000"')
          .replace(/stroke="[^"]*"/g, 'stroke="none"')}</g></g>`,
    )
    .join('');
  return `<g opacity="0.22">${silhouettes}</g>`;
}

function die(colour: string, value: number): string {
  const ink = inkOn(colour);
  const pips = PIPS[value]!.map(
    ([px, py]) => `<circle cx="${px * 22}" cy="${py * 22}" r="8" fill="${ink}"/>`,
  ).join('');
  return `<rect x="-50" y="-50" width="100" height="100" rx="18" fill="${colour}" stroke="${shade(colour, 0.7)}" stroke-width="4"/>${pips}`;
}

function meeple(colour: string): string {
  return `<path d="${MEEPLE_PATH}" transform="translate(-50 -52)" fill="${colour}" stroke="${shade(colour, 0.65)}" stroke-width="3"/>`;
}

function card(colour: string, back: string, symbol: number): string {
  const ink = inkOn(back);
  const marks = [
    `<circle cx="0" cy="0" r="30" fill="none" stroke="${colour}" stroke-width="10"/>`,
    `<path d="M0 -40L30 0L0 40L-30 0z" fill="${colour}"/>`,
    `<path d="M0 -38L11 -12L38 -12L16 5L24 32L0 16L-24 32L-16 5L-38 -12L-11 -12z" fill="${colour}"/>`,
    `<rect x="-26" y="-26" width="52" height="52" rx="6" fill="${colour}" transform="rotate(45)"/>`,
  ];
  return (
    `<rect x="-90" y="-130" width="180" height="260" rx="16" fill="${back}" stroke="${shade(back, 0.75)}" stroke-width="3"/>` +
    `<rect x="-74" y="-114" width="148" height="228" rx="10" fill="none" stroke="${ink}" stroke-opacity="0.35" stroke-width="3"/>` +
    marks[symbol % marks.length]! +
    `<circle cx="-56" cy="-94" r="9" fill="${colour}"/><circle cx="56" cy="94" r="9" fill="${colour}"/>`
  );
}

function hexagon(radius: number): string {
  return Array.from({ length: 6 }, (_, corner) => {
    const angle = (Math.PI / 3) * corner + Math.PI / 6;
    return `${(radius * Math.cos(angle)).toFixed(1)},${(radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

function hexTile(colour: string, pattern: number): string {
  const detail = shade(colour, 0.8);
  const patterns = [
    `<polygon points="${hexagon(44)}" fill="none" stroke="${detail}" stroke-width="6"/>`,
    `<path d="M-50 -10H50M-50 14H50" stroke="${detail}" stroke-width="8"/>`,
    `<circle r="18" fill="${detail}"/><circle cx="-34" cy="14" r="9" fill="${detail}"/><circle cx="30" cy="-20" r="11" fill="${detail}"/>`,
    `<path d="M-40 22L-14 -20L10 14L26 -8L44 22z" fill="${detail}"/>`,
  ];
  return (
    `<polygon points="${hexagon(74)}" fill="${colour}" stroke="${shade(colour, 0.6)}" stroke-width="5"/>` +
    patterns[pattern % patterns.length]!
  );
}

function coin(colour: string): string {
  return `<circle r="34" fill="${colour}" stroke="${shade(colour, 0.7)}" stroke-width="4"/><circle r="22" fill="none" stroke="${shade(colour, 0.75)}" stroke-width="3"/>`;
}

function cube(colour: string): string {
  return (
    `<rect x="-26" y="-26" width="52" height="52" rx="6" fill="${shade(colour, 0.78)}" stroke="${shade(colour, 0.6)}" stroke-width="3"/>` +
    `<rect x="-18" y="-20" width="38" height="36" rx="4" fill="${colour}"/>`
  );
}

/**
 * A generated magazine picture (SVG, 1600×900): a game table seen from above with dice,
 * meeples, cards, hex tiles or tokens, laid out and coloured from a seeded palette. Drawn by
 * Spielraum for the demo magazine; it shows no real game's material and contains no text, so
 * it looks the same whichever fonts the machine has.
 */
export function renderMagazineScene(input: { seed: string; kind: SceneKind }): string {
  const seed = hashString(input.seed);
  const random = new SeededRandom(seed);
  const palette = PALETTES[seed % PALETTES.length]!;
  const pieces = palette.pieces;
  const colour = () => random.pick(pieces);
  const around = (x: number, y: number, spread: number) => ({
    x: x + random.int(-spread, spread),
    y: y + random.int(-spread, spread),
  });
  const tiles: string[] = [];
  const items: Placed[] = [];

  const scatterDice = (count: number, cx: number, cy: number, spread: number, scale = 1) => {
    for (let i = 0; i < count; i++) {
      const at = around(cx, cy, spread);
      items.push(
        place(
          at.x,
          at.y,
          random.int(-40, 40),
          scale * (0.8 + random.next() * 0.5),
          die(colour(), random.int(1, 6)),
        ),
      );
    }
  };
  const scatterMeeples = (count: number, cx: number, cy: number, spread: number, scale = 1) => {
    for (let i = 0; i < count; i++) {
      const at = around(cx, cy, spread);
      items.push(
        place(at.x, at.y, random.int(-30, 30), scale * (0.9 + random.next() * 0.6), meeple(colour())),
      );
    }
  };
  const fan = (count: number, cx: number, cy: number, scale = 1) => {
    const back = random.pick(pieces);
    for (let i = 0; i < count; i++) {
      const angle = (i - (count - 1) / 2) * 12 + random.int(-3, 3);
      items.push(
        place(
          cx + (i - (count - 1) / 2) * 46 * scale,
          cy + Math.abs(i - (count - 1) / 2) * 10,
          angle,
          scale,
          card(colour(), back, random.int(0, 3)),
        ),
      );
    }
  };
  const hexCluster = (cx: number, cy: number, rings: number, scale = 1) => {
    const size = 74 * scale;
    const step = { x: Math.sqrt(3) * size, y: 1.5 * size };
    for (let q = -rings; q <= rings; q++) {
      for (let r = Math.max(-rings, -q - rings); r <= Math.min(rings, -q + rings); r++) {
        if (random.chance(0.18)) continue;
        const x = cx + step.x * (q + r / 2);
        const y = cy + step.y * r;
        tiles.push(
          `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale})">${hexTile(colour(), random.int(0, 3))}</g>`,
        );
      }
    }
  };
  const tokens = (count: number, cx: number, cy: number, spread: number) => {
    for (let i = 0; i < count; i++) {
      const at = around(cx, cy, spread);
      items.push(
        place(
          at.x,
          at.y,
          random.int(0, 90),
          1 + random.next() * 0.6,
          random.chance(0.5) ? coin(colour()) : cube(colour()),
        ),
      );
    }
  };

  switch (input.kind) {
    case 'dice':
      scatterDice(9, 800, 450, 380, 1.3);
      tokens(4, 800, 450, 600);
      break;
    case 'meeples':
      scatterMeeples(10, 800, 470, 500, 1.4);
      scatterDice(2, 800, 450, 600);
      break;
    case 'cards':
      fan(5, 560, 480, 1.1);
      fan(4, 1120, 420, 0.9);
      tokens(5, 800, 450, 640);
      break;
    case 'hexes':
      hexCluster(800, 450, 2, 1.05);
      scatterMeeples(3, 800, 450, 260, 0.8);
      break;
    case 'tokens':
      tokens(18, 800, 450, 560);
      scatterDice(2, 800, 450, 400);
      break;
    case 'table':
      hexCluster(520, 430, 1, 0.9);
      fan(3, 1180, 560, 0.8);
      scatterMeeples(4, 1060, 260, 140, 0.9);
      scatterDice(3, 300, 720, 120, 0.9);
      tokens(5, 800, 760, 260);
      break;
  }

  const [cloth, weave] = palette.table;
  const grain = Array.from({ length: 14 }, (_, i) => {
    const y = 30 + i * 64 + random.int(-12, 12);
    return `<path d="M0 ${y} C400 ${y + random.int(-30, 30)} 1200 ${y + random.int(-30, 30)} 1600 ${y}" stroke="${weave}" stroke-width="${random.int(6, 16)}" fill="none" opacity="0.6"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}">
<defs><radialGradient id="light" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#ffffff" stop-opacity="0.14"/><stop offset="1" stop-color="#000000" stop-opacity="0.4"/></radialGradient></defs>
<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="${cloth}"/>${grain}
${tiles.join('')}
${shadows(items)}
${items.map(({ transform, body }) => `<g transform="${transform}">${body}</g>`).join('\n')}
<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="url(#light)"/>
</svg>`;
}
