// Whole-image compositions for the demo media, one per kind of demo-wp/data/media.mjs: case
// covers and OG images (devices over an orbit backdrop), screens, phones, schemes, backdrops and
// the abstract motifs of article and solution covers. Returns an SVG document string.
import { PHONE_SCREEN, drawPhoneScreen } from './phones.mjs';
import { VIEWPORT, drawScreen } from './screens.mjs';
import {
  PALETTE,
  bar,
  circle,
  glowDef,
  grid,
  group,
  line,
  orbits,
  path,
  picture,
  qr,
  random,
  rect,
  svgDocument,
  tone,
} from './svg.mjs';

const CHROME = 0.045; // browser top bar height as a share of the window width
const PHONE_RATIO = 2.06; // phone body height / width

/** Window height for a browser of width w (chrome plus a 1200×750 page). */
const browserHeight = (w) => w * CHROME + (w * VIEWPORT.height) / VIEWPORT.width;
/** The widest browser that fits a height h. */
const browserWidthFor = (h) => h / (CHROME + VIEWPORT.height / VIEWPORT.width);

function browser(rnd, x, y, w, layout, t) {
  const h = browserHeight(w);
  const ch = w * CHROME;
  const k = w / VIEWPORT.width;
  const id = `b${Math.floor(rnd.next() * 1e9)}`;
  let out = rect(x + 6, y + 14, w, h, { r: 14, fill: '#000000', opacity: 0.35 });
  out += `<clipPath id="${id}">${rect(x, y, w, h, { r: 12 })}</clipPath><g clip-path="url(#${id})">`;
  out += rect(x, y, w, ch, { fill: '#232626' });
  ['#5a6161', '#5a6161', '#5a6161'].forEach((c, i) => {
    out += circle(x + ch * (0.7 + i * 0.55), y + ch / 2, ch * 0.16, { fill: c });
  });
  out += rect(x + w * 0.3, y + ch * 0.22, w * 0.4, ch * 0.56, { r: ch * 0.28, fill: '#313535' });
  out += `<g transform="translate(${x.toFixed(1)} ${(y + ch).toFixed(1)}) scale(${k.toFixed(4)})">${drawScreen(layout, rnd, t)}</g>`;
  return out + '</g>' + rect(x, y, w, h, { r: 12, stroke: '#ffffff', sw: 1, opacity: 0.12 });
}

function phone(rnd, x, y, w, layout, t) {
  const h = w * PHONE_RATIO;
  const inset = w * 0.045;
  const sw = w - inset * 2;
  const sh = h - inset * 2;
  const k = Math.min(sw / PHONE_SCREEN.width, sh / PHONE_SCREEN.height);
  const id = `p${Math.floor(rnd.next() * 1e9)}`;
  let out = rect(x + w * 0.03, y + w * 0.05, w, h, { r: w * 0.16, fill: '#000000', opacity: 0.3 });
  out += rect(x, y, w, h, { r: w * 0.16, fill: PALETTE.ink, stroke: '#3a3f3f', sw: w * 0.012 });
  out += `<clipPath id="${id}">${rect(x + inset, y + inset, sw, sh, { r: w * 0.12 })}</clipPath>`;
  out += `<g clip-path="url(#${id})">${rect(x + inset, y + inset, sw, sh, { fill: t.bg })}`;
  out += `<g transform="translate(${(x + inset).toFixed(1)} ${(y + inset).toFixed(1)}) scale(${k.toFixed(4)})">${drawPhoneScreen(layout, rnd, t)}</g></g>`;
  return (
    out +
    rect(x + w * 0.38, y + inset + w * 0.02, w * 0.24, w * 0.055, {
      r: w * 0.03,
      fill: PALETTE.ink,
    })
  );
}

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

