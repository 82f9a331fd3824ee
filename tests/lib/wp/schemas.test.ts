// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  articleCardSchema,
  caseCardSchema,
  portfolioListSchema,
  solutionCardSchema,
  vacancyListSchema,
  vacancySchema,
} from '@/lib/wp/schemas';
import vacanciesRaw from '../../fixtures/lists/vacancies.json';

const meta = { current_page: 1, last_page: 1, per_page: 4, total: 2 };

describe('WordPress answers are parsed leniently where ACF is loose', () => {
  it('accepts local WordPress dates without an offset', () => {
    const card = {
      id: 1,
      slug: 'a',
      title: 'Статья',
      excerpt: '',
      image: false,
      date: '2025-03-14T10:00:00',
    };
    expect(articleCardSchema.parse(card).date).toBe('2025-03-14T10:00:00');
  });

  it('drops one malformed card instead of failing the whole list', () => {
    const answer = {
      data: {
        portfolio: [
          { id: 1, slug: 'ok', title: 'Кейс', image: 'https://wp.test/a.webp', directions: [] },
          { id: 2, title: 'Без слага' },
        ],
        categories: false,
      },
      meta,
    };
    const parsed = portfolioListSchema.parse(answer);
    expect(parsed.data.portfolio.map((c) => c.slug)).toEqual(['ok']);
    expect(parsed.data.categories).toEqual([]);
  });

  it('still fails when the list itself is missing', () => {
    expect(portfolioListSchema.safeParse({ data: { categories: [] }, meta }).success).toBe(false);
  });

  it('turns numeric ACF fields into text and false into nothing', () => {
    const v = vacancySchema.parse({
      id: '7',
      slug: 'php',
      title: 'PHP-разработчик',
      salary: 250000,
      city: false,
      description: null,
    });
    expect(v).toMatchObject({ id: '7', salary: '250000', city: undefined, description: '' });
    // A WordPress older than the JobPosting fields: none of them, and nothing invented.
    expect(v).toMatchObject({ employment_type: [], remote: false, base_salary: null });
    expect([v.valid_through, v.date]).toEqual([undefined, undefined]);
  });

  it('reads the JobPosting fields of a vacancy: known types once, numbers, a real ISO day', () => {
    const [full, bare] = vacancyListSchema.parse(vacanciesRaw).data.vacancies;
    expect(full).toMatchObject({
      slug: 'frontend-react',
      date: '2026-11-02T07:00:00+00:00',
      employment_type: ['FULL_TIME', 'CONTRACTOR'],
      remote: true,
      base_salary: { min: 250000, max: undefined, currency: 'RUB', unit: 'MONTH' },
      valid_through: '2027-01-31',
    });
    // No amount (0 is 'not given'), a day in another format: left out.
    expect(bare).toMatchObject({ base_salary: null, valid_through: undefined, remote: false });
  });

  it('reads a salary range written backwards the right way round', () => {
    const v = vacancySchema.parse({
      id: 1,
      slug: 'x',
      title: 'X',
      base_salary: { min: 300000, max: 200000, currency: 'usd', unit: 'FORTNIGHT' },
    });
    expect(v.base_salary).toEqual({ min: 200000, max: 300000, currency: 'RUB', unit: 'MONTH' });
  });
});

describe('list items carry WordPress’s modified date (issue 32: the sitemap’s lastmod)', () => {
  const base = { id: 1, slug: 'a', title: 'Т', excerpt: '', image: false };
  it('reads `modified` of case, article and solution cards', () => {
    const modified = '2026-03-01T10:00:00+00:00';
    expect(articleCardSchema.parse({ ...base, date: '2025-03-14', modified }).modified).toBe(
      modified,
    );
    expect(solutionCardSchema.parse({ ...base, modified }).modified).toBe(modified);
    expect(caseCardSchema.parse({ ...base, directions: [], modified }).modified).toBe(modified);
  });

  it('leaves it undefined when it is missing, null or not a date: the card still parses', () => {
    for (const modified of [undefined, null, 'yesterday', 5]) {
      expect(solutionCardSchema.parse({ ...base, modified }).modified).toBeUndefined();
    }
  });
});
