// Whole-image compositions for the demo media, one per kind of demo-wp/data/media.mjs: case
// covers and OG images (devices over an orbit backdrop), screens, phones, schemes, backdrops and
// the abstract motifs of article and solution covers. Returns an SVG document string.
import { PHONE_RATIO, browser, browserHeight, browserWidthFor, phone } from './devices.mjs';
import { MOTIFS } from './motifs.mjs';
import {
  PALETTE,
  bar,
  circle,
  glowDef,
  grid,
  line,
  orbits,
  path,
  random,
  rect,
  svgDocument,
  tone,
} from './svg.mjs';

function backdrop(rnd, W, H, { glowX = 0.75, glowY = 0.3 } = {}) {
  let out = rect(0, 0, W, H, { fill: PALETTE.ink });
  out += rect(0, 0, W, H, { fill: 'url(#glow)' });
  out += `<ellipse cx="${W * glowX}" cy="${H * glowY}" rx="${W * 0.45}" ry="${H * 0.6}" fill="url(#glow)"/>`;
  out += grid(0, 0, W, H, Math.round(W / 24), PALETTE.white, 0.045);
  out += orbits(rnd, W * glowX, H * glowY, Math.min(W, H) * 0.5, { count: 3, opacity: 0.35 });
  return out;
}

const DEFS = glowDef('glow', PALETTE.accent, 0.22) + glowDef('glow2', PALETTE.violet, 0.25);

/** A case cover or OG image: a browser window with the case's main layout, maybe a phone. */
function deviceScene(entry, W, H, rnd) {
  const t = tone('light');
  let out = backdrop(rnd, W, H);
  const withPhone = Boolean(entry.phone);
  const maxW = withPhone ? W * 0.7 : W * 0.8;
  const bw = Math.min(maxW, browserWidthFor(H * 0.8));
  const bh = browserHeight(bw);
  const bx = withPhone ? W * 0.07 : (W - bw) / 2;
  const by = (H - bh) / 2 + (withPhone ? -H * 0.02 : 0);
  out += browser(rnd, bx, by, bw, entry.layout, t);
  if (withPhone) {
    const pw = Math.min(W * 0.2, (H * 0.78) / PHONE_RATIO);
    out += phone(rnd, W * 0.93 - pw, H - pw * PHONE_RATIO - H * 0.07, pw, entry.phone, t);
  }
  return out;
}

function screenScene(entry, W, H, rnd) {
  const t = tone(entry.tone);
  let out = rect(0, 0, W, H, { fill: entry.tone === 'dark' ? PALETTE.ink : '#e8ecef' });
  out += grid(0, 0, W, H, 40, entry.tone === 'dark' ? PALETTE.white : PALETTE.head, 0.04);
  const bw = Math.min(W * 0.9, browserWidthFor(H * 0.88));
  const bh = browserHeight(bw);
  return out + browser(rnd, (W - bw) / 2, (H - bh) / 2, bw, entry.layout, t);
}

function phoneScene(entry, W, H, rnd) {
  const pw = Math.min(W * 0.84, (H * 0.94) / PHONE_RATIO);
  return phone(rnd, (W - pw) / 2, (H - pw * PHONE_RATIO) / 2, pw, entry.layout, tone('light'));
}

function schemeScene(entry, W, H, rnd) {
  const cx = W / 2;
  const cy = H / 2;
  const nodes = [];
  const count = 5;
  for (let i = 0; i < count; i++) {
    const a = -Math.PI / 2 + (i / count) * Math.PI * 2;
    nodes.push([cx + W * 0.34 * Math.cos(a), cy + H * 0.34 * Math.sin(a)]);
  }
  let out = grid(W * 0.05, H * 0.05, W * 0.9, H * 0.9, 30, PALETTE.head, 0.07);
  out += circle(cx, cy, H * 0.34, { stroke: PALETTE.head, sw: 1.5, opacity: 0.15, dash: '4 10' });
  nodes.forEach(([x, y], i) => {
    out += line(cx, cy, x, y, {
      stroke: i % 2 ? PALETTE.violet : PALETTE.accent,
      sw: 4,
      dash: '2 12',
    });
  });
  out += rect(cx - 130, cy - 80, 260, 160, { r: 24, fill: PALETTE.head });
  out += circle(cx - 70, cy, 30, { stroke: PALETTE.accent, sw: 8 });
  out +=
    bar(cx - 20, cy - 24, 110, 14, PALETTE.white) +
    bar(cx - 20, cy + 4, 80, 10, PALETTE.white, 0.5);
  nodes.forEach(([x, y], i) => {
    const color = i % 2 ? PALETTE.violet : PALETTE.accent;
    out += rect(x - 100, y - 54, 200, 108, { r: 20, fill: PALETTE.white, stroke: color, sw: 3 });
    out += rect(x - 76, y - 22, 44, 44, { r: 12, fill: color, opacity: 0.85 });
    out +=
      bar(x - 18, y - 16, 96, 12, PALETTE.head) +
      bar(x - 18, y + 6, rnd.between(50, 80), 9, PALETTE.head, 0.4);
  });
  return out;
}

function backdropScene(entry, W, H, rnd) {
  let out = backdrop(rnd, W, H, { glowX: 0.7, glowY: 0.5 });
  for (let i = 0; i < 7; i++) {
    const y0 = H * (0.45 + i * 0.07);
    const amp = H * rnd.between(0.04, 0.1);
    const color = i % 2 ? PALETTE.violet : PALETTE.accent;
    out += path(
      `M0 ${y0.toFixed(1)} C${W * 0.25} ${(y0 - amp).toFixed(1)} ${W * 0.5} ${(y0 + amp).toFixed(1)} ${W * 0.75} ${(y0 - amp / 2).toFixed(1)} S${W} ${y0.toFixed(1)} ${W + 40} ${y0.toFixed(1)}`,
      { stroke: color, sw: 2, opacity: 0.18 + i * 0.03 },
    );
  }
  return out + orbits(rnd, W * 0.2, H * 0.3, H * 0.45, { count: 2, opacity: 0.25 });
}

function motifScene(entry, W, H, rnd) {
  const draw = MOTIFS[entry.layout];
  if (!draw) throw new Error(`make-demo-images: unknown motif ${entry.layout}`);
  return backdrop(rnd, W, H, { glowX: 0.5, glowY: 0.45 }) + draw(rnd, W, H);
}

const SCENES = {
  cover: deviceScene,
  screen: screenScene,
  phone: phoneScene,
  scheme: schemeScene,
  backdrop: backdropScene,
  motif: motifScene,
  og: (entry, W, H, rnd) =>
    entry.motif ? motifScene(entry, W, H, rnd) : deviceScene(entry, W, H, rnd),
};

/** The SVG of one media entry ({ kind, layout, phone?, tone?, width, height }), seeded by key. */
export function composeImage(key, entry) {
  const scene = SCENES[entry.kind];
  if (!scene) throw new Error(`make-demo-images: unknown kind ${entry.kind}`);
  const rnd = random(key);
  return svgDocument(entry.width, entry.height, scene(entry, entry.width, entry.height, rnd), DEFS);
}

/** Whether an image kind keeps a transparent background (it sits on a coloured block). */
export const hasAlpha = (entry) => entry.kind === 'phone' || entry.kind === 'scheme';