const MOTIFS = {
  bars(rnd, W, H) {
    let out = line(W * 0.2, H * 0.78, W * 0.8, H * 0.78, {
      stroke: PALETTE.white,
      sw: 2,
      opacity: 0.5,
    });
    for (let i = 0; i < 7; i++) {
      const h = H * (0.12 + i * 0.07 + rnd.between(-0.03, 0.03));
      const x = W * 0.23 + i * W * 0.08;
      out += rect(x, H * 0.78 - h, W * 0.05, h, {
        r: 8,
        fill: i === 5 ? PALETTE.violet : PALETTE.accent,
        opacity: 0.35 + i * 0.09,
      });
      out += line(x + W * 0.025, H * 0.78, x + W * 0.025, H * 0.8, {
        stroke: PALETTE.white,
        sw: 2,
        opacity: 0.5,
      });
    }
    return (
      out +
      path(`M${W * 0.22} ${H * 0.62} Q${W * 0.5} ${H * 0.52} ${W * 0.78} ${H * 0.2}`, {
        stroke: PALETTE.white,
        sw: 3,
        opacity: 0.7,
      })
    );
  },
  flow(rnd, W, H) {
    const pts = [
      [0.2, 0.35],
      [0.4, 0.6],
      [0.55, 0.3],
      [0.72, 0.55],
      [0.85, 0.32],
    ];
    let out = '';
    for (let i = 0; i < pts.length - 1; i++) {
      const [x1, y1] = pts[i];
      const [x2, y2] = pts[i + 1];
      out += path(
        `M${W * x1} ${H * y1} C${W * (x1 + 0.08)} ${H * y1} ${W * (x2 - 0.08)} ${H * y2} ${W * x2} ${H * y2}`,
        { stroke: PALETTE.accent, sw: 3, opacity: 0.7 },
      );
    }
    pts.forEach(([x, y], i) => {
      const hot = i === 2;
      out += rect(W * x - 70, H * y - 44, 140, 88, {
        r: 18,
        fill: hot ? PALETTE.accent : PALETTE.head,
        stroke: hot ? undefined : PALETTE.violet,
        sw: 2,
      });
      out +=
        bar(W * x - 44, H * y - 10, 88, 10, PALETTE.white, hot ? 1 : 0.6) +
        bar(W * x - 44, H * y + 10, 56, 8, PALETTE.white, 0.35);
    });
    return out;
  },
  compare(rnd, W, H) {
    let out = '';
    [
      [0.3, PALETTE.accent],
      [0.62, PALETTE.violet],
    ].forEach(([x, color], side) => {
      for (let i = 0; i < 5 + side; i++) {
        const y = H * 0.78 - (i + 1) * H * 0.1;
        out += rect(W * x, y, W * 0.16, H * 0.085, { r: 10, fill: color, opacity: 0.3 + i * 0.12 });
      }
    });
    out += circle(W * 0.54, H * 0.5, 46, { fill: PALETTE.ink, stroke: PALETTE.white, sw: 2 });
    return out + bar(W * 0.54 - 20, H * 0.5 - 5, 40, 10, PALETTE.white);
  },
  dashboard(rnd, W, H) {
    const t = tone('dark');
    let out = rect(W * 0.16, H * 0.2, W * 0.3, H * 0.26, { r: 20, fill: t.surface });
    out +=
      bar(W * 0.19, H * 0.26, W * 0.12, 12, PALETTE.white, 0.5) +
      bar(W * 0.19, H * 0.32, W * 0.18, 34, PALETTE.white);
    out += rect(W * 0.16, H * 0.52, W * 0.3, H * 0.3, { r: 20, fill: t.surface });
    out += circle(W * 0.31, H * 0.67, H * 0.09, { stroke: PALETTE.violet, sw: 22, opacity: 0.9 });
    out += rect(W * 0.5, H * 0.2, W * 0.36, H * 0.62, { r: 20, fill: t.surface });
    let d = '';
    for (let i = 0; i <= 8; i++) {
      d += `${i ? 'L' : 'M'}${(W * (0.53 + i * 0.037)).toFixed(1)} ${(H * (0.7 - i * 0.04 + rnd.between(-0.05, 0.05))).toFixed(1)}`;
    }
    return out + path(d, { stroke: PALETTE.accent, sw: 5 });
  },
  tickets(rnd, W, H) {
    let out = path(
      `M${W * 0.1} ${H * 0.8} L${W * 0.3} ${H * 0.72} L${W * 0.45} ${H * 0.76} L${W * 0.62} ${H * 0.4} L${W * 0.9} ${H * 0.2}`,
      { stroke: PALETTE.violet, sw: 3, opacity: 0.6 },
    );
    [-12, 0, 12].forEach((angle, i) => {
      const x = W * 0.5 - 150;
      const y = H * 0.5 - 90;
      const ticket =
        rect(x, y, 300, 180, {
          r: 18,
          fill: i === 1 ? PALETTE.accent : PALETTE.head,
          stroke: PALETTE.white,
          sw: 1.5,
        }) +
        circle(x + 210, y, 14, { fill: PALETTE.ink }) +
        circle(x + 210, y + 180, 14, { fill: PALETTE.ink }) +
        line(x + 210, y + 20, x + 210, y + 160, {
          stroke: PALETTE.white,
          opacity: 0.5,
          dash: '5 7',
        }) +
        bar(x + 24, y + 40, 140, 14, PALETTE.white) +
        bar(x + 24, y + 70, 90, 9, PALETTE.white, 0.6) +
        (i === 1 ? qr(rnd, x + 226, y + 58, 56, PALETTE.head) : '');
      out += group(ticket, {
        transform: `rotate(${angle} ${W / 2} ${H * 0.75}) translate(${(i - 1) * 40} 0)`,
      });
    });
    return out;
  },
  growth(rnd, W, H) {
    let out = line(W * 0.15, H * 0.82, W * 0.87, H * 0.82, {
      stroke: PALETTE.white,
      sw: 2,
      opacity: 0.4,
    });
    out += line(W * 0.15, H * 0.18, W * 0.15, H * 0.82, {
      stroke: PALETTE.white,
      sw: 2,
      opacity: 0.4,
    });
    const d = `M${W * 0.15} ${H * 0.55} C${W * 0.3} ${H * 0.5} ${W * 0.35} ${H * 0.72} ${W * 0.45} ${H * 0.7} S${W * 0.65} ${H * 0.35} ${W * 0.85} ${H * 0.22}`;
    out += path(`${d} L${W * 0.85} ${H * 0.82} L${W * 0.15} ${H * 0.82} Z`, {
      fill: PALETTE.accent,
      opacity: 0.12,
    });
    out += path(d, { stroke: PALETTE.accent, sw: 5 });
    for (const [x, y] of [
      [0.45, 0.7],
      [0.85, 0.22],
    ])
      out += circle(W * x, H * y, 12, { fill: PALETTE.violet });
    return out;
  },
  gauge(rnd, W, H) {
    let out = '';
    [
      [0.33, 0.62, 0.8],
      [0.67, 0.62, 0.45],
    ].forEach(([x, y, value]) => {
      const r = H * 0.22;
      const cx = W * x;
      const cy = H * y;
      out += path(`M${cx - r} ${cy} A${r} ${r} 0 0 1 ${cx + r} ${cy}`, {
        stroke: PALETTE.head,
        sw: 28,
      });
      const a = Math.PI * (1 - value);
      out += path(
        `M${cx - r} ${cy} A${r} ${r} 0 0 1 ${(cx + r * Math.cos(a)).toFixed(1)} ${(cy - r * Math.sin(a)).toFixed(1)}`,
        { stroke: value > 0.6 ? PALETTE.accent : PALETTE.violet, sw: 28 },
      );
      out += line(cx, cy, cx + r * 0.75 * Math.cos(a), cy - r * 0.75 * Math.sin(a), {
        stroke: PALETTE.white,
        sw: 6,
      });
      out +=
        circle(cx, cy, 12, { fill: PALETTE.white }) +
        bar(cx - 50, cy + 40, 100, 12, PALETTE.white, 0.5);
    });
    return out;
  },
  swatches(rnd, W, H) {
    let out = '';
    [PALETTE.ink, PALETTE.head, PALETTE.accent, PALETTE.violet, PALETTE.white].forEach((c, i) => {
      out += circle(W * (0.22 + i * 0.14), H * 0.34, H * 0.08, {
        fill: c,
        stroke: PALETTE.white,
        sw: 2,
        opacity: 0.95,
      });
    });
    out += rect(W * 0.18, H * 0.56, W * 0.22, 64, { r: 32, fill: PALETTE.accent });
    out += rect(W * 0.44, H * 0.56, 120, 64, {
      r: 32,
      fill: PALETTE.head,
      stroke: PALETTE.violet,
      sw: 2,
    });
    out += circle(W * 0.44 + 88, H * 0.56 + 32, 24, { fill: PALETTE.violet });
    out += rect(W * 0.58, H * 0.56, W * 0.24, 64, {
      r: 14,
      fill: PALETTE.head,
      stroke: PALETTE.white,
      sw: 1.5,
      opacity: 0.9,
    });
    return (
      out +
      bar(W * 0.18, H * 0.74, W * 0.4, 12, PALETTE.white, 0.5) +
      bar(W * 0.18, H * 0.78, W * 0.28, 12, PALETTE.white, 0.3)
    );
  },
  devices(rnd, W, H) {
    const t = tone('light');
    const bw = W * 0.52;
    return (
      browser(rnd, W * 0.14, H * 0.2, bw, 'promo', t) +
      phone(rnd, W * 0.64, H * 0.16, H * 0.33, 'feed', t)
    );
  },
  seats(rnd, W, H) {
    let out = path(`M${W * 0.3} ${H * 0.2} Q${W * 0.5} ${H * 0.3} ${W * 0.7} ${H * 0.2}`, {
      stroke: PALETTE.violet,
      sw: 8,
    });
    for (let r = 0; r < 7; r++) {
      const radius = H * 0.28 + r * H * 0.07;
      const count = 16 + r * 3;
      for (let i = 0; i < count; i++) {
        const a = Math.PI * (0.18 + (0.64 * i) / (count - 1));
        const roll = rnd.next();
        out += rect(
          W * 0.5 + radius * 1.05 * Math.cos(a) - 9,
          H * 0.02 + radius * Math.sin(a) - 9,
          18,
          18,
          {
            r: 5,
            fill: roll < 0.5 ? PALETTE.head : roll < 0.88 ? PALETTE.accent : PALETTE.violet,
            opacity: roll < 0.5 ? 1 : 0.85,
          },
        );
      }
    }
    return out;
  },
  orbit(rnd, W, H) {
    let out = orbits(rnd, W * 0.5, H * 0.5, H * 0.5, { count: 4, opacity: 0.55 });
    out += path(
      `M${W * 0.12} ${H * 0.9} Q${W * 0.35} ${H * 0.75} ${W * 0.5} ${H * 0.5} T${W * 0.86} ${H * 0.12}`,
      { stroke: PALETTE.white, sw: 3, opacity: 0.8 },
    );
    return (
      out +
      circle(W * 0.86, H * 0.12, 14, { fill: PALETTE.accent }) +
      circle(W * 0.5, H * 0.5, 34, { fill: PALETTE.violet })
    );
  },
  shield(rnd, W, H) {
    const cx = W / 2;
    const top = H * 0.2;
    const s = H * 0.6;
    let out = path(
      `M${cx} ${top} L${cx + s * 0.4} ${top + s * 0.14} V${top + s * 0.5} C${cx + s * 0.4} ${top + s * 0.78} ${cx} ${top + s} ${cx} ${top + s} C${cx} ${top + s} ${cx - s * 0.4} ${top + s * 0.78} ${cx - s * 0.4} ${top + s * 0.5} V${top + s * 0.14} Z`,
      { fill: PALETTE.head, stroke: PALETTE.accent, sw: 6 },
    );
    out += path(`M${cx - 40} ${top + s * 0.5} l30 30 l60 -70`, { stroke: PALETTE.accent, sw: 12 });
    out += path(`M${W * 0.22} ${H * 0.38} l-60 60 l60 60`, { stroke: PALETTE.violet, sw: 10 });
    out += path(`M${W * 0.78} ${H * 0.38} l60 60 l-60 60`, { stroke: PALETTE.violet, sw: 10 });
    return out;
  },
  grid(rnd, W, H) {
    const t = tone('dark');
    let out = '';
    for (let r = 0; r < 2; r++) {
      for (let c = 0; c < 3; c++) {
        const x = W * (0.17 + c * 0.23);
        const y = H * (0.14 + r * 0.38);
        out += rect(x, y, W * 0.2, H * 0.33, { r: 18, fill: t.surface });
        out += picture(rnd, x + 14, y + 14, W * 0.2 - 28, H * 0.18, t, { r: 12 });
        out +=
          bar(x + 18, y + H * 0.23, W * 0.12, 10, PALETTE.white, 0.8) +
          bar(x + 18, y + H * 0.27, W * 0.06, 12, PALETTE.accent);
      }
    }
    return out;
  },
};

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
