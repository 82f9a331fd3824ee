// Draws the images of the personal-account landing (/support/, SPEC 2.10): the small (phone) and
// large (browser) mock-ups of the four #examples projects and the pictures of the questions
// section, in the DESIGN.md palette, with the demo WordPress's device art. Writes webp files into
// public/landing/support/, and the line icons (24 × 24, accent stroke) as SVG files into
// public/landing/support/icons/. Run: node scripts/make-landing-assets.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { composeImage } from '../demo-wp/art/compose.mjs';

const OUT = fileURLToPath(new URL('../public/landing/support/', import.meta.url));

/** name → the composition (kinds of demo-wp/art/compose.mjs) and its pixel size. */
const IMAGES = {
  // #examples: large = the desktop cabinet, small = the same product on a phone.
  'example-dealer-big': { kind: 'cover', layout: 'table', phone: 'cart', width: 1200, height: 800 },
  'example-dealer-small': { kind: 'phone', layout: 'cart', width: 360, height: 640 },
  'example-fitness-big': {
    kind: 'cover',
    layout: 'dashboard',
    phone: 'profile',
    width: 1200,
    height: 800,
  },
  'example-fitness-small': { kind: 'phone', layout: 'profile', width: 360, height: 640 },
  'example-staff-big': {
    kind: 'cover',
    layout: 'documents',
    phone: 'list',
    width: 1200,
    height: 800,
  },
  'example-staff-small': { kind: 'phone', layout: 'list', width: 360, height: 640 },
  'example-nda-big': { kind: 'cover', layout: 'form', phone: 'form', width: 1200, height: 800 },
  'example-nda-small': { kind: 'phone', layout: 'form', width: 360, height: 640 },
  // Questions: why a company needs a personal account.
  'question-routine': { kind: 'motif', layout: 'flow', width: 640, height: 480 },
  'question-selfservice': { kind: 'motif', layout: 'tickets', width: 640, height: 480 },
  'question-data': { kind: 'motif', layout: 'dashboard', width: 640, height: 480 },
  'question-loyalty': { kind: 'motif', layout: 'growth', width: 640, height: 480 },
};

/** Line icons in the style of components/ui/icons.tsx: name → the drawing inside a 24 × 24 box. */
const ICONS = {
  client: '<circle cx="12" cy="8" r="3.5"/><path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5"/>',
  partner:
    '<path d="M3 11.5 7 8l3.5 1.5L14 7l7 4.5"/><path d="m7 13 3 3c.8.8 2 .8 2.8 0l4.2-4.2"/><path d="M3 11.5V17h2.5M21 11.5V17h-2.5"/>',
  staff:
    '<circle cx="9" cy="8.5" r="3"/><circle cx="17" cy="9.5" r="2.3"/><path d="M3.5 19c.6-3 2.8-4.6 5.5-4.6s4.9 1.6 5.5 4.6M15 14.6c2.6-.3 4.8 1.1 5.5 3.9"/>',
  login:
    '<rect x="4" y="10.5" width="12" height="9.5" rx="2"/><path d="M7 10.5V8a3 3 0 0 1 6 0v2.5M10 14.2v2.3M18 7h3m-1.5-1.5v3"/>',
  roles:
    '<circle cx="7" cy="7" r="2.5"/><circle cx="17" cy="7" r="2.5"/><circle cx="12" cy="17" r="2.5"/><path d="M8.5 9 11 15M15.5 9 13 15M9.5 7h5"/>',
  documents:
    '<path d="M7 3.5h7l4 4V20a.5.5 0 0 1-.5.5h-10.5a.5.5 0 0 1-.5-.5V4a.5.5 0 0 1 .5-.5z"/><path d="M14 3.5V8h4M9.5 12h5M9.5 15h5M9.5 18h3"/>',
  payments:
    '<rect x="3" y="6" width="18" height="12.5" rx="2"/><path d="M3 10h18M7 15h3M15.5 15h2"/>',
  orders:
    '<path d="M3.5 5h2.2l2 10.5h10.3l2-7.5H7"/><circle cx="9.5" cy="19" r="1.3"/><circle cx="16.5" cy="19" r="1.3"/>',
  notifications:
    '<path d="M6.5 16.5V11a5.5 5.5 0 0 1 11 0v5.5l1.5 2h-14z"/><path d="M10 20.5a2 2 0 0 0 4 0"/>',
  analytics: '<path d="M4 20h16M6.5 16.5v-4M11 16.5V8M15.5 16.5v-6M20 16.5V5"/>',
  chat: '<path d="M4 5.5h16v10H10l-4.5 4v-4H4z"/><path d="M8 9.5h8M8 12.5h5"/>',
  mobile:
    '<rect x="7" y="2.5" width="10" height="19" rx="2.5"/><path d="M10.5 18.5h3M10.5 5.5h3"/>',
  dealer:
    '<path d="M3.5 8 12 3.5 20.5 8v8.5L12 21l-8.5-4.5z"/><path d="M3.5 8 12 12.5 20.5 8M12 12.5V21"/>',
  fitness: '<path d="M3 12h3.5l2-5 3.5 10 2.5-7 1.5 2H21"/>',
  lock: '<rect x="5" y="10.5" width="14" height="10" rx="2"/><path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5"/>',
};

const iconSvg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="#49b6c3" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${body}</svg>\n`;

await mkdir(`${OUT}icons`, { recursive: true });
for (const [name, body] of Object.entries(ICONS)) {
  await writeFile(`${OUT}icons/${name}.svg`, iconSvg(body));
}
console.log(`public/landing/support/icons/*.svg  ${Object.keys(ICONS).length} icons`);

await mkdir(OUT, { recursive: true });
for (const [name, entry] of Object.entries(IMAGES)) {
  const svg = composeImage(`landing-support-${name}`, entry);
  const image = sharp(Buffer.from(svg)).resize(entry.width, entry.height);
  // Phones sit on the panel's colour, so they keep a transparent background.
  await image.webp({ quality: 90, alphaQuality: 100 }).toFile(`${OUT}${name}.webp`);
  console.log(`public/landing/support/${name}.webp  ${entry.width}×${entry.height}`);
}
