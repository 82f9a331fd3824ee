// Generates the brand raster/vector assets from SVG compositions (sharp + librsvg), output committed:
//   app/icon.svg            favicon: the orbit mark on the dark backdrop
//   app/apple-icon.png      180 × 180 touch icon
//   public/og/default.jpg   1200 × 630 site-wide share image (lib/seo/metadata.ts DEFAULT_OG_IMAGE)
//   public/og/landing-account.jpg, public/og/landing-sport.jpg   750 × 750 (SPEC 2.12)
// The mark and the wordmark come from components/ui/Logo.tsx (one source of the drawing).
// Type is set in a system font through librsvg/fontconfig (Liberation Sans, else DejaVu Sans):
// the site font ships only as woff2, which librsvg cannot load. Run: npm run assets.
// Long because it is drawings (the coordinates of each brand asset), not logic.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// DESIGN.md palette
const C = {
  backdrop: '#0d0d0d',
  accent: '#49b6c3',
  secondary: '#9eacff',
  white: '#ffffff',
  muted: 'rgba(255,255,255,0.7)',
};
const FONT = "'Liberation Sans', 'DejaVu Sans', sans-serif";

/* ---------- the logo paths, read from the React component ---------- */

async function readLogo() {
  const src = await readFile(join(root, 'components/ui/Logo.tsx'), 'utf8');
  const get = (name) => {
    const m = src.match(new RegExp(`export const ${name} =\\s*'([^']+)'`));
    if (!m) throw new Error(`make-assets: ${name} not found in components/ui/Logo.tsx`);
    return m[1];
  };
  const mark = get('LOGO_MARK_PATH');
  const [ring, core, satellite] = mark.split(/(?=M)/);
  if (!satellite)
    throw new Error('make-assets: LOGO_MARK_PATH should hold three absolute subpaths');
  return { mark, ring: ring + core, satellite, word: get('LOGO_WORD_PATH') };
}

/* ---------- geometry ---------- */

const r1 = (n) => Math.round(n * 10) / 10;
const rad = (deg) => (deg * Math.PI) / 180;

/** Splits sampled points into runs by a predicate and returns one path per kind. */
function runs(points, isFront) {
  const out = { front: '', back: '' };
  let prev = null;
  for (const p of points) {
    const kind = isFront(p) ? 'front' : 'back';
    if (!prev || prev.kind !== kind) {
      // start a new run at the previous point so the runs join without a gap
      const start = prev ?? p;
      out[kind] += `M${r1(start.x)} ${r1(start.y)}`;
    }
    out[kind] += `L${r1(p.x)} ${r1(p.y)}`;
    prev = { ...p, kind };
  }
  return out;
}

/** A point of the unit sphere, turned by `spin` (about the vertical) and `tilt` (top towards us). */
function project([x0, y0, z0], { cx, cy, R, tilt, spin }) {
  const x1 = x0 * Math.cos(spin) + z0 * Math.sin(spin);
  const z1 = -x0 * Math.sin(spin) + z0 * Math.cos(spin);
  const y = y0 * Math.cos(tilt) - z1 * Math.sin(tilt);
  const z = y0 * Math.sin(tilt) + z1 * Math.cos(tilt);
  return { x: cx + R * x1, y: cy - R * y, z };
}

/** The circle of the unit sphere cut by the plane axis·p = d (axis a unit vector). */
function sphereCircle(axis, d, o) {
  const [ax, ay, az] = axis;
  // two unit vectors perpendicular to the axis
  const h = Math.abs(ay) < 0.9 ? [0, 1, 0] : [1, 0, 0];
  const u = norm(cross(axis, h));
  const v = cross(axis, u);
  const r = Math.sqrt(1 - d * d);
  const pts = [];
  for (let i = 0; i <= 180; i++) {
    const t = rad(i * 2);
    pts.push(
      project(
        [0, 1, 2].map((k) => d * [ax, ay, az][k] + r * (Math.cos(t) * u[k] + Math.sin(t) * v[k])),
        o,
      ),
    );
  }
  return pts;
}
const cross = ([a, b, c], [x, y, z]) => [b * z - c * y, c * x - a * z, a * y - b * x];
const norm = (p) => {
  const l = Math.hypot(...p);
  return p.map((c) => c / l);
};

