// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { constructorSchema } from '@/lib/wp/blocks';
import { color, image } from '@/lib/wp/fields';
import {
  articleCardSchema,
  caseDetailSchema,
  leadSchema,
  portfolioListSchema,
  vacancySchema,
} from '@/lib/wp/schemas';

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
      title: 'PHP-разработчик',
      salary: 250000,
      city: false,
      description: null,
    });
    expect(v).toMatchObject({ id: '7', salary: '250000', city: undefined, description: '' });
  });
});

describe('fields that reach the page are safe', () => {
  it('drops javascript: and relative image URLs', () => {
    expect(image.parse('javascript:alert(1)')).toBeUndefined();
    expect(image.parse('/uploads/a.png')).toBeUndefined();
    expect(
      image.parse({ url: 'https://wp.test/a.png', width: '800', height: 600, alt: null }),
    ).toEqual({
      url: 'https://wp.test/a.png',
      width: 800,
      height: 600,
      alt: '',
    });
  });

  it('accepts only plain colour literals, else the default', () => {
    const c = color('#fff');
    expect(c.parse('#49b6c3')).toBe('#49b6c3');
    expect(c.parse('rgba(0, 0, 0, 0.5)')).toBe('rgba(0, 0, 0, 0.5)');
    expect(c.parse('red; background: url(javascript:alert(1))')).toBe('#fff');
    expect(c.parse(undefined)).toBe('#fff');
  });
});

describe('constructor blocks (SPEC 2.9)', () => {
  it('skips unknown and malformed blocks and keeps the order of the rest', () => {
    const blocks = constructorSchema.parse([
      { type: 'list', list: [{ item: 'Один' }], marker_color: '#49b6c3' },
      { type: 'legacy_slider', slides: [] },
      { type: 'create_solutions', show: true, category: 'Логистика' },
      { type: 'review', content: [{ text: 'Спасибо' }], name: 'Анна', position: 'CEO' },
      'garbage',
    ]);
    expect(blocks.map((b) => b.type)).toEqual(['list', 'review']);
    expect(blocks.map((b) => b.key)).toEqual(['0-list', '3-review']);
  });

  it('applies the SPEC defaults in the schema', () => {
    const [offering, mobile, design, functional, cooperation] = constructorSchema.parse([
      { type: 'offering' },
      { type: 'mobile_version', images: [] },
      { type: 'case_design' },
      { type: 'functional-create' },
      { type: 'case_cooperation_with_list', show_wave: '1' },
    ]);
    expect(offering).toMatchObject({ title_color: '#ffffff', text_color: '#ffffff' });
    expect(mobile).toMatchObject({ title_color: '#ffffff', text_color: '#ffffff' });
    expect(design).toMatchObject({ text_color: '#000000' });
    expect(functional).toMatchObject({ title_color: '#ffffff' });
    expect(cooperation).toMatchObject({ wave_color: '#ffffff', show_wave: true });
  });

  it('defaults the create_solution span colour to #9eacff', () => {
    const detail = caseDetailSchema.parse({
      data: {
        case: { title: 'Кейс', constructor: [], is_constructor: true },
        prev_case: null,
        next_case: false,
        create_solution: { title: 'Создаём', technologies: [{ technology: 'Laravel' }] },
        seo_data: null,
      },
    });
    expect(detail.data.create_solution?.span_color).toBe('#9eacff');
    expect(detail.data.next_case).toBeNull();
    expect(detail.data.case.background_color).toBe('#171818');
  });
});

describe('lead', () => {
  it('counts digits in the phone, not characters', () => {
    const lead = {
      request_id: '3f1c2a4e-8b7d-4c6e-9a1b-2d3e4f5a6b7c',
      name: 'Анна',
      page: '/',
      consent: true,
    };
    expect(leadSchema.safeParse({ ...lead, phone: '12-34-56-7' }).success).toBe(false);
    expect(leadSchema.safeParse({ ...lead, phone: '+7 (900) 000-00-00' }).success).toBe(true);
  });
});
