// Every content entry is complete and publishable: lengths, paths, sections, no stub text.
import { CONTENT_PAGES } from '@/content/pages';
import { STAGE_LABELS } from '@/content/stages';
import type { PageContent } from '@/content/types';

// /support/ is not here: it is the personal-account landing (content/landings/support.ts).
const ROUTES = [
  '/about/',
  '/account/',
  '/3d-modeling/',
  '/bitrix/',
  '/laravel/',
  '/wordpress/',
  '/vue/',
  '/react/',
  '/flutter/',
  '/culture/',
  '/ecommerce/',
  '/restaurant/',
  '/webapps/',
  '/mvp/',
  '/development/',
  '/services/',
  '/services/analytics/',
  '/services/design/',
  '/services/frontend/',
  '/services/backend/',
  '/services/seo/',
];

/** Every string of a page, flattened. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('content pages', () => {
  it('cover every route of the brief exactly once', () => {
    const paths = CONTENT_PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...ROUTES].sort());
  });

  it('have unique titles and descriptions', () => {
    const titles = CONTENT_PAGES.map((p) => p.meta.title);
    const descriptions = CONTENT_PAGES.map((p) => p.meta.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  describe.each(CONTENT_PAGES.map((p) => [p.path, p] as [string, PageContent]))(
    '%s',
    (path, page) => {
      it('has a canonical path with leading and trailing slashes', () => {
        expect(path).toMatch(/^\/([a-z0-9-]+\/)+$/);
      });

      it('has a title of 10–70 characters and a description of 140–180', () => {
        expect(page.meta.title.length).toBeGreaterThanOrEqual(10);
        expect(page.meta.title.length).toBeLessThanOrEqual(70);
        expect(page.meta.description.length).toBeGreaterThanOrEqual(140);
        expect(page.meta.description.length).toBeLessThanOrEqual(180);
      });

      it('has an h1, an intro, 3–5 sections and a call to action', () => {
        expect(page.intro.title.length).toBeGreaterThan(5);
        expect(page.intro.eyebrow.length).toBeGreaterThan(2);
        expect(page.intro.lead.length).toBeGreaterThan(120);
        expect(page.sections.length).toBeGreaterThanOrEqual(3);
        expect(page.sections.length).toBeLessThanOrEqual(5);
        expect(page.cta.title).not.toBe('');
        expect(page.cta.text).not.toBe('');
        expect(page.cta.button).not.toBe('');
      });

      it('has unique section ids and no empty section', () => {
        const ids = page.sections.map((s) => s.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const section of page.sections) {
          const items =
            section.type === 'tech'
              ? section.groups
              : section.type === 'text'
                ? section.paragraphs
                : section.items;
          expect(items.length, section.id).toBeGreaterThan(0);
        }
      });

      it('links only to site paths with a trailing slash', () => {
        for (const section of page.sections) {
          if (section.type === 'links' || section.type === 'steps') {
            for (const item of section.items) {
              if ('href' in item && item.href) expect(item.href).toMatch(/^\/([a-z0-9-]+\/)+$/);
            }
          }
        }
      });

      it('contains no placeholder text', () => {
        const text = strings(page).join('\n');
        expect(text).not.toMatch(/lorem|ipsum|todo|tbd|fixme|xxx/i);
        expect(text).not.toMatch(/(^|[^а-яё])(скоро|в разработке|заглушка|текст-рыба)([^а-яё]|$)/i);
      });

      it('follows Russian typography', () => {
        // The stage labels are canonical names, kept letter for letter as the menu shows them.
        for (const s of strings(page).filter((s) => !STAGE_LABELS.has(s))) {
          expect(s, s).not.toMatch(/ —/); // an em dash is bound to the previous word
          expect(s, s).not.toMatch(/(^|[\s«(])(в|к|с|и|а|о|у|на|по|до|от|за|из|не|для) /i);
          expect(s, s).not.toMatch(/"/); // quotes are «ёлочки»
          expect(s, s).not.toMatch(/ - /); // a hyphen is not a dash
          expect(s, s).not.toMatch(/\d [\dа-яё₽%]/i); // figures are kept together
          expect(s, s).not.toMatch(/\s$|^\s|\s{2}/); // no stray whitespace
        }
      });

      it('publishes a Service unless it is the about page', () => {
        if (path === '/about/') return;
        expect(page.service?.name.length).toBeGreaterThan(5);
        expect(page.service?.serviceType.length).toBeGreaterThan(3);
      });
    },
  );

  it('states the marketing figures in their exact form', () => {
    const text = plain(CONTENT_PAGES.flatMap(strings).join('\n'));
    expect(text).toMatch(/15 лет/);
    expect(text).toMatch(/2 700 ₽/);
    expect(plain(strings(CONTENT_PAGES.find((p) => p.path === '/about/')).join(' '))).toMatch(
      /аккредит/i,
    );
  });
});