/** Parallels at the given latitudes and `n` meridians. */
const graticule = (lats, n) => [
  ...lats.map((lat) => ({ axis: [0, 1, 0], d: Math.sin(rad(lat)) })),
  ...Array.from({ length: n }, (_, k) => {
    const a = (Math.PI * k) / n;
    return { axis: [Math.cos(a), 0, Math.sin(a)], d: 0 };
  }),
];

/** A wireframe sphere: the given circles on it, the far side fainter. */
function globe(o) {
  const { cx, cy, R, circles, stroke = C.white, front = 0.16, back = 0.05, width = 1 } = o;
  let f = '';
  let b = '';
  for (const { axis, d } of circles) {
    const r = runs(sphereCircle(norm(axis), d, o), (p) => p.z >= 0);
    f += r.front;
    b += r.back;
  }
  const body = `<circle cx="${cx}" cy="${cy}" r="${R}" fill="url(#shade)"/>`;
  const lines =
    `<path d="${b}" fill="none" stroke="${stroke}" stroke-opacity="${back}" stroke-width="${width}"/>` +
    `<path d="${f}" fill="none" stroke="${stroke}" stroke-opacity="${front}" stroke-width="${width}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${R}" fill="none" stroke="${stroke}" stroke-opacity="${front + 0.1}" stroke-width="${width}"/>`;
  return { body, lines };
}

/**
 * An orbit: a circle of radius k·R in a plane inclined by `incl` (0 = seen edge-on) and turned by
 * `roll` on screen. Returns the far half (drawn before the globe) and the near half (after it).
 */
function orbit({ cx, cy, R, k, incl, roll }) {
  const pts = [];
  for (let i = 0; i <= 240; i++)
    pts.push(orbitPoint({ cx, cy, R, k, incl, roll }, (i / 240) * 360));
  return runs(pts, (p) => p.z >= 0);
}

function orbitPoint({ cx, cy, R, k, incl, roll }, deg) {
  const t = rad(deg);
  const x0 = k * Math.cos(t);
  const z0 = k * Math.sin(t);
  const y1 = -z0 * Math.sin(rad(incl));
  const z1 = z0 * Math.cos(rad(incl));
  const x = x0 * Math.cos(rad(roll)) - y1 * Math.sin(rad(roll));
  const y = x0 * Math.sin(rad(roll)) + y1 * Math.cos(rad(roll));
  return { x: cx + R * x, y: cy + R * y, z: z1 };
}

/* ---------- pieces ---------- */

const defs = ({ cx, cy, R }) => `
  <defs>
    <radialGradient id="shade" cx="${cx - R * 0.35}" cy="${cy - R * 0.45}" r="${R * 1.5}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#24272a"/>
      <stop offset="0.55" stop-color="#131415"/>
      <stop offset="1" stop-color="${C.backdrop}"/>
    </radialGradient>
    <radialGradient id="halo" cx="${cx}" cy="${cy}" r="${R * 1.9}" gradientUnits="userSpaceOnUse">
      <stop offset="0.5" stop-color="${C.accent}" stop-opacity="0.08"/>
      <stop offset="1" stop-color="${C.accent}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="glow">
      <stop offset="0" stop-color="${C.accent}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${C.accent}" stop-opacity="0"/>
    </radialGradient>
  </defs>`;

