// Draws the sports landing's images (SPEC 2.11) in the DESIGN.md palette and writes them into
// public/landing/sport/: partner emblems and line icons as SVG, the video poster and the info
// placeholder as webp, and two short abstract clips as H.264 mp4 (frames drawn here, encoded by
// ffmpeg). The organisations are fictional; nothing here is a real brand.
// Run: node scripts/make-sport-assets.mjs   (needs ffmpeg on PATH for the clips)
// Long because it is drawings (emblems, icons and the clips' frames), not logic.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = fileURLToPath(new URL('../public/landing/sport/', import.meta.url));
const ACCENT = '#49b6c3';
const SECOND = '#9eacff';
const INK = '#0d0d0d';
const PANEL = '#1d1f1f';
const WHITE = '#ffffff';

// ---------------------------------------------------------------- partner emblems (64×64, white)

const emblem = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" fill="none" stroke="${WHITE}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">${body}</svg>\n`;

const PARTNERS = {
  // ФК Волна: a shield with two waves.
  volna: emblem(
    `<path d="M32 5 54 12v18c0 14-9 23-22 29C19 53 10 44 10 30V12z"/><path d="M17 30c5-5 10 5 15 0s10 5 15 0M17 40c5-5 10 5 15 0s10 5 15 0"/>`,
  ),
  // БК Полярная звезда: a ball with a four-point star.
  polar: emblem(
    `<circle cx="32" cy="32" r="26"/><path d="M6 32h52M32 6c-9 8-9 44 0 52M32 6c9 8 9 44 0 52"/><path d="m32 20 3 9 9 3-9 3-3 9-3-9-9-3 9-3z" fill="${WHITE}"/>`,
  ),
  // Федерация гребли: two crossed oars in a ring.
  rowing: emblem(
    `<circle cx="32" cy="32" r="27"/><path d="M18 46 42 22M46 46 22 22"/><path d="m42 22 4-9 5 5-9 4zM22 22l-4-9-5 5 9 4z" fill="${WHITE}"/><path d="M14 50c6-3 12 3 18 0s12 3 18 0"/>`,
  ),
  // Лига мини-футбола: a hexagon with a smaller ball panel.
  futsal: emblem(
    `<path d="M32 5 55 18v28L32 59 9 46V18z"/><path d="m32 22 9 7-3 11H26l-3-11z"/><path d="M32 22V10M41 29l11-4M38 40l7 10M26 40l-7 10M23 29l-11-4"/>`,
  ),
  // Стадион Восток: a stadium bowl under a rising sun.
  vostok: emblem(
    `<path d="M8 38c0 8 11 14 24 14s24-6 24-14-11-14-24-14S8 30 8 38z"/><path d="M18 38c0 4 6 7 14 7s14-3 14-7"/><path d="M22 20a10 10 0 0 1 20 0M32 4v5M18 9l3 4M46 9l-3 4"/>`,
  ),
  // Спортшкола Олимп: a peak inside a laurel.
  olymp: emblem(
    `<path d="m18 44 14-24 14 24z"/><path d="m26 31 6 4 6-4"/><path d="M12 20c-4 8-3 20 6 28M52 20c4 8 3 20-6 28"/><path d="M10 28l5 2M9 37l6 0M12 45l5-2M54 28l-5 2M55 37h-6M52 45l-5-2"/>`,
  ),
};

// ---------------------------------------------------------------- line icons (48×48, accent)

const icon = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" fill="none" stroke="${ACCENT}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">${body}</svg>\n`;

