// The five development stages keep their labels letter for letter (SPEC 2.3).
import { CONTENT_PAGES } from '@/content/pages';
import { STAGES } from '@/content/stages';

const EXPECTED = [
  ['Аналитика и UX-проектирование', '/services/analytics/'],
  ['UI-дизайн интерфейсов', '/services/design/'],
  ['Frontend разработка', '/services/frontend/'],
  ['Backend разработка', '/services/backend/'],
  ['Поисковая оптимизация (SEO)', '/services/seo/'],
] as const;

const page = (path: string) => {
  const found = CONTENT_PAGES.find((p) => p.path === path);
  if (!found) throw new Error(`no page ${path}`);
  return found;
};

describe('development stages', () => {
  it('are the five labels of SPEC 2.3, in order', () => {
    expect(STAGES.map((s) => [s.label, s.href])).toEqual(EXPECTED);
  });

  it.each(EXPECTED)('%s is the exact h1 of %s, numbered in its kicker', (label, path) => {
    const stagePage = page(path);
    expect(stagePage.intro.title).toBe(label);
    expect(stagePage.service?.name).toBe(label);
    const index = EXPECTED.findIndex(([, p]) => p === path);
    expect(stagePage.intro.eyebrow.replace(/\u00a0/g, ' ')).toBe(`Этап ${index + 1} из 5`);
  });

  it.each(EXPECTED)('%s links to the other four stages', (_label, path) => {
    const other = page(path).sections.find((s) => s.id === 'other-stages');
    expect(other?.type).toBe('links');
    if (other?.type !== 'links') return;
    expect(other.items.map((i) => i.href)).toEqual(
      EXPECTED.map(([, p]) => p).filter((p) => p !== path),
    );
  });

  it('are listed in order with exact labels on /services/ and /about/', () => {
    const overview = page('/services/').sections.find((s) => s.id === 'stages');
    const about = page('/about/').sections.find((s) => s.id === 'stages');
    for (const section of [overview, about]) {
      if (section?.type !== 'links' && section?.type !== 'steps') throw new Error('no stage list');
      expect(section.items.map((i) => [i.title, i.href])).toEqual(EXPECTED);
    }
  });
});