/** The globe with its orbits and satellites. `orbits`: {k, incl, roll, color, opacity, width, sat?, satR?}. */
function composition(g, orbits) {
  const { body, lines } = globe(g);
  const paths = orbits.map((o) => ({ ...o, ...orbit({ ...g, ...o }) }));
  const stroke = (d, o, op) =>
    `<path d="${d}" fill="none" stroke="${o.color}" stroke-opacity="${op}" stroke-width="${o.width}" stroke-linecap="round"/>`;
  const sats = orbits
    .filter((o) => o.sat !== undefined)
    .map((o) => {
      const p = orbitPoint({ ...g, ...o }, o.sat);
      const r = o.satR ?? 6;
      return (
        `<circle cx="${r1(p.x)}" cy="${r1(p.y)}" r="${r * 5}" fill="url(#glow)" opacity="0.6"/>` +
        `<circle cx="${r1(p.x)}" cy="${r1(p.y)}" r="${r}" fill="${o.satColor ?? C.accent}"/>`
      );
    })
    .join('');
  return (
    `<circle cx="${g.cx}" cy="${g.cy}" r="${g.R * 1.9}" fill="url(#halo)"/>` +
    paths.map((o) => stroke(o.back, o, o.opacity * 0.45)).join('') +
    body +
    lines +
    paths.map((o) => stroke(o.front, o, o.opacity)).join('') +
    sats
  );
}

/** The full logo (mark + wordmark) at (x, y) with the given height; the satellite in the accent. */
function logo(L, x, y, h, color = C.white) {
  const s = h / 80;
  return `<g transform="translate(${x} ${y}) scale(${r1(s * 1000) / 1000}) translate(0 -12)" fill="${color}">
    <path d="${L.ring}"/><path d="${L.satellite}" fill="${C.accent}"/><path d="${L.word}"/></g>`;
}

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Lines of text, top-aligned at y (first baseline = y + size). */
function textLines(lines, { x, y, size, weight = 700, fill = C.white, lead = 1.18, spacing = 0 }) {
  const spans = lines
    .map((l, i) => `<tspan x="${x}" y="${r1(y + size * 0.92 + i * size * lead)}">${esc(l)}</tspan>`)
    .join('');
  return `<text font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" letter-spacing="${spacing}">${spans}</text>`;
}

const rule = (x, y, w) => `<rect x="${x}" y="${y}" width="${w}" height="3" fill="${C.accent}"/>`;

