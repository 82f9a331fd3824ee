// Draws the four create_solutions promo images (SPEC 2.9: Спорт, Интернет магазин, Культура,
// Порталы) as SVG in the site palette and writes them as webp into public/img/promos/.
// Run: node scripts/make-promo-images.mjs
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = fileURLToPath(new URL('../public/img/promos/', import.meta.url));
const W = 960;
const H = 720;
const ACCENT = '#49b6c3';
const SECOND = '#9eacff';
const INK = '#0d0d0d';
const PANEL = '#1d1f1f';
const LINE = 'rgba(255,255,255,0.14)';

const frame = (
  body,
  glow = ACCENT,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <radialGradient id="g" cx="0.75" cy="0.2" r="0.8">
      <stop offset="0" stop-color="${glow}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="${glow}" stop-opacity="0"/>
    </radialGradient>
    <pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse">
      <path d="M48 0H0V48" fill="none" stroke="rgba(255,255,255,0.05)"/>
    </pattern>
  </defs>
  <rect width="${W}" height="${H}" fill="${INK}"/>
  <rect width="${W}" height="${H}" fill="url(#grid)"/>
  <rect width="${W}" height="${H}" fill="url(#g)"/>
  ${body}
</svg>`;

const bar = (x, y, w, h = 14, fill = 'rgba(255,255,255,0.22)') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`;

const sport = frame(`
  <g transform="translate(120 130)">
    <rect width="520" height="300" rx="28" fill="${PANEL}" stroke="${LINE}"/>
    ${bar(40, 40, 140, 12, 'rgba(255,255,255,0.35)')}
    <text x="260" y="185" fill="#fff" font-family="Arial, sans-serif" font-size="120" font-weight="700" text-anchor="middle">2 : 1</text>
    <circle cx="90" cy="160" r="36" fill="${ACCENT}"/>
    <circle cx="430" cy="160" r="36" fill="${SECOND}"/>
    ${bar(40, 250, 200)}${bar(300, 250, 180)}
  </g>
  <g transform="translate(470 380) rotate(-8)">
    <rect width="380" height="190" rx="24" fill="${ACCENT}"/>
    <circle cx="270" cy="0" r="22" fill="${INK}"/><circle cx="270" cy="190" r="22" fill="${INK}"/>
    <path d="M270 30V160" stroke="${INK}" stroke-width="4" stroke-dasharray="10 10"/>
    ${bar(32, 40, 170, 16, 'rgba(13,13,13,0.75)')}${bar(32, 76, 120, 12, 'rgba(13,13,13,0.45)')}
    <g transform="translate(32 112)" fill="${INK}">
      <rect width="48" height="48" rx="6"/><rect x="60" width="24" height="48" rx="4"/><rect x="96" y="12" width="36" height="36" rx="4"/>
    </g>
    <text x="318" y="110" fill="${INK}" font-family="Arial, sans-serif" font-size="30" font-weight="700" text-anchor="middle" transform="rotate(90 318 100)">A-12</text>
  </g>`);

const card = (x, y, fill) => `<g transform="translate(${x} ${y})">
    <rect width="200" height="260" rx="22" fill="${PANEL}" stroke="${LINE}"/>
    <rect x="16" y="16" width="168" height="140" rx="14" fill="${fill}"/>
    ${bar(16, 176, 130)}${bar(16, 204, 80, 12, 'rgba(255,255,255,0.4)')}
    <circle cx="166" cy="226" r="16" fill="${ACCENT}"/>
  </g>`;

const ecommerce = frame(
  `
  ${card(90, 120, 'rgba(73,182,195,0.5)')}${card(310, 80, 'rgba(158,172,255,0.5)')}${card(530, 140, 'rgba(255,255,255,0.25)')}
  <g transform="translate(560 430)">
    <rect width="320" height="200" rx="26" fill="#fff"/>
    <path d="M40 60h30l26 86h130l22-62H88" fill="none" stroke="${INK}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="110" cy="172" r="12" fill="${INK}"/><circle cx="210" cy="172" r="12" fill="${INK}"/>
    <circle cx="270" cy="56" r="28" fill="${ACCENT}"/>
    <text x="270" y="67" fill="${INK}" font-family="Arial, sans-serif" font-size="30" font-weight="700" text-anchor="middle">3</text>
  </g>
  <g transform="translate(90 470)">${bar(0, 0, 380, 56, 'rgba(255,255,255,0.08)')}${bar(24, 21, 200, 14)}
    <circle cx="350" cy="28" r="16" fill="none" stroke="#fff" stroke-width="4"/></g>`,
  SECOND,
);

const seats = Array.from({ length: 4 }, (_, r) =>
  Array.from({ length: 9 - r }, (_, c) => {
    const x = 480 - ((9 - r) * 70) / 2 + c * 70 + 10;
    const y = 430 + r * 62;
    const fill = (r + c) % 5 === 0 ? ACCENT : 'rgba(255,255,255,0.18)';
    return `<rect x="${x}" y="${y}" width="50" height="42" rx="12" fill="${fill}"/>`;
  }).join(''),
).join('');

const culture = frame(
  `
  <path d="M100 90h760v40H100z" fill="#7a1f2b"/>
  <path d="M100 130c60 40 80 200 60 280H100zM860 130c-60 40-80 200-60 280h60z" fill="#9b2b3a"/>
  <path d="M160 130c40 60 70 120 40 280M800 130c-40 60-70 120-40 280" stroke="rgba(0,0,0,0.25)" stroke-width="6" fill="none"/>
  <ellipse cx="480" cy="330" rx="250" ry="40" fill="rgba(158,172,255,0.25)"/>
  <path d="M380 300l100-150 100 150" fill="none" stroke="${SECOND}" stroke-width="6" stroke-linejoin="round"/>
  <circle cx="480" cy="150" r="16" fill="${SECOND}"/>
  ${seats}`,
  '#9b2b3a',
);

const widget = (x, y, w, h, body) =>
  `<g transform="translate(${x} ${y})"><rect width="${w}" height="${h}" rx="22" fill="${PANEL}" stroke="${LINE}"/>${body}</g>`;

const portals = frame(`
  ${widget(
    80,
    90,
    360,
    220,
    `${bar(28, 28, 120, 12, 'rgba(255,255,255,0.4)')}
    <path d="M28 180 90 130l60 30 70-70 70 40 42-30" fill="none" stroke="${ACCENT}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
  )}
  ${widget(
    470,
    90,
    200,
    220,
    `<circle cx="100" cy="118" r="60" fill="none" stroke="rgba(255,255,255,0.12)" stroke-width="22"/>
    <circle cx="100" cy="118" r="60" fill="none" stroke="${SECOND}" stroke-width="22" stroke-dasharray="260 400" transform="rotate(-90 100 118)"/>`,
  )}
  ${widget(700, 90, 180, 220, `${bar(24, 32, 100)}${bar(24, 72, 130)}${bar(24, 112, 80)}${bar(24, 152, 120)}`)}
  ${widget(
    80,
    340,
    520,
    290,
    `${[0, 1, 2, 3]
      .map(
        (
          i,
        ) => `<circle cx="50" cy="${52 + i * 62}" r="18" fill="${i === 1 ? ACCENT : 'rgba(255,255,255,0.2)'}"/>
      ${bar(86, 44 + i * 62, 220 - i * 20)}${bar(380, 44 + i * 62, 100, 14, i === 1 ? ACCENT : 'rgba(255,255,255,0.12)')}`,
      )
      .join('')}`,
  )}
  <g stroke="${ACCENT}" stroke-width="4" fill="none" stroke-dasharray="8 10"><path d="M600 480H700M790 400V440M790 560V520"/></g>
  <circle cx="790" cy="480" r="58" fill="${ACCENT}"/>
  <path d="M765 480h50M790 455v50" stroke="${INK}" stroke-width="10" stroke-linecap="round"/>
  <circle cx="790" cy="380" r="20" fill="${SECOND}"/><circle cx="790" cy="580" r="20" fill="#fff"/>`);

const IMAGES = { sport, ecommerce, culture, portals };

await mkdir(OUT, { recursive: true });
for (const [name, svg] of Object.entries(IMAGES)) {
  const file = `${OUT}${name}.webp`;
  await sharp(Buffer.from(svg)).resize(W, H).webp({ quality: 90 }).toFile(file);
  console.log('wrote', file);
}
