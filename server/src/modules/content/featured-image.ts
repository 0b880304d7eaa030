const escapeXml = (value: string) =>
  value.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!);

function hash(value: string): number {
  let h = 2166136261;
  for (const char of value) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** Splits a title into at most three lines of about `width` characters. */
export function wrapTitle(title: string, width = 22): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of title.split(/\s+/)) {
    if (current && (current + ' ' + word).length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines.length > 3 ? [...lines.slice(0, 2), `${lines.slice(2).join(' ').slice(0, width - 1)}…`] : lines;
}

/**
 * A cover image made from the page's own title: the brand's navy and amber, with a pattern
 * of arcs seeded by the slug so each page's cover differs. 1200×630, the social-card size.
 */
export function featuredImageSvg({ slug, title, kicker }: { slug: string; title: string; kicker: string }): string {
  const seed = hash(slug);
  const arcs = Array.from({ length: 5 }, (_, index) => {
    const radius = 120 + ((seed >> (index * 3)) & 7) * 40 + index * 60;
    return `<circle cx="1040" cy="${140 + ((seed >> (index * 2)) & 3) * 60}" r="${radius}" fill="none" stroke="#f59e0b" stroke-opacity="${(0.08 + index * 0.05).toFixed(2)}" stroke-width="${6 + index * 2}"/>`;
  }).join('');
  const lines = wrapTitle(title)
    .map((line, index) => `<tspan x="80" dy="${index === 0 ? 0 : 76}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${escapeXml(title)}">
<rect width="1200" height="630" fill="#0b1f3a"/>${arcs}
<rect x="80" y="120" width="72" height="8" rx="4" fill="#f59e0b"/>
<text x="80" y="190" fill="#fcd34d" font-family="Inter, system-ui, sans-serif" font-size="30" font-weight="600" letter-spacing="2">${escapeXml(kicker.toUpperCase())}</text>
<text x="80" y="290" fill="#ffffff" font-family="Inter, system-ui, sans-serif" font-size="64" font-weight="700">${lines}</text>
</svg>`;
}