const svgDoc = (w, h, g, inner) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs(g)}<rect width="${w}" height="${h}" fill="${C.backdrop}"/>${inner}</svg>`;

/* ---------- the assets ---------- */

function ogDefault(L) {
  const g = {
    cx: 940,
    cy: 330,
    R: 230,
    tilt: rad(22),
    spin: rad(18),
    circles: graticule([-60, -30, 0, 30, 60], 6),
  };
  const art = composition(g, [
    { k: 1.42, incl: 14, roll: -16, color: C.white, opacity: 0.35, width: 1.2, sat: 200, satR: 7 },
    { k: 1.7, incl: 22, roll: 24, color: C.secondary, opacity: 0.28, width: 1 },
  ]);
  const nb = '\u00a0';
  return svgDoc(
    1200,
    630,
    g,
    art +
      logo(L, 80, 80, 44) +
      rule(80, 276, 56) +
      textLines(['Студия заказной', `веб-${nb}и${nb}мобильной`, 'разработки'], {
        x: 80,
        y: 304,
        size: 50,
        spacing: -0.5,
      }) +
      textLines([`Веб-сервисы · Магазины · Мобильные${nb}приложения`], {
        x: 80,
        y: 530,
        size: 20,
        weight: 400,
        fill: C.muted,
      }),
  );
}

function ogLanding(L, { title, sub, orbits, g }) {
  const art = composition(g, orbits);
  return svgDoc(
    750,
    750,
    g,
    art +
      logo(L, 64, 64, 34) +
      rule(64, 508, 48) +
      textLines(title, { x: 64, y: 534, size: 48, spacing: -0.5 }) +
      textLines([sub], { x: 64, y: 664, size: 20, weight: 400, fill: C.muted }),
  );
}

function ogAccount(L) {
  const g = {
    cx: 495,
    cy: 258,
    R: 170,
    tilt: rad(24),
    spin: rad(-10),
    circles: graticule([-45, 0, 45], 4),
  };
  return ogLanding(L, {
    title: ['Разработка', 'личных кабинетов'],
    sub: 'Для клиентов, партнёров и\u00a0сотрудников',
    g,
    orbits: [
      {
        k: 1.35,
        incl: 18,
        roll: -14,
        color: C.white,
        opacity: 0.35,
        width: 1.2,
        sat: 215,
        satR: 6,
      },
      {
        k: 1.62,
        incl: 26,
        roll: 30,
        color: C.secondary,
        opacity: 0.3,
        width: 1,
        sat: 330,
        satR: 3.5,
        satColor: C.secondary,
      },
    ],
  });
}

function ogSport(L) {
  // a ball: two great circles and the two side seams
  const seams = [
    { axis: [0, 1, 0], d: 0 },
    { axis: [1, 0, 0], d: 0 },
    { axis: [1, 0, 0], d: 0.62 },
    { axis: [1, 0, 0], d: -0.62 },
  ];
  const g = { cx: 480, cy: 250, R: 150, tilt: rad(24), spin: rad(35), circles: seams, front: 0.22 };
  // a running track: three lanes in one inclined plane around the globe
  const lane = (k, opacity, extra = {}) => ({
    k,
    incl: 12,
    roll: -8,
    color: C.white,
    opacity,
    width: 1.1,
    ...extra,
  });
  return ogLanding(L, {
    title: ['Разработка', 'сайтов для спорта'],
    sub: 'Для клубов, лиг, федераций и\u00a0стадионов',
    g,
    orbits: [
      lane(1.45, 0.4, { sat: 205, satR: 6 }),
      lane(1.6, 0.26),
      lane(1.75, 0.16, { color: C.secondary, opacity: 0.32 }),
    ],
  });
}

function favicon(L, size = 64, { rounded = true, fill = 0.78 } = {}) {
  // the mark's box is 58 × 58 at (0, 14); centre it with a margin
  const s = (size * fill) / 58;
  const t = `translate(${r1(size / 2 - 29 * s)} ${r1(size / 2 - 43 * s)}) scale(${Math.round(s * 1000) / 1000})`;
  const bg = rounded
    ? `<rect width="${size}" height="${size}" rx="${r1(size * 0.22)}" fill="${C.backdrop}"/>`
    : `<rect width="${size}" height="${size}" fill="${C.backdrop}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${bg}<g transform="${t}"><path d="${L.ring}" fill="${C.white}"/><path d="${L.satellite}" fill="${C.accent}"/></g></svg>\n`;
}

async function jpeg(svg, file) {
  await sharp(Buffer.from(svg))
    .jpeg({ quality: 88, mozjpeg: true, chromaSubsampling: '4:4:4' })
    .toFile(file);
}

async function main() {
  const L = await readLogo();
  await mkdir(join(root, 'public/og'), { recursive: true });
  await writeFile(join(root, 'app/icon.svg'), favicon(L));
  await sharp(Buffer.from(favicon(L, 180, { rounded: false, fill: 0.66 })))
    .png({ compressionLevel: 9 })
    .toFile(join(root, 'app/apple-icon.png'));
  await jpeg(ogDefault(L), join(root, 'public/og/default.jpg'));
  await jpeg(ogAccount(L), join(root, 'public/og/landing-account.jpg'));
  await jpeg(ogSport(L), join(root, 'public/og/landing-sport.jpg'));
  for (const f of [
    'app/icon.svg',
    'app/apple-icon.png',
    'public/og/default.jpg',
    'public/og/landing-account.jpg',
    'public/og/landing-sport.jpg',
  ]) {
    console.log(`  wrote ${f}`);
  }
}

await main();
