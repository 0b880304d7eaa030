import { coverLineCount, industryCoverAlt, industryMotif, postCoverAlt, type IndustryCoverFacts, type IndustryMotif, type PostCoverFacts } from '../../../../schema/cover-rules';
import { FREQUENCIES, LEVELS } from '../../../../schema/content-values';
import { parseContractRange } from './contract-value';

const escapeXml = (value: string) =>
  value.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!);

function hash(value: string): number {
  let h = 2166136261;
  for (const char of value) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

const NAVY = '#0b1f3a';
const PAPER = '#f8fafc';
const LINE = '#94a3b8';

/** A cover's colours: the ground, the disc behind the picture, and the accent and its light tint that the picture and figures are drawn in. */
interface Palette {
  ground: string;
  halo: string;
  accent: string;
  light: string;
}

/**
 * The covers that share a picture (the industries of one sector, the posts of one category) take
 * these in turn, so that no two of them look alike in any list. The first is the brand's navy and
 * amber; every accent is at least 100 apart from every other (the sum of the RGB differences),
 * which tests/pages/cover-images.test.ts takes as the least visible difference.
 */
const PALETTES: readonly Palette[] = [
  { ground: NAVY, halo: '#16325c', accent: '#f59e0b', light: '#fcd34d' },
  { ground: '#0a2b33', halo: '#114552', accent: '#14b8a6', light: '#99f6e4' },
  { ground: '#261a3d', halo: '#3b2a5e', accent: '#e879f9', light: '#f5d0fe' },
  { ground: '#0f2a1f', halo: '#1b4332', accent: '#4ade80', light: '#bbf7d0' },
  { ground: '#33121d', halo: '#4f1d2e', accent: '#fb7185', light: '#fecdd3' },
  { ground: '#0c2340', halo: '#173a66', accent: '#38bdf8', light: '#bae6fd' },
  { ground: '#1e1b4b', halo: '#312e81', accent: '#818cf8', light: '#c7d2fe' },
  { ground: '#1e293b', halo: '#334155', accent: '#a3e635', light: '#d9f99d' },
];

/** The palette of the `turn`-th cover (in slug order) among those that share a picture. */
const paletteOf = (turn: number) => PALETTES[turn % PALETTES.length]!;

/** A sheet of paper with `lines` lines of "text" drawn as bars (shapes, never letters). */
function sheet(x: number, y: number, width: number, height: number, lines: number, rotate = 0): string {
  const bars = Array.from({ length: lines }, (_, index) => {
    const barWidth = index === 0 ? width * 0.55 : width * (index % 3 === 2 ? 0.6 : 0.78);
    return `<rect x="${x + 28}" y="${y + 36 + index * 30}" width="${barWidth.toFixed(0)}" height="${index === 0 ? 14 : 9}" rx="4" fill="${index === 0 ? NAVY : LINE}"/>`;
  }).join('');
  return `<g transform="rotate(${rotate} ${x + width / 2} ${y + height / 2})"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="14" fill="${PAPER}"/>${bars}</g>`;
}

/** A magnifying glass centred on (x, y). */
const magnifier = (p: Palette, x: number, y: number, radius: number) =>
  `<circle cx="${x}" cy="${y}" r="${radius}" fill="${p.light}" fill-opacity="0.18" stroke="${p.accent}" stroke-width="16"/>` +
  `<line x1="${x + radius * 0.72}" y1="${y + radius * 0.72}" x2="${x + radius * 1.55}" y2="${y + radius * 1.55}" stroke="${p.accent}" stroke-width="26" stroke-linecap="round"/>`;

/** Proposal writing: a stack of drafts and a pen. */
function proposalWriting(p: Palette): string {
  return (
    sheet(640, 130, 300, 390, 9, -6) +
    sheet(700, 110, 300, 390, 9, 4) +
    `<g transform="rotate(35 930 420)"><rect x="905" y="230" width="46" height="250" rx="10" fill="${p.accent}"/><rect x="905" y="230" width="46" height="40" rx="10" fill="${p.light}"/><polygon points="905,480 951,480 928,530" fill="${PAPER}"/><polygon points="919,510 937,510 928,530" fill="${NAVY}"/></g>`
  );
}

/** Strategy: a target with an arrow in its centre. */
function rfpStrategy(p: Palette): string {
  const rings = [170, 128, 86, 44]
    .map((radius, index) => `<circle cx="830" cy="300" r="${radius}" fill="${index % 2 === 0 ? PAPER : index === 1 ? p.accent : p.light}"/>`)
    .join('');
  return `${rings}<circle cx="830" cy="300" r="14" fill="${NAVY}"/><line x1="830" y1="300" x2="1020" y2="150" stroke="${p.halo}" stroke-width="12" stroke-linecap="round"/><polygon points="1020,150 990,152 1014,176" fill="${p.halo}"/>`;
}

/** Government contracting: a civic building with a dome, columns and steps. */
function governmentContracting(p: Palette): string {
  const columns = Array.from({ length: 6 }, (_, index) => `<rect x="${640 + index * 70}" y="290" width="34" height="180" rx="6" fill="${PAPER}"/>`).join('');
  return (
    `<ellipse cx="810" cy="180" rx="120" ry="90" fill="${p.light}"/><rect x="800" y="70" width="20" height="40" fill="${p.accent}"/>` +
    `<rect x="690" y="170" width="240" height="50" fill="${PAPER}"/>` +
    `<polygon points="600,290 810,210 1020,290" fill="${p.accent}"/>` +
    columns +
    `<rect x="600" y="470" width="420" height="26" fill="${PAPER}"/><rect x="570" y="496" width="480" height="26" fill="${p.light}"/><rect x="540" y="522" width="540" height="26" fill="${PAPER}"/>`
  );
}

/** Technology: a network of matched opportunities around a search. */
function rfpTechnology(p: Palette): string {
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
  const dots = nodes.map(([x, y], index) => `<circle cx="${x}" cy="${y}" r="${index % 3 === 0 ? 22 : 16}" fill="${index % 3 === 0 ? p.accent : PAPER}"/>`).join('');
  return `${links}${dots}${magnifier(p, 820, 300, 70)}`;
}

/** Industries: a board of opportunities, one of them found. */
function industryBoard(p: Palette, seed: number): string {
  const found = seed % 6;
  const cards = Array.from({ length: 6 }, (_, index) => {
    const x = 620 + (index % 3) * 150;
    const y = 140 + Math.floor(index / 3) * 190;
    const highlight = index === found;
    return (
      `<rect x="${x}" y="${y}" width="126" height="160" rx="12" fill="${highlight ? p.light : PAPER}" fill-opacity="${highlight ? 1 : 0.92}"/>` +
      `<rect x="${x + 18}" y="${y + 24}" width="70" height="12" rx="5" fill="${NAVY}"/>` +
      `<rect x="${x + 18}" y="${y + 52}" width="90" height="8" rx="4" fill="${LINE}"/>` +
      `<rect x="${x + 18}" y="${y + 72}" width="80" height="8" rx="4" fill="${LINE}"/>` +
      `<rect x="${x + 18}" y="${y + 120}" width="44" height="18" rx="9" fill="${highlight ? p.accent : LINE}"/>`
    );
  }).join('');
  const fx = 620 + (found % 3) * 150 + 63;
  const fy = 140 + Math.floor(found / 3) * 190 + 80;
  return `${cards}${magnifier(p, fx, fy, 62)}`;
}

/** A generic cover: one document under a magnifying glass. */
const documentSearch = (p: Palette) => sheet(680, 120, 300, 390, 9, -4) + magnifier(p, 900, 360, 80);


/** The post categories' illustrations, drawn around (825, 310) in the 1200×630 frame. */
const POST_ILLUSTRATIONS: Record<string, (p: Palette) => string> = {
  'proposal writing': proposalWriting,
  'rfp strategy': rfpStrategy,
  'government contracting': governmentContracting,
  'rfp technology': rfpTechnology,
};

/** The industry motifs, each drawn around (0, 0) within about 135 units. */
const INDUSTRY_GLYPHS: Record<IndustryMotif, (p: Palette, seed: number) => string> = {
  civic: (p) => `<g transform="scale(0.5) translate(-810 -309)">${governmentContracting(p)}</g>`,
  board: (p, seed) => `<g transform="scale(0.62) translate(-833 -315)">${industryBoard(p, seed)}</g>`,
  health: (p) =>
    `<rect x="-45" y="-130" width="90" height="260" rx="18" fill="${p.accent}"/><rect x="-130" y="-45" width="260" height="90" rx="18" fill="${p.accent}"/>` +
    `<polyline points="-120,0 -50,0 -25,-40 5,40 30,0 120,0" fill="none" stroke="${NAVY}" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"/>`,
  circuit: (p) => {
    const pins = [-45, -15, 15, 45]
      .map(
        (offset) =>
          `<line x1="${offset}" y1="-80" x2="${offset}" y2="-125" /><line x1="${offset}" y1="80" x2="${offset}" y2="125" /><line x1="-80" y1="${offset}" x2="-125" y2="${offset}" /><line x1="80" y1="${offset}" x2="125" y2="${offset}" />`,
      )
      .join('');
    return `<g stroke="${LINE}" stroke-width="10" stroke-linecap="round">${pins}</g><rect x="-85" y="-85" width="170" height="170" rx="18" fill="${PAPER}"/><rect x="-40" y="-40" width="80" height="80" rx="10" fill="${p.accent}"/>`;
  },
  shield: (p) =>
    `<path d="M0,-130 L110,-90 L100,30 C90,90 40,120 0,135 C-40,120 -90,90 -100,30 L-110,-90 Z" fill="${p.accent}"/>` +
    `<polyline points="-45,0 -10,35 50,-40" fill="none" stroke="${PAPER}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>`,
  route: (p) =>
    `<path d="M-120,95 C-60,-40 40,120 105,-70" fill="none" stroke="${PAPER}" stroke-width="10" stroke-linecap="round" stroke-dasharray="2 24"/>` +
    `<circle cx="-120" cy="95" r="20" fill="${PAPER}"/><circle cx="-10" cy="40" r="14" fill="${p.light}"/>` +
    `<path d="M105,-70 m0,40 C80,-65 70,-80 70,-100 A35,35 0 0 1 140,-100 C140,-80 130,-65 105,-30 Z" fill="${p.accent}"/><circle cx="105" cy="-100" r="12" fill="${NAVY}"/>`,
  building: (p) => {
    const windows = Array.from({ length: 18 }, (_, index) => `<rect x="${-72 + (index % 3) * 28}" y="${-88 + Math.floor(index / 3) * 36}" width="16" height="20" rx="3" fill="${p.halo}"/>`).join('');
    return `<rect x="-95" y="-115" width="110" height="245" rx="8" fill="${PAPER}"/>${windows}<rect x="30" y="-30" width="80" height="160" rx="8" fill="${p.light}"/><rect x="56" y="80" width="28" height="50" rx="4" fill="${p.accent}"/>`;
  },
  bolt: (p) => `<polygon points="25,-140 -85,20 -10,20 -35,140 85,-30 10,-30" fill="${p.accent}" stroke="${p.light}" stroke-width="8" stroke-linejoin="round"/>`,
  drop: (p) =>
    `<path d="M0,-135 C50,-60 100,-10 100,45 A100,100 0 0 1 -100,45 C-100,-10 -50,-60 0,-135 Z" fill="${p.light}"/>` +
    `<path d="M-55,50 A55,55 0 0 0 0,105" fill="none" stroke="${PAPER}" stroke-width="14" stroke-linecap="round"/>`,
  gear: (p) => {
    const teeth = Array.from({ length: 8 }, (_, index) => `<rect x="-22" y="-128" width="44" height="60" rx="8" fill="${p.accent}" transform="rotate(${index * 45})"/>`).join('');
    return `${teeth}<circle r="90" fill="${p.accent}"/><circle r="38" fill="${NAVY}"/>`;
  },
  leaf: (p) =>
    `<path d="M-105,115 C-115,-40 0,-130 125,-125 C125,10 40,115 -105,115 Z" fill="${p.accent}"/>` +
    `<path d="M-105,115 C-30,40 30,-20 90,-90" fill="none" stroke="${NAVY}" stroke-width="9" stroke-linecap="round"/>`,
  book: (p) => {
    const lines = [-45, -15, 15, 45].map((y) => `<line x1="-105" y1="${y}" x2="-30" y2="${y + 8}"/><line x1="30" y1="${y + 8}" x2="105" y2="${y}"/>`).join('');
    return (
      `<path d="M0,-70 C-40,-100 -100,-100 -130,-85 L-130,95 C-100,80 -40,80 0,110 Z" fill="${PAPER}"/>` +
      `<path d="M0,-70 C40,-100 100,-100 130,-85 L130,95 C100,80 40,80 0,110 Z" fill="${p.light}"/>` +
      `<g stroke="${LINE}" stroke-width="7" stroke-linecap="round">${lines}</g>`
    );
  },
  screen: (p) =>
    `<rect x="-135" y="-95" width="270" height="175" rx="14" fill="${PAPER}"/><polygon points="-28,-48 -28,32 45,-8" fill="${p.accent}"/>` +
    `<rect x="-45" y="92" width="90" height="16" rx="8" fill="${LINE}"/>`,
  bag: (p) =>
    `<path d="M-45,-45 C-45,-125 45,-125 45,-45" fill="none" stroke="${PAPER}" stroke-width="16" stroke-linecap="round"/>` +
    `<rect x="-100" y="-55" width="200" height="180" rx="16" fill="${p.accent}"/><circle cx="-45" cy="-20" r="9" fill="${NAVY}"/><circle cx="45" cy="-20" r="9" fill="${NAVY}"/>`,
  briefcase: (p) =>
    `<rect x="-45" y="-105" width="90" height="60" rx="14" fill="none" stroke="${PAPER}" stroke-width="16"/>` +
    `<rect x="-135" y="-60" width="270" height="175" rx="18" fill="${p.accent}"/><rect x="-135" y="-2" width="270" height="12" fill="${NAVY}" fill-opacity="0.35"/><rect x="-20" y="-14" width="40" height="34" rx="6" fill="${PAPER}"/>`,
};

/** The cover's frame: the palette's ground, arcs seeded by the slug, a disc on the right for the picture, and what is drawn on the left. */
function cover({ p, seed, label, left, picture }: { p: Palette; seed: number; label: string; left: string; picture: string }): string {
  const arcs = Array.from({ length: 5 }, (_, index) => {
    const radius = 120 + ((seed >> (index * 3)) & 7) * 40 + index * 60;
    return `<circle cx="${160 + ((seed >> (index * 2)) & 3) * 60}" cy="${460 - ((seed >> (index * 4)) & 3) * 40}" r="${radius}" fill="none" stroke="${p.accent}" stroke-opacity="${(0.06 + index * 0.04).toFixed(2)}" stroke-width="${6 + index * 2}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${escapeXml(label)}">
<rect width="1200" height="630" fill="${p.ground}"/>${arcs}
<circle cx="860" cy="315" r="215" fill="${p.halo}"/>
<g id="figures">${left}</g>
${picture}
</svg>`;
}

/**
 * How often an industry's RFPs come, as a year of twelve month columns of four week marks:
 * daily fills every column, weekly lights every mark, monthly one a month, quarterly one every
 * third month, annually one.
 */
function frequencyMarks(p: Palette, frequency: string): string {
  const index = Math.max(0, (FREQUENCIES as readonly string[]).indexOf(frequency));
  const lit = (month: number, week: number) => index === 1 || (week === 0 && (index === 2 || (index === 3 && month % 3 === 0) || (index === 4 && month === 0)));
  if (index === 0) {
    return Array.from({ length: 12 }, (_, month) => `<rect x="${90 + month * 34 - 9}" y="121" width="18" height="120" rx="9" fill="${p.accent}"/>`).join('');
  }
  return Array.from({ length: 48 }, (_, mark) => {
    const month = mark % 12;
    const week = Math.floor(mark / 12);
    return `<circle cx="${90 + month * 34}" cy="${130 + week * 34}" r="9" fill="${lit(month, week) ? p.accent : LINE}" fill-opacity="${lit(month, week) ? 1 : 0.3}"/>`;
  }).join('');
}

/** An industry's competition level as four rising bars, filled up to its level. */
function competitionMeter(level: string): string {
  const filled = Math.max(0, (LEVELS as readonly string[]).indexOf(level));
  return [70, 110, 150, 190]
    .map((height, index) =>
      index <= filled
        ? `<rect x="${90 + index * 64}" y="${520 - height}" width="44" height="${height}" rx="8" fill="${PAPER}"/>`
        : `<rect x="${92 + index * 64}" y="${522 - height}" width="40" height="${height - 4}" rx="7" fill="none" stroke="${LINE}" stroke-opacity="0.5" stroke-width="4"/>`,
    )
    .join('');
}

/** An industry's contract values as a bar on a log scale from $1K to $1B (nothing when the text is no range). */
function contractBar(p: Palette, averageContractValue: string): string {
  const range = parseContractRange(averageContractValue);
  if (!range) return '';
  const at = (dollars: number) => 90 + ((Math.min(9, Math.max(3, Math.log10(Math.max(1, dollars)))) - 3) / 6) * 380;
  const [from, to] = [at(range.low), at(range.high)];
  return `<rect x="90" y="561" width="380" height="8" rx="4" fill="${LINE}" fill-opacity="0.3"/><rect x="${from.toFixed(0)}" y="558" width="${Math.max(14, to - from).toFixed(0)}" height="14" rx="7" fill="${p.light}"/>`;
}

/** Where `slug` comes, in slug order, among the slugs of the covers that share its picture. */
const turnAmong = (slug: string, sharing: readonly string[]) => [...new Set([...sharing, slug])].sort().indexOf(slug);

/**
 * An industry's cover: its sector's motif on the right, and on the left how often its RFPs come
 * (a year of marks), how crowded it is (a four-step meter) and the span of its contract values.
 * The industries of one sector take the palettes in turn (`all` is every industry). No text
 * (schema/cover-rules.ts).
 */
export function industryCoverSvg(industry: IndustryCoverFacts, all: readonly { slug: string }[]): string {
  const seed = hash(industry.slug);
  const { motif } = industryMotif(industry.slug);
  const p = paletteOf(turnAmong(industry.slug, all.filter((other) => industryMotif(other.slug).motif === motif).map((other) => other.slug)));
  return cover({
    p,
    seed,
    label: industryCoverAlt(industry),
    left: frequencyMarks(p, industry.opportunityFrequency) + competitionMeter(industry.competitionLevel) + contractBar(p, industry.averageContractValue),
    picture: `<g id="illustration" transform="translate(860 315)">${INDUSTRY_GLYPHS[motif](p, seed)}</g>`,
  });
}

/** A title's words as bars as wide as the words are long, wrapped at `width` (at most three lines). */
function titleBars(title: string, x0: number, y0: number, width: number): { bars: string; bottom: number } {
  const words = title.split(/\s+/).filter(Boolean);
  const unit = 9;
  let x = x0;
  let line = 0;
  const bars: string[] = [];
  for (const word of words) {
    const barWidth = Math.min(width, word.length * unit);
    if (x > x0 && x + barWidth > x0 + width) {
      if (line === 2) break;
      line += 1;
      x = x0;
    }
    bars.push(`<rect x="${x}" y="${y0 + line * 30}" width="${barWidth}" height="16" rx="5" fill="${NAVY}"/>`);
    x += barWidth + 10;
  }
  return { bars: bars.join(''), bottom: y0 + line * 30 + 16 };
}

/**
 * A post's cover: its category's illustration on the right, in the palette that is the post's
 * turn among the posts of its category (`all` is every post), and on the left a page: its title's
 * words as bars, a line per minute of reading and a tab per tag, the tabs as wide as the tags are
 * long.
 */
export function postCoverSvg(post: PostCoverFacts, all: readonly { slug: string; category: string }[]): string {
  const seed = hash(post.slug);
  const category = post.category.trim().toLowerCase();
  const p = paletteOf(turnAmong(post.slug, all.filter((other) => other.category.trim().toLowerCase() === category).map((other) => other.slug)));
  const heading = titleBars(post.title, 130, 150, 280);
  const lineCount = coverLineCount(post.readTime);
  const lines = Array.from({ length: lineCount }, (_, index) => {
    const width = 200 + ((seed >> (index * 2)) & 3) * 26;
    return `<rect x="130" y="${heading.bottom + 28 + index * 22}" width="${width}" height="9" rx="4" fill="${LINE}"/>`;
  }).join('');
  const tabsTop = heading.bottom + 28 + lineCount * 22 + 14;
  const tags = post.tags.slice(0, 6);
  const letters = tags.reduce((sum, tag) => sum + Math.max(4, tag.length), 0) || 1;
  const room = 280 - (tags.length - 1) * 8;
  let x = 130;
  const tabs = tags
    .map((tag) => {
      const width = Math.round((Math.max(4, tag.length) / letters) * room);
      const tab = `<rect x="${x}" y="${tabsTop}" width="${width}" height="22" rx="11" fill="${p.light}"/>`;
      x += width + 8;
      return tab;
    })
    .join('');
  const sheetBottom = tabsTop + (tags.length > 0 ? 22 : 0) + 36;
  const top = Math.round((630 - (sheetBottom - 110)) / 2) - 110;
  const tilt = ((seed >> 5) % 7) - 3;
  const illustration = POST_ILLUSTRATIONS[category] ?? documentSearch;
  return cover({
    p,
    seed,
    label: postCoverAlt(post),
    left: `<g transform="translate(0 ${top}) rotate(${tilt} 270 ${(110 + sheetBottom) / 2})"><rect x="100" y="110" width="340" height="${sheetBottom - 110}" rx="16" fill="${PAPER}"/>${heading.bars}${lines}${tabs}</g>`,
    picture: `<g transform="translate(860 315) scale(0.62) translate(-825 -310)"><g id="illustration">${illustration(p)}</g></g>`,
  });
}
