const escapeXml = (value: string) =>
  value.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!);

function hash(value: string): number {
  let h = 2166136261;
  for (const char of value) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

const NAVY = '#0b1f3a';
const NAVY_LIGHT = '#16325c';
const AMBER = '#f59e0b';
const AMBER_LIGHT = '#fcd34d';
const PAPER = '#f8fafc';
const LINE = '#94a3b8';

/** A sheet of paper with `lines` lines of "text" drawn as bars (shapes, never letters). */
function sheet(x: number, y: number, width: number, height: number, lines: number, rotate = 0): string {
  const bars = Array.from({ length: lines }, (_, index) => {
    const barWidth = index === 0 ? width * 0.55 : width * (index % 3 === 2 ? 0.6 : 0.78);
    return `<rect x="${x + 28}" y="${y + 36 + index * 30}" width="${barWidth.toFixed(0)}" height="${index === 0 ? 14 : 9}" rx="4" fill="${index === 0 ? NAVY : LINE}"/>`;
  }).join('');
  return `<g transform="rotate(${rotate} ${x + width / 2} ${y + height / 2})"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="14" fill="${PAPER}"/>${bars}</g>`;
}

/** A magnifying glass centred on (x, y). */
const magnifier = (x: number, y: number, radius: number) =>
  `<circle cx="${x}" cy="${y}" r="${radius}" fill="${AMBER_LIGHT}" fill-opacity="0.18" stroke="${AMBER}" stroke-width="16"/>` +
  `<line x1="${x + radius * 0.72}" y1="${y + radius * 0.72}" x2="${x + radius * 1.55}" y2="${y + radius * 1.55}" stroke="${AMBER}" stroke-width="26" stroke-linecap="round"/>`;

/** Proposal writing: a stack of drafts and a pen. */
function proposalWriting(): string {
  return (
    sheet(640, 130, 300, 390, 9, -6) +
    sheet(700, 110, 300, 390, 9, 4) +
    `<g transform="rotate(35 930 420)"><rect x="905" y="230" width="46" height="250" rx="10" fill="${AMBER}"/><rect x="905" y="230" width="46" height="40" rx="10" fill="${AMBER_LIGHT}"/><polygon points="905,480 951,480 928,530" fill="${PAPER}"/><polygon points="919,510 937,510 928,530" fill="${NAVY}"/></g>`
  );
}

/** Strategy: a target with an arrow in its centre and a rising path of milestones. */
function rfpStrategy(): string {
  const rings = [170, 128, 86, 44]
    .map((radius, index) => `<circle cx="830" cy="300" r="${radius}" fill="${index % 2 === 0 ? PAPER : AMBER_LIGHT}"/>`)
    .join('');
  const path = `<polyline points="120,540 260,470 380,500 520,400" fill="none" stroke="${AMBER}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="2 22"/>`;
  const milestones = [
    [120, 540],
    [260, 470],
    [380, 500],
    [520, 400],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="16" fill="${AMBER}"/>`)
    .join('');
  return `${rings}<circle cx="830" cy="300" r="14" fill="${NAVY}"/><line x1="830" y1="300" x2="1020" y2="150" stroke="${NAVY_LIGHT}" stroke-width="12" stroke-linecap="round"/><polygon points="1020,150 990,152 1014,176" fill="${NAVY_LIGHT}"/>${path}${milestones}`;
}

/** Government contracting: a civic building with a dome, columns and steps. */
function governmentContracting(): string {
  const columns = Array.from({ length: 6 }, (_, index) => `<rect x="${640 + index * 70}" y="290" width="34" height="180" rx="6" fill="${PAPER}"/>`).join('');
  return (
    `<ellipse cx="810" cy="180" rx="120" ry="90" fill="${AMBER_LIGHT}"/><rect x="800" y="70" width="20" height="40" fill="${AMBER}"/>` +
    `<rect x="690" y="170" width="240" height="50" fill="${PAPER}"/>` +
    `<polygon points="600,290 810,210 1020,290" fill="${AMBER}"/>` +
    columns +
    `<rect x="600" y="470" width="420" height="26" fill="${PAPER}"/><rect x="570" y="496" width="480" height="26" fill="${AMBER_LIGHT}"/><rect x="540" y="522" width="540" height="26" fill="${PAPER}"/>`
  );
}

/** Technology: a network of matched opportunities around a search. */
function rfpTechnology(): string {
  const nodes = [
    [640, 170],
    [760, 110],
    [900, 160],
    [1010, 280],
    [960, 440],
    [780, 500],
    [650, 400],
  ];
  const links = nodes
    .map(([x, y], index) => {
      const [nx, ny] = nodes[(index + 1) % nodes.length]!;
      return `<line x1="${x}" y1="${y}" x2="${nx}" y2="${ny}" stroke="${LINE}" stroke-opacity="0.6" stroke-width="4"/><line x1="${x}" y1="${y}" x2="820" y2="300" stroke="${LINE}" stroke-opacity="0.35" stroke-width="3"/>`;
    })
    .join('');
  const dots = nodes.map(([x, y], index) => `<circle cx="${x}" cy="${y}" r="${index % 3 === 0 ? 22 : 16}" fill="${index % 3 === 0 ? AMBER : PAPER}"/>`).join('');
  return `${links}${dots}${magnifier(820, 300, 70)}`;
}

/** Industries: a board of opportunities, one of them found. */
function industryBoard(seed: number): string {
  const found = seed % 6;
  const cards = Array.from({ length: 6 }, (_, index) => {
    const x = 620 + (index % 3) * 150;
    const y = 140 + Math.floor(index / 3) * 190;
    const highlight = index === found;
    return (
      `<rect x="${x}" y="${y}" width="126" height="160" rx="12" fill="${highlight ? AMBER_LIGHT : PAPER}" fill-opacity="${highlight ? 1 : 0.92}"/>` +
      `<rect x="${x + 18}" y="${y + 24}" width="70" height="12" rx="5" fill="${NAVY}"/>` +
      `<rect x="${x + 18}" y="${y + 52}" width="90" height="8" rx="4" fill="${LINE}"/>` +
      `<rect x="${x + 18}" y="${y + 72}" width="80" height="8" rx="4" fill="${LINE}"/>` +
      `<rect x="${x + 18}" y="${y + 120}" width="44" height="18" rx="9" fill="${highlight ? AMBER : LINE}"/>`
    );
  }).join('');
  const fx = 620 + (found % 3) * 150 + 63;
  const fy = 140 + Math.floor(found / 3) * 190 + 80;
  return `${cards}${magnifier(fx, fy, 62)}`;
}

/** A generic cover: one document under a magnifying glass. */
const documentSearch = () => sheet(680, 120, 300, 390, 9, -4) + magnifier(900, 360, 80);

const ILLUSTRATIONS: Record<string, (seed: number) => string> = {
  'proposal writing': proposalWriting,
  'rfp strategy': rfpStrategy,
  'government contracting': governmentContracting,
  'rfp technology': rfpTechnology,
  industry: industryBoard,
};

/**
 * A cover image: an illustration of the page's category (the industries share one, each post
 * category has its own) on the brand's navy, with a pattern of arcs seeded by the slug so each
 * page's cover differs. It holds no text: the page's heading is right beside it, and a title
 * drawn inside the image was cut off and set in another font. 1200×630, the social-card size;
 * `title` only labels the image for assistive technology.
 */
export function featuredImageSvg({ slug, title, category }: { slug: string; title: string; category: string }): string {
  const seed = hash(slug);
  const arcs = Array.from({ length: 5 }, (_, index) => {
    const radius = 120 + ((seed >> (index * 3)) & 7) * 40 + index * 60;
    return `<circle cx="${160 + ((seed >> (index * 2)) & 3) * 60}" cy="${460 - ((seed >> (index * 4)) & 3) * 40}" r="${radius}" fill="none" stroke="${AMBER}" stroke-opacity="${(0.06 + index * 0.04).toFixed(2)}" stroke-width="${6 + index * 2}"/>`;
  }).join('');
  const illustration = (ILLUSTRATIONS[category.trim().toLowerCase()] ?? documentSearch)(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${escapeXml(title)}">
<rect width="1200" height="630" fill="${NAVY}"/>${arcs}
<g id="illustration">${illustration}</g>
</svg>`;
}