const ICONS = {
  ticket: icon(
    `<path d="M6 14h36v7a3 3 0 0 0 0 6v7H6v-7a3 3 0 0 0 0-6z"/><path d="M30 14v20" stroke-dasharray="3 4"/><path d="M12 21h12M12 27h8"/>`,
  ),
  shop: icon(
    `<path d="M10 16h28l-2 24H12z"/><path d="M18 20v-6a6 6 0 0 1 12 0v6"/><path d="M19 30h10"/>`,
  ),
  loyalty: icon(
    `<path d="m24 6 5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z"/><path d="M24 20v8"/>`,
  ),
  app: icon(
    `<rect x="14" y="5" width="20" height="38" rx="4"/><path d="M21 10h6M20 37h8"/><path d="M19 19h10M19 25h6"/>`,
  ),
  push: icon(
    `<path d="M14 34V22a10 10 0 0 1 20 0v12l3 4H11z"/><path d="M20 42a4 4 0 0 0 8 0"/><circle cx="36" cy="12" r="4" fill="${ACCENT}"/>`,
  ),
  crm: icon(
    `<circle cx="18" cy="17" r="6"/><path d="M7 38c0-7 5-12 11-12s11 5 11 12"/><circle cx="34" cy="19" r="5"/><path d="M32 28c6 0 10 4 10 10"/>`,
  ),
  calendar: icon(
    `<rect x="7" y="10" width="34" height="31" rx="4"/><path d="M7 19h34M16 6v8M32 6v8"/><path d="M14 27h4M22 27h4M30 27h4M14 34h4M22 34h4"/>`,
  ),
  stats: icon(`<path d="M7 41h34"/><path d="M12 35V25M20 35V15M28 35V21M36 35V9"/>`),
  import: icon(
    `<path d="M24 6v22M15 20l9 9 9-9"/><path d="M8 30v8a3 3 0 0 0 3 3h26a3 3 0 0 0 3-3v-8"/>`,
  ),
  stadium: icon(
    `<ellipse cx="24" cy="28" rx="18" ry="9"/><ellipse cx="24" cy="28" rx="9" ry="4"/><path d="M6 28v-8M42 28v-8M14 13l2 6M34 13l-2 6M24 10v7"/>`,
  ),
  trophy: icon(
    `<path d="M15 7h18v10a9 9 0 0 1-18 0z"/><path d="M15 10H8v3a7 7 0 0 0 7 7M33 10h7v3a7 7 0 0 1-7 7"/><path d="M24 26v8M16 41h16M19 34h10v7H19z"/>`,
  ),
  school: icon(
    `<path d="m4 18 20-9 20 9-20 9z"/><path d="M12 22v10c0 3 5 6 12 6s12-3 12-6V22M44 18v12"/>`,
  ),
  federation: icon(`<path d="M10 42V7"/><path d="M10 8h26l-5 8 5 8H10"/><path d="M6 42h10"/>`),
  league: icon(
    `<rect x="6" y="8" width="36" height="32" rx="3"/><path d="M6 17h36M6 26h36M6 34h36M16 8v32"/>`,
  ),
  club: icon(
    `<path d="M24 5 40 10v13c0 10-7 17-16 21C15 40 8 33 8 23V10z"/><path d="M16 24h16M24 16v16"/>`,
  ),
  merch: icon(
    `<path d="M17 6h14l9 6-4 8-4-2v22H16V18l-4 2-4-8z"/><path d="M19 6a5 5 0 0 0 10 0"/><path d="M21 26h6v8"/>`,
  ),
  video: icon(`<rect x="5" y="10" width="38" height="28" rx="4"/><path d="m20 18 10 6-10 6z"/>`),
  whistle: icon(
    `<circle cx="18" cy="29" r="11"/><path d="M26 21 42 14v9l-12 2"/><circle cx="18" cy="29" r="3"/><path d="M8 10l3 5M18 6v6M28 9l-2 5"/>`,
  ),
};

// ---------------------------------------------------------------- frames of the two clips

const W = 960;
const H = 540;

const backdrop = (glow, cx = 0.7, cy = 0.25) => `<defs>
    <radialGradient id="g" cx="${cx}" cy="${cy}" r="0.8">
      <stop offset="0" stop-color="${glow}" stop-opacity="0.32"/>
      <stop offset="1" stop-color="${glow}" stop-opacity="0"/>
    </radialGradient>
    <pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse">
      <path d="M40 0H0V40" fill="none" stroke="rgba(255,255,255,0.05)"/>
    </pattern>
  </defs>
  <rect width="${W}" height="${H}" fill="${INK}"/>
  <rect width="${W}" height="${H}" fill="url(#grid)"/>
  <rect width="${W}" height="${H}" fill="url(#g)"/>`;

