// @vitest-environment node
// The bundled demo WordPress's API (demo-wp/api.mjs): every call of WP-API.md answers and parses
// with the site's own zod schemas, and the demo content covers every constructor block and edge case.
import { describe, expect, it } from 'vitest';
import { SOLUTION_CATEGORIES, blockSchema, type Block, type BlockOf } from '@/lib/wp/blocks';
import {
  articleDetailSchema,
  blogListSchema,
  headerSchema,
  portfolioListSchema,
  solutionDetailSchema,
  solutionListSchema,
  vacancyListSchema,
} from '@/lib/wp/schemas';
import { allCards, allCases, getJson, parse, withDemoWp } from './support';

withDemoWp();

describe('demo WordPress: the contract', () => {
  it('answers /header with counts that match the data', async () => {
    const { counts } = parse(headerSchema, await getJson('/header'));
    const portfolio = parse(portfolioListSchema, await getJson('/portfolio'));
    const blog = parse(blogListSchema, await getJson('/blog'));
    const vacancies = parse(vacancyListSchema, await getJson('/vacancies'));
    expect(counts.cases).toBe(portfolio.meta.total);
    expect(counts.articles).toBe(blog.meta.total);
    expect(counts.vacancy).toBe(vacancies.data.vacancies.length);
    expect(counts.cases).toBeGreaterThanOrEqual(9);
    expect(counts.articles).toBeGreaterThanOrEqual(12);
  });

  it('pages the portfolio: 4 by default, every case once, empty past the end', async () => {
    const first = parse(portfolioListSchema, await getJson('/portfolio'));
    const total = first.meta.total;
    expect(first.meta).toEqual({
      current_page: 1,
      last_page: Math.ceil(total / 4),
      per_page: 4,
      total,
    });
    expect(first.data.portfolio).toHaveLength(4);
    const cards = await allCards();
    expect(new Set(cards.map((c) => c.slug)).size).toBe(total);

    const past = parse(portfolioListSchema, await getJson('/portfolio?page=99&count=4'));
    expect(past.data.portfolio).toEqual([]);
    expect(past.meta.current_page).toBe(99);

    const twelve = parse(portfolioListSchema, await getJson('/portfolio?page=1&count=12'));
    expect(twelve.data.portfolio).toHaveLength(Math.min(12, total));
  });

  it('lists the directions of published cases and filters by categories[] (literal or encoded key)', async () => {
    const list = parse(portfolioListSchema, await getJson('/portfolio'));
    expect(list.data.categories.map((c) => c.title)).toEqual([
      'Веб-сервисы',
      'Магазины',
      'Спорт',
      'Культура',
      'Рестораны',
      'Личные кабинеты',
    ]);
    expect(list.data.categories.find((c) => c.id === '59')?.title).toBe('Личные кабинеты');
    // Only directions that a published case carries: 'Медицина' exists in the demo's taxonomy
    // but no case uses it.
    const used = new Set((await allCards()).flatMap((c) => c.directions.map((d) => d.id)));
    expect(list.data.categories.map((c) => c.id)).toEqual(
      list.data.categories.map((c) => c.id).filter((id) => used.has(id)),
    );
    expect(new Set(list.data.categories.map((c) => c.id))).toEqual(used);
    expect(list.data.categories.map((c) => c.title)).not.toContain('Медицина');

    const literal = parse(
      portfolioListSchema,
      await getJson('/portfolio?page=1&count=4&categories[]=59'),
    );
    const encoded = parse(
      portfolioListSchema,
      await getJson('/portfolio?page=1&count=4&categories%5B%5D=59'),
    );
    expect(encoded).toEqual(literal);
    expect(literal.data.portfolio.length).toBeGreaterThan(0);
    for (const card of literal.data.portfolio) {
      expect(card.directions.map((d) => d.id)).toContain('59');
    }
    const sport = parse(portfolioListSchema, await getJson('/portfolio?count=50&categories[]=56'));
    expect(sport.meta.total).toBe(sport.data.portfolio.length);
    expect(sport.meta.total).toBeLessThan(list.meta.total);
    const none = parse(portfolioListSchema, await getJson('/portfolio?categories[]=-1'));
    expect(none.meta.total).toBe(list.meta.total);
  });

  it('answers every case and covers every block type and edge case', async () => {
    const cases = await allCases();
    const blocks: Block[] = cases.flatMap((c) =>
      c.parsed.case.is_constructor ? c.parsed.case.constructor : [],
    );
    const types = new Set(blocks.map((b) => b.type));
    const known = blockSchema.options.map((o) => o.shape.type.value);
    expect([...types].sort()).toEqual([...known].sort());

    const of = <K extends Block['type']>(type: K) =>
      blocks.filter((b): b is BlockOf<K> => b.type === type);
    expect(of('case_page').some((b) => b.direction === 'Слева')).toBe(true);
    expect(of('case_page').some((b) => b.direction !== 'Слева')).toBe(true);
    expect(of('case_cooperation_with_list').map((b) => b.show_wave)).toEqual(
      expect.arrayContaining([true, false]),
    );
    const promos = of('create_solutions');
    expect(new Set(promos.filter((b) => b.show).map((b) => b.category))).toEqual(
      new Set(SOLUTION_CATEGORIES),
    );
    expect(promos.some((b) => !b.show)).toBe(true);

    const rawTypes = cases.flatMap((c) => c.raw.data.case.constructor.map((b) => b.type));
    expect(rawTypes).toContain('legacy_slider');
    expect(types.has('legacy_slider' as Block['type'])).toBe(false);

    const parsed = cases.map((c) => c.parsed);
    expect(parsed.some((d) => !d.case.is_constructor && d.case.constructor.length > 0)).toBe(true);
    expect(parsed.some((d) => d.case.technologies.length === 0)).toBe(true);
    expect(parsed.some((d) => d.case.case_outer_link === 'скоро')).toBe(true);
    // create_solution is one site-wide setting: every case answers the same promo options.
    const promo = cases[0]!.raw as unknown as { data: { create_solution: unknown } };
    expect(promo.data.create_solution).toMatchObject({
      title: 'Создадим сайт',
      title_span: 'для вашего бизнеса',
    });
    for (const c of cases) {
      const raw = c.raw as unknown as { data: { create_solution: unknown } };
      expect(raw.data.create_solution, c.slug).toEqual(promo.data.create_solution);
      expect(c.parsed.create_solution?.technologies.length, c.slug).toBeGreaterThan(0);
    }
    const hostile = JSON.stringify(cases.map((c) => c.raw));
    expect(hostile).toContain('<script>window.__xss=1</script>');
    expect(hostile).toContain('onerror=\\"window.__xss=1\\"');
    expect(hostile).toContain('javascript:window.__xss=1');
    // a javascript: link never survives the morphing_link schema
    expect(of('morphing_link').every((b) => b.link === undefined || /^https?:/.test(b.link))).toBe(
      true,
    );
  });

  it('gives every case directions, images, seo_data and neighbours in the list order', async () => {
    const cases = await allCases();
    expect(cases.length).toBeGreaterThan(2);
    cases.forEach(({ slug, parsed }, i) => {
      expect(parsed.case.directions.length, slug).toBeGreaterThan(0);
      expect(parsed.case.image?.width, slug).toBeGreaterThan(0);
      expect(parsed.case.background_color).toMatch(/^#/);
      expect(parsed.seo_data.image_url).toMatch(/\.jpg$/);
      expect(parsed.seo_data.image_sizes).toEqual({ width: 1200, height: 630 });
      expect(parsed.seo_data.image_mime_type).toBe('image/jpeg');
      // No wrap-around: the first case has no previous one, the last no next one.
      expect(parsed.prev_case?.slug ?? null, slug).toBe(i === 0 ? null : cases[i - 1]!.slug);
      expect(parsed.next_case?.slug ?? null, slug).toBe(cases[i + 1]?.slug ?? null);
    });
    const first = (await getJson(`/portfolio/${cases[0]!.slug}`)) as {
      data: { prev_case: unknown; next_case: unknown };
    };
    expect(first.data.prev_case).toBeNull();
    expect(first.data.next_case).not.toBeNull();
    const last = (await getJson(`/portfolio/${cases.at(-1)!.slug}`)) as {
      data: { prev_case: unknown; next_case: unknown };
    };
    expect(last.data.next_case).toBeNull();
    expect(last.data.prev_case).not.toBeNull();
  });

  it('answers 404 success false for unknown, unpublished and malformed slugs', async () => {
    expect(await getJson('/portfolio/no-such-case', 404)).toEqual({ success: false });
    expect(await getJson(`/portfolio/${encodeURIComponent('кейс/../header')}`, 404)).toEqual({
      success: false,
    });
    expect(await getJson('/portfolio/%E0%A4%A', 404)).toEqual({ success: false });
    expect(await getJson('/portfolio/archived-case', 404)).toEqual({ success: false });
    const cards = await allCards();
    expect(cards.map((c) => c.slug)).not.toContain('archived-case');
    expect(await getJson('/blog/no-such-article', 404)).toEqual({ success: false });
    expect(await getJson('/solutions/no-such-solution', 404)).toEqual({ success: false });
    expect(await getJson('/no-such-route', 404)).toEqual({ success: false });
  });

  it('pages and filters the blog, and every article parses', async () => {
    const first = parse(blogListSchema, await getJson('/blog?page=1&count=5'));
    expect(first.data.articles).toHaveLength(5);
    expect(first.data.categories.length).toBeGreaterThanOrEqual(3);
    expect(first.data.categories.length).toBeLessThanOrEqual(5);
    const all = parse(blogListSchema, await getJson('/blog?page=1&count=12&category=-1'));
    expect(all.meta.per_page).toBe(12);
    const every = parse(blogListSchema, await getJson(`/blog?count=${first.meta.total}`));
    const dates = every.data.articles.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const d of dates) expect(d >= '2025' && d < '2027').toBe(true);

    const category = first.data.categories[0]!;
    const filtered = parse(blogListSchema, await getJson(`/blog?count=50&category=${category.id}`));
    expect(filtered.data.articles.length).toBeGreaterThan(0);
    expect(filtered.meta.total).toBeLessThan(first.meta.total);

    let hostile = 0;
    const used = new Set<string>();
    for (const card of every.data.articles) {
      const { article, seo_data } = parse(
        articleDetailSchema,
        await getJson(`/blog/${card.slug}`),
      ).data;
      expect(article.content).toMatch(/<h2>/);
      expect(article.content).toMatch(/<p>/);
      expect(article.categories.length).toBeGreaterThan(0);
      for (const c of article.categories) used.add(c.id);
      expect(seo_data.image_sizes).toEqual({ width: 1200, height: 630 });
      if (article.content.includes('<script>window.__xss=1</script>')) hostile++;
    }
    expect(hostile).toBe(1);
    // Only categories that a published article carries ('Новости студии' has none).
    expect(new Set(first.data.categories.map((c) => c.id))).toEqual(used);
    expect(first.data.categories.map((c) => c.title)).not.toContain('Новости студии');
  });

  it("never answers '' (an optional field left empty is null or missing)", async () => {
    const paths = ['/header', '/portfolio?count=-1', '/blog?count=-1', '/solutions', '/vacancies'];
    paths.push(...(await allCards()).map((c) => `/portfolio/${c.slug}`));
    const blog = (await getJson('/blog?count=-1')) as { data: { articles: { slug: string }[] } };
    paths.push(...blog.data.articles.map((a) => `/blog/${a.slug}`));
    const list = (await getJson('/solutions')) as { data: { solutions: { slug: string }[] } };
    paths.push(...list.data.solutions.map((s) => `/solutions/${s.slug}`));
    const empty: string[] = [];
    const walk = (value: unknown, at: string): void => {
      if (value === '') empty.push(at);
      else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${at}[${i}]`));
      else if (value && typeof value === 'object') {
        for (const [key, v] of Object.entries(value)) walk(v, `${at}.${key}`);
      }
    };
    for (const path of paths) walk(await getJson(path), path);
    expect(paths.length).toBeGreaterThan(30);
    expect(empty).toEqual([]);
  });

  it('answers solutions and vacancies', async () => {
    const { solutions } = parse(solutionListSchema, await getJson('/solutions')).data;
    expect(solutions).toHaveLength(5);
    for (const s of solutions) {
      const detail = parse(solutionDetailSchema, await getJson(`/solutions/${s.slug}`)).data;
      expect(detail.solution.title).toBe(s.title);
      expect(detail.solution.content).toMatch(/<p>/);
    }
    const { vacancies } = parse(vacancyListSchema, await getJson('/vacancies')).data;
    expect(vacancies.length).toBeGreaterThanOrEqual(4);
    expect(vacancies.length).toBeLessThanOrEqual(5);
    expect(vacancies.some((v) => v.salary === undefined)).toBe(true);
    expect(vacancies.some((v) => v.city === undefined)).toBe(true);
    expect(vacancies.some((v) => v.format === undefined)).toBe(true);
  });
});
