// @vitest-environment node
// Brand assets: the icon components match their SVG files and render; the generated favicon,
// touch icon and share images have the formats and sizes the metadata promises (SPEC 2.12, 9).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { directionIcons, techIcons, uiIcons, type IconComponent } from '@/components/ui/icons';
import { LOGO_MARK_PATH, LOGO_WORD_PATH } from '@/components/ui/Logo';
import { DEFAULT_OG_IMAGE } from '@/lib/seo/metadata';

const root = join(__dirname, '..');
const pub = (p: string) => join(root, 'public', p);

const groups: [folder: string, icons: Record<string, IconComponent>][] = [
  ['directions', directionIcons],
  ['tech', techIcons],
  ['ui', uiIcons],
];

/** The drawing inside the root <svg>: whitespace between tags removed, empty elements self-closed. */
function inner(svg: string): string {
  const m = svg.match(/^\s*<svg\b[^>]*>([\s\S]*)<\/svg>\s*$/);
  if (!m) throw new Error(`not an svg document: ${svg.slice(0, 60)}`);
  return m[1]!
    .replace(/>\s+</g, '><')
    .replace(/<(\w+)([^<>]*)><\/\1>/g, '<$1$2/>')
    .trim();
}

/** Share of pixels that are not transparent. */
async function coverage(svg: string, size = 48): Promise<number> {
  const { data, info } = await sharp(Buffer.from(svg), { density: (72 * size) / 24 })
    .resize(size, size)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (let i = 3; i < data.length; i += info.channels) if (data[i]! > 0) ink++;
  return ink / (info.width * info.height);
}

describe('icon maps', () => {
  it('key the menu icons by the route slugs of SPEC 2.3', () => {
    expect(Object.keys(directionIcons).sort()).toEqual(
      ['account', 'culture', 'ecommerce', 'restaurant', 'sportsite', 'webapps'].sort(),
    );
    expect(Object.keys(techIcons).sort()).toEqual(
      ['bitrix', 'flutter', 'laravel', 'react', 'vue', 'wordpress'].sort(),
    );
  });

  for (const [folder, icons] of groups) {
    for (const [name, Icon] of Object.entries(icons)) {
      describe(`${folder}/${name}`, () => {
        const file = pub(`icons/${folder}/${name}.svg`);
        const markup = renderToStaticMarkup(createElement(Icon));

        it('has its file, drawn the same as the component', () => {
          expect(existsSync(file)).toBe(true);
          const src = readFileSync(file, 'utf8');
          expect(src).toContain('viewBox="0 0 24 24"');
          expect(src).toContain('stroke="currentColor"');
          expect(src).not.toMatch(/<text|<image|<script|#[0-9a-f]{3,6}\b/i);
          expect(inner(markup)).toBe(inner(src));
        });

        it('is a decorative, currentColor line icon by default', () => {
          expect(markup).toMatch(/^<svg[^>]*aria-hidden="true"/);
          expect(markup).toContain('stroke="currentColor"');
          expect(markup).toContain('fill="none"');
          expect(markup).toMatch(/stroke-width="1.5"/);
        });

        it('renders ink within its box', async () => {
          const cover = await coverage(readFileSync(file, 'utf8'));
          expect(cover).toBeGreaterThan(0.03);
          expect(cover).toBeLessThan(0.6);
        });
      });
    }
  }

  it('takes a className and a title (then it is a named image)', () => {
    const Icon = directionIcons.webapps;
    const markup = renderToStaticMarkup(
      createElement(Icon, { className: 'menu-icon', title: 'Веб-сервисы', size: 32 }),
    );
    expect(markup).toContain('class="menu-icon"');
    expect(markup).toContain('role="img"');
    expect(markup).toContain('aria-label="Веб-сервисы"');
    expect(markup).not.toContain('aria-hidden');
    expect(markup).toContain('width="32"');
  });
});

describe('logo paths', () => {
  it('hold the three absolute subpaths make-assets.mjs splits the mark into', () => {
    expect(LOGO_MARK_PATH.split(/(?=M)/)).toHaveLength(3);
    expect(LOGO_WORD_PATH).toMatch(/^M[\d .a-zA-Z-]+$/);
  });

  it('are read by the asset script from single-quoted constants', () => {
    const src = readFileSync(join(root, 'components/ui/Logo.tsx'), 'utf8');
    expect(src).toMatch(/export const LOGO_MARK_PATH =\s*'M/);
    expect(src).toMatch(/export const LOGO_WORD_PATH =\s*'M/);
  });
});

describe('generated images', () => {
  const cases = [
    { file: pub('og/default.jpg'), width: 1200, height: 630, format: 'jpeg' },
    { file: pub('og/landing-account.jpg'), width: 750, height: 750, format: 'jpeg' },
    { file: pub('og/landing-sport.jpg'), width: 750, height: 750, format: 'jpeg' },
    { file: join(root, 'app/apple-icon.png'), width: 180, height: 180, format: 'png' },
  ];

  for (const { file, width, height, format } of cases) {
    it(`${file.slice(root.length + 1)} is ${format} ${width}×${height}`, async () => {
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe(format);
      expect([meta.width, meta.height]).toEqual([width, height]);
    });
  }

  it('the default share image matches DEFAULT_OG_IMAGE', async () => {
    const meta = await sharp(pub(DEFAULT_OG_IMAGE.url)).metadata();
    expect([meta.width, meta.height]).toEqual([DEFAULT_OG_IMAGE.width, DEFAULT_OG_IMAGE.height]);
    expect(DEFAULT_OG_IMAGE.type).toBe('image/jpeg');
  });

  it('the share images are dark (the #0d0d0d backdrop) and not blank', async () => {
    for (const f of ['og/default.jpg', 'og/landing-account.jpg', 'og/landing-sport.jpg']) {
      const { channels } = await sharp(pub(f)).stats();
      const [r, g, b] = channels;
      const mean = (r!.mean + g!.mean + b!.mean) / 3;
      expect(mean).toBeGreaterThan(13);
      expect(mean).toBeLessThan(60);
      expect(Math.max(r!.max, g!.max, b!.max)).toBe(255);
    }
  });

  it('the favicon is a square svg of the orbit mark', async () => {
    const src = readFileSync(join(root, 'app/icon.svg'), 'utf8');
    expect(src).toMatch(/^<svg[^>]*viewBox="0 0 64 64"/);
    expect(src).toContain(LOGO_MARK_PATH.split(/(?=M)/)[2]!);
    const meta = await sharp(Buffer.from(src)).metadata();
    expect(meta.width).toBe(meta.height);
  });
});