const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;

/** A pitch seen from above with players drifting and a ball tracing an arc; t in [0, 1). */
function pitchFrame(t) {
  const TAU = Math.PI * 2;
  const px = 150;
  const py = 80;
  const pw = 660;
  const ph = 380;
  const players = Array.from({ length: 10 }, (_, i) => {
    const side = i < 5 ? 0 : 1;
    const baseX = px + pw * (side ? 0.62 + (i % 5) * 0.07 : 0.1 + (i % 5) * 0.07);
    const baseY = py + ph * (0.15 + ((i * 37) % 70) / 100);
    const x = baseX + Math.sin(TAU * t + i) * 26;
    const y = baseY + Math.cos(TAU * t + i * 1.7) * 18;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="9" fill="${side ? SECOND : ACCENT}"/>`;
  }).join('');
  const trail = Array.from({ length: 14 }, (_, k) => {
    const s = t - k * 0.012;
    const bx = px + pw * (0.5 + 0.38 * Math.sin(TAU * s));
    const by = py + ph * (0.5 + 0.3 * Math.sin(2 * TAU * s));
    return `<circle cx="${bx.toFixed(1)}" cy="${by.toFixed(1)}" r="${(7 - k * 0.4).toFixed(1)}" fill="${WHITE}" opacity="${(1 - k / 14).toFixed(2)}"/>`;
  }).join('');
  const pulse = 40 + 14 * Math.sin(TAU * t);
  const bars = [0.55, 0.8, 0.4, 0.7]
    .map((v, i) => {
      const w = 90 * (0.4 + 0.6 * Math.abs(Math.sin(Math.PI * (t + v + i * 0.2))));
      return `<rect x="24" y="${28 + i * 18}" width="${w.toFixed(1)}" height="8" rx="4" fill="${i % 2 ? SECOND : ACCENT}" opacity="0.85"/>`;
    })
    .join('');
  return svg(`${backdrop(ACCENT)}
  <g fill="none" stroke="rgba(255,255,255,0.28)" stroke-width="2">
    <rect x="${px}" y="${py}" width="${pw}" height="${ph}" rx="18"/>
    <path d="M${px + pw / 2} ${py}V${py + ph}"/>
    <circle cx="${px + pw / 2}" cy="${py + ph / 2}" r="58"/>
    <rect x="${px}" y="${py + ph / 2 - 90}" width="90" height="180"/>
    <rect x="${px + pw - 90}" y="${py + ph / 2 - 90}" width="90" height="180"/>
  </g>
  <circle cx="${px + pw / 2}" cy="${py + ph / 2}" r="${pulse.toFixed(1)}" fill="none" stroke="${ACCENT}" stroke-opacity="0.35" stroke-width="3"/>
  ${players}${trail}
  <g transform="translate(32 400)"><rect width="150" height="104" rx="14" fill="${PANEL}" stroke="rgba(255,255,255,0.12)"/>${bars}</g>`);
}

/** A dashboard: bars growing, a line drawing itself and a ring filling; t in [0, 1). */
function statsFrame(t) {
  const ease = (x) => 1 - Math.pow(1 - Math.min(1, Math.max(0, x)), 3);
  const grow = ease(t * 1.6);
  const values = [0.35, 0.55, 0.45, 0.7, 0.6, 0.85, 0.75, 0.95];
  const bars = values
    .map((v, i) => {
      const h = 220 * v * ease(t * 1.8 - i * 0.06);
      return `<rect x="${90 + i * 52}" y="${(430 - h).toFixed(1)}" width="32" height="${h.toFixed(1)}" rx="6" fill="${i === values.length - 1 ? ACCENT : 'rgba(255,255,255,0.22)'}"/>`;
    })
    .join('');
  const points = values.map((v, i) => `${106 + i * 52},${(400 - 260 * v).toFixed(1)}`).join(' ');
  const length = 900;
  const ring = 2 * Math.PI * 70;
  return svg(`${backdrop(SECOND, 0.2, 0.2)}
  <g transform="translate(0 0)">
    <rect x="60" y="70" width="480" height="400" rx="24" fill="${PANEL}" stroke="rgba(255,255,255,0.12)"/>
    <rect x="90" y="100" width="140" height="12" rx="6" fill="rgba(255,255,255,0.4)"/>
    ${bars}
    <polyline points="${points}" fill="none" stroke="${SECOND}" stroke-width="4" stroke-linejoin="round" stroke-dasharray="${length}" stroke-dashoffset="${(length * (1 - grow)).toFixed(1)}"/>
  </g>
  <g transform="translate(600 70)">
    <rect width="300" height="240" rx="24" fill="${PANEL}" stroke="rgba(255,255,255,0.12)"/>
    <circle cx="150" cy="120" r="70" fill="none" stroke="rgba(255,255,255,0.12)" stroke-width="20"/>
    <circle cx="150" cy="120" r="70" fill="none" stroke="${ACCENT}" stroke-width="20" stroke-linecap="round" stroke-dasharray="${(ring * 0.78 * grow).toFixed(1)} ${ring.toFixed(1)}" transform="rotate(-90 150 120)"/>
  </g>
  <g transform="translate(600 340)">
    <rect width="300" height="130" rx="24" fill="${PANEL}" stroke="rgba(255,255,255,0.12)"/>
    ${[0, 1, 2]
      .map(
        (i) =>
          `<circle cx="40" cy="${36 + i * 30}" r="8" fill="${i === Math.floor(t * 3) % 3 ? ACCENT : 'rgba(255,255,255,0.25)'}"/><rect x="60" y="${31 + i * 30}" width="${(120 + 80 * ease(t * 2 - i * 0.2)).toFixed(1)}" height="10" rx="5" fill="rgba(255,255,255,0.22)"/>`,
      )
      .join('')}
  </g>`);
}

// ---------------------------------------------------------------- writing

async function writeClip(name, frame, { seconds = 5, fps = 24 } = {}) {
  const dir = await mkdtemp(join(tmpdir(), `sport-${name}-`));
  const total = seconds * fps;
  try {
    for (let i = 0; i < total; i++) {
      const png = join(dir, `f${String(i).padStart(4, '0')}.png`);
      await sharp(Buffer.from(frame(i / total)))
        .png()
        .toFile(png);
    }
    const file = `${OUT}video/${name}.mp4`;
    execFileSync('ffmpeg', [
      ...['-y', '-loglevel', 'error', '-framerate', String(fps)],
      ...['-i', join(dir, 'f%04d.png')],
      ...['-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-pix_fmt', 'yuv420p'],
      ...['-movflags', '+faststart', '-an', file],
    ]);
    const { size } = await stat(file);
    console.log('wrote', file, `${Math.round(size / 1024)} KB`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function writeStill(file, markup) {
  // Rendered at twice the size (density 144) for sharp posters on dense screens.
  await sharp(Buffer.from(markup), { density: 144 }).webp({ quality: 82 }).toFile(file);
  console.log('wrote', file);
}

await mkdir(`${OUT}partners`, { recursive: true });
await mkdir(`${OUT}icons`, { recursive: true });
await mkdir(`${OUT}video`, { recursive: true });

for (const [name, markup] of Object.entries(PARTNERS))
  await writeFile(`${OUT}partners/${name}.svg`, markup);
for (const [name, markup] of Object.entries(ICONS))
  await writeFile(`${OUT}icons/${name}.svg`, markup);
console.log(
  'wrote',
  Object.keys(PARTNERS).length,
  'emblems and',
  Object.keys(ICONS).length,
  'icons',
);

// Posters are the clips' own frames, so the swap from poster to video does not jump.
await writeStill(`${OUT}video/match-poster.webp`, pitchFrame(0));
await writeStill(`${OUT}video/stats-poster.webp`, statsFrame(0.999));

if (process.argv.includes('--no-video')) process.exit(0);
await writeClip('match', pitchFrame);
await writeClip('stats', statsFrame);
