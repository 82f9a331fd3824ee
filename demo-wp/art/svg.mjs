// SVG primitives for the generated demo media (scripts/make-demo-images.mjs): a seeded random
// source, the DESIGN.md palette and small shape helpers that return SVG strings.

export const PALETTE = {
  ink: '#0d0d0d',
  head: '#171818',
  accent: '#49b6c3',
  violet: '#9eacff',
  white: '#ffffff',
};

/** UI colours of a mock-up screen in a light or dark tone. */
export function tone(name = 'light') {
  return name === 'dark'
    ? {
        bg: '#171818',
        surface: '#212424',
        line: '#2e3333',
        text: '#ffffff',
        muted: '#4b5252',
        soft: '#343939',
        accent: PALETTE.accent,
        accent2: PALETTE.violet,
      }
    : {
        bg: '#ffffff',
        surface: '#f3f5f7',
        line: '#e4e8ec',
        text: '#171818',
        muted: '#c5ccd3',
        soft: '#dde2e7',
        accent: PALETTE.accent,
        accent2: PALETTE.violet,
      };
}

/** A deterministic random source (mulberry32) seeded by a string. */
export function random(seedText) {
  let seed = 2166136261;
  for (const ch of seedText) seed = Math.imul(seed ^ ch.codePointAt(0), 16777619);
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    int: (min, max) => Math.floor(min + next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

const n = (v) => Math.round(v * 10) / 10;

const attrs = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join(' ');

export const rect = (x, y, w, h, { r = 0, fill = 'none', stroke, sw, opacity } = {}) =>
  `<rect ${attrs({ x, y, width: Math.max(w, 0), height: Math.max(h, 0), rx: r, fill, stroke, 'stroke-width': sw, opacity })}/>`;

export const circle = (cx, cy, r, { fill = 'none', stroke, sw, opacity, dash } = {}) =>
  `<circle ${attrs({ cx, cy, r, fill, stroke, 'stroke-width': sw, opacity, 'stroke-dasharray': dash })}/>`;

export const ellipse = (cx, cy, rx, ry, { stroke, sw = 1.5, opacity, rotate = 0, dash } = {}) =>
  `<ellipse ${attrs({ cx, cy, rx, ry, fill: 'none', stroke, 'stroke-width': sw, opacity, 'stroke-dasharray': dash, transform: `rotate(${n(rotate)} ${n(cx)} ${n(cy)})` })}/>`;

export const line = (x1, y1, x2, y2, { stroke, sw = 1, opacity, dash } = {}) =>
  `<line ${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': sw, opacity, 'stroke-dasharray': dash, 'stroke-linecap': 'round' })}/>`;

export const path = (d, { fill = 'none', stroke, sw, opacity, join = 'round' } = {}) =>
  `<path ${attrs({ d, fill, stroke, 'stroke-width': sw, opacity, 'stroke-linejoin': join, 'stroke-linecap': 'round' })}/>`;

export const group = (content, { opacity, transform } = {}) =>
  `<g ${attrs({ opacity, transform })}>${content}</g>`;

/** A rounded bar standing for a line of text. */
export const bar = (x, y, w, h, fill, opacity) => rect(x, y, w, h, { r: h / 2, fill, opacity });

/** Several text bars of random width: a paragraph. */
export function paragraph(rnd, x, y, w, lines, { h = 8, gap = 10, fill, opacity } = {}) {
  let out = '';
  for (let i = 0; i < lines; i++) {
    const width = i === lines - 1 ? w * rnd.between(0.35, 0.7) : w * rnd.between(0.82, 1);
    out += bar(x, y + i * (h + gap), width, h, fill, opacity);
  }
  return out;
}

/** An abstract 'picture' placeholder: a tinted panel with a sun and two hills, never a photo. */
export function picture(rnd, x, y, w, h, t, { r = 8, tint } = {}) {
  const base = tint ?? rnd.pick([t.accent, t.accent2, t.soft]);
  const sun = circle(x + w * rnd.between(0.6, 0.8), y + h * 0.32, Math.min(w, h) * 0.12, {
    fill: PALETTE.white,
    opacity: 0.55,
  });
  const hill = (k, o) =>
    path(
      `M${n(x)} ${n(y + h)} L${n(x)} ${n(y + h * k)} Q${n(x + w * 0.35)} ${n(y + h * (k - 0.28))} ${n(x + w * 0.65)} ${n(y + h * k)} T${n(x + w)} ${n(y + h * (k - 0.08))} L${n(x + w)} ${n(y + h)} Z`,
      { fill: PALETTE.white, opacity: o },
    );
  const clip = `c${Math.floor(rnd.next() * 1e9)}`;
  return `<clipPath id="${clip}">${rect(x, y, w, h, { r })}</clipPath><g clip-path="url(#${clip})">${rect(x, y, w, h, { fill: base, opacity: 0.9 })}${sun}${hill(0.72, 0.28)}${hill(0.86, 0.4)}</g>`;
}

/** A QR-like square: finder patterns in three corners and seeded modules. */
export function qr(rnd, x, y, size, fill) {
  const cells = 21;
  const c = size / cells;
  let out = rect(x - c, y - c, size + 2 * c, size + 2 * c, { r: c, fill: PALETTE.white });
  const finder = (fx, fy) =>
    rect(x + fx * c, y + fy * c, 7 * c, 7 * c, { fill }) +
    rect(x + (fx + 1) * c, y + (fy + 1) * c, 5 * c, 5 * c, { fill: PALETTE.white }) +
    rect(x + (fx + 2) * c, y + (fy + 2) * c, 3 * c, 3 * c, { fill });
  out += finder(0, 0) + finder(14, 0) + finder(0, 14);
  for (let i = 0; i < cells; i++) {
    for (let j = 0; j < cells; j++) {
      const inFinder = (i < 8 && j < 8) || (i > 12 && j < 8) || (i < 8 && j > 12);
      if (!inFinder && rnd.next() > 0.55) out += rect(x + i * c, y + j * c, c, c, { fill });
    }
  }
  return out;
}

/** The 'orbit' motif of the studio: tilted rings with small planets on them. */
export function orbits(rnd, cx, cy, radius, { count = 3, opacity = 0.5, colors } = {}) {
  const palette = colors ?? [PALETTE.accent, PALETTE.violet, PALETTE.white];
  let out = '';
  for (let i = 0; i < count; i++) {
    const rx = radius * (0.55 + i * 0.28);
    const ry = rx * rnd.between(0.3, 0.5);
    const rot = rnd.between(-30, 30);
    const color = palette[i % palette.length];
    out += ellipse(cx, cy, rx, ry, { stroke: color, sw: 1.5, opacity, rotate: rot });
    const a = rnd.between(0, Math.PI * 2);
    const rad = (rot * Math.PI) / 180;
    const px = rx * Math.cos(a);
    const py = ry * Math.sin(a);
    out += circle(
      cx + px * Math.cos(rad) - py * Math.sin(rad),
      cy + px * Math.sin(rad) + py * Math.cos(rad),
      rnd.between(5, 11),
      { fill: color, opacity: Math.min(1, opacity + 0.3) },
    );
  }
  return out;
}

/** A faint square grid over a region. */
export function grid(x, y, w, h, step, stroke, opacity = 0.06) {
  let out = '';
  for (let gx = x; gx <= x + w; gx += step) out += line(gx, y, gx, y + h, { stroke, opacity });
  for (let gy = y; gy <= y + h; gy += step) out += line(x, gy, x + w, gy, { stroke, opacity });
  return out;
}

/** Wraps content into a full SVG document. */
export function svgDocument(width, height, content, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${content}</svg>`;
}

/** A soft radial glow (one of the few gradients DESIGN.md tolerates: the 'shift' light). */
export function glowDef(id, color, opacity = 0.35) {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}
