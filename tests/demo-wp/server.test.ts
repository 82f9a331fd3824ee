// @vitest-environment node
// The bundled demo WordPress: every call of WP-API.md answers and parses with the site's own zod
// schemas, the demo content covers every constructor block and edge case, the media exist with
// the sizes the answers claim, and the fault knobs and the form behave as documented.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SOLUTION_CATEGORIES, blockSchema, type Block, type BlockOf } from '@/lib/wp/blocks';
import {
  articleDetailSchema,
  blogListSchema,
  caseDetailSchema,
  formAnswerSchema,
  headerSchema,
  leadSchema,
  portfolioListSchema,
  solutionDetailSchema,
  solutionListSchema,
  vacancyListSchema,
  type CaseDetail,
} from '@/lib/wp/schemas';
import {
  BLOCKS_DIR,
  blockFolder,
  readBlockDefaults,
  withBlockDefaults,
} from '../../demo-wp/blocks.mjs';
import { startDemoWp, type DemoWp } from '../../demo-wp/server.mjs';

let wp: DemoWp;

beforeAll(async () => {
  wp = await startDemoWp({ port: 0, mode: 'ok', latencyMs: 0, match: null });
});

afterAll(async () => {
  await wp.close();
});

const api = (path: string, init?: RequestInit) => fetch(`${wp.apiUrl}${path}`, init);

async function getJson(path: string, status = 200): Promise<unknown> {
  const res = await api(path);
  expect(res.status, path).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return res.json();
}

/** What the site does with an answer: success must be true, then the schema must accept it. */
function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  expect(body).toMatchObject({ success: true });
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(z.prettifyError(result.error));
  return result.data;
}

const control = (body: object) =>
  fetch(`${wp.url}/__control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A raw GET that keeps the path exactly as written (fetch would normalise '..'). */
function rawGet(path: string): Promise<number> {
  const { hostname, port } = new URL(wp.url);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

type RawBlock = { type: string } & Record<string, unknown>;
type CaseFixture = {
  slug: string;
  raw: { data: { case: { constructor: RawBlock[] } } };
  parsed: CaseDetail;
};

async function allCards() {
  const cards: z.output<typeof portfolioListSchema>['data']['portfolio'] = [];
  for (let page = 1; ; page++) {
    const list = parse(portfolioListSchema, await getJson(`/portfolio?page=${page}&count=4`));
    cards.push(...list.data.portfolio);
    if (page >= list.meta.last_page) return cards;
  }
}

async function allCases(): Promise<CaseFixture[]> {
  const cards = await allCards();
  return Promise.all(
    cards.map(async ({ slug }) => {
      const raw = (await getJson(`/portfolio/${encodeURIComponent(slug)}`)) as CaseFixture['raw'];
      return { slug, raw, parsed: parse(caseDetailSchema, raw).data };
    }),
  );
}

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

describe('demo WordPress: constructor block defaults (the plugin block.json files)', () => {
  /** Folder → declared defaults, read here independently of demo-wp/blocks.mjs. */
  function declaredDefaults(): Map<string, Record<string, unknown>> {
    const found = new Map<string, Record<string, unknown>>();
    for (const folder of readdirSync(BLOCKS_DIR)) {
      const json = JSON.parse(readFileSync(join(BLOCKS_DIR, folder, 'block.json'), 'utf8')) as {
        attributes?: Record<string, { default?: unknown }>;
      };
      const entries = Object.entries(json.attributes ?? {}).filter(
        ([, schema]) => schema.default !== undefined && schema.default !== null,
      );
      found.set(folder, Object.fromEntries(entries.map(([k, v]) => [k, v.default])));
    }
    return found;
  }

  it('reads the default of every attribute each block.json declares', () => {
    const defaults = readBlockDefaults();
    expect(defaults).toEqual(declaredDefaults());
    expect(defaults.get('offering')).toEqual({ title_color: '#ffffff', text_color: '#ffffff' });
    expect(blockFolder('case_cooperation_with_list')).toBe('case-cooperation-with-list');
    expect(blockFolder('functional-create')).toBe('functional-create');
  });

  it('adds what a block leaves unset, keeps what it sets, and leaves unknown types alone', () => {
    const defaults = readBlockDefaults();
    expect(withBlockDefaults({ type: 'offering', title_color: '#123456' }, defaults)).toEqual({
      type: 'offering',
      title_color: '#123456',
      text_color: '#ffffff',
    });
    expect(withBlockDefaults({ type: 'case_cooperation_with_list' }, defaults)).toEqual({
      type: 'case_cooperation_with_list',
      wave_color: '#fff',
      show_wave: false,
    });
    const legacy = { type: 'legacy_slider', autoplay: true };
    expect(withBlockDefaults(legacy, defaults)).toBe(legacy);
  });

  it('skips null defaults and folders without block.json; a missing folder is an error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-wp-blocks-'));
    try {
      mkdirSync(join(dir, 'some-block'));
      writeFileSync(
        join(dir, 'some-block', 'block.json'),
        JSON.stringify({
          attributes: { a: { type: 'string', default: 'x' }, b: { default: null }, c: {} },
        }),
      );
      mkdirSync(join(dir, 'no-json'));
      writeFileSync(join(dir, 'README.md'), 'not a block');
      expect(readBlockDefaults(dir)).toEqual(new Map([['some-block', { a: 'x' }]]));
      expect(() => readBlockDefaults(join(dir, 'missing'))).toThrow(/missing/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers every constructor block with the defaults of its type', async () => {
    const defaults = declaredDefaults();
    const cases = await allCases();
    let withDefaults = 0;
    for (const { slug, raw } of cases) {
      for (const block of raw.data.case.constructor) {
        const declared = defaults.get(blockFolder(block.type));
        if (!declared) continue;
        withDefaults++;
        for (const name of Object.keys(declared)) {
          expect(block[name], `${slug} ${block.type}.${name}`).not.toBeUndefined();
        }
      }
    }
    expect(withDefaults).toBeGreaterThan(20);
    const rawOf = (slug: string) => cases.find((c) => c.slug === slug)!.raw.data.case.constructor;
    // lavka-severa's offering sets no colours: WordPress fills in the declared white.
    expect(rawOf('lavka-severa').find((b) => b.type === 'offering')).toMatchObject({
      title_color: '#ffffff',
      text_color: '#ffffff',
    });
    // A value the block sets is kept.
    expect(
      rawOf('teatr-na-naberezhnoy').find((b) => b.type === 'case_cooperation_with_list'),
    ).toMatchObject({ wave_color: '#f5e6c8', show_wave: false });
    // A type without a block.json stays as stored.
    expect(Object.keys(rawOf('severnyy-put').find((b) => b.type === 'legacy_slider')!)).toEqual([
      'type',
      'slides',
      'autoplay',
    ]);
  });
});

describe('demo WordPress: media', () => {
  /** Every uploads URL in the answers, with the size the answer claims when it is an image object. */
  async function referencedImages() {
    const found = new Map<string, { width?: number; height?: number }>();
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) return v.forEach(walk);
      if (typeof v === 'string' && v.includes('/wp-content/uploads/')) {
        if (!found.has(v)) found.set(v, {});
        return;
      }
      if (v && typeof v === 'object') {
        const o = v as Record<string, unknown>;
        if (typeof o.url === 'string' && typeof o.width === 'number') {
          found.set(o.url, { width: o.width, height: o.height as number });
          return;
        }
        Object.values(o).forEach(walk);
      }
    };
    for (const c of await allCases()) walk(c.raw);
    walk(await getJson('/portfolio?count=50'));
    const blog = (await getJson('/blog?count=50')) as { data: { articles: { slug: string }[] } };
    walk(blog);
    for (const a of blog.data.articles) walk(await getJson(`/blog/${a.slug}`));
    const solutions = (await getJson('/solutions')) as { data: { solutions: { slug: string }[] } };
    walk(solutions);
    for (const s of solutions.data.solutions) walk(await getJson(`/solutions/${s.slug}`));
    return found;
  }

  it('serves every referenced image from its own origin, with the claimed size', async () => {
    const images = await referencedImages();
    expect(images.size).toBeGreaterThan(60);
    for (const [url, claimed] of images) {
      expect(url.startsWith(`${wp.url}/wp-content/uploads/`), url).toBe(true);
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/(webp|jpeg)$/);
      expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      if (claimed.width)
        expect([meta.width, meta.height], url).toEqual([claimed.width, claimed.height]);
      if (url.endsWith('.jpg'))
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    }
  });

  it('answers 304 to a matching ETag and supports HEAD', async () => {
    const cover = `${wp.url}/wp-content/uploads/cases/volna-cover.webp`;
    const head = await fetch(cover, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const etag = head.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(cover, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('refuses path traversal, hidden, unknown and non-image files', async () => {
    for (const path of [
      '/wp-content/uploads/../server.mjs',
      '/wp-content/uploads/..%2fserver.mjs',
      '/wp-content/uploads/%2e%2e/%2e%2e/package.json',
      '/wp-content/uploads/cases/..%2f..%2fserver.mjs',
      '/wp-content/uploads/cases/%00.webp',
      '/wp-content/uploads/cases/.hidden.webp',
      '/wp-content/uploads/cases/nope.webp',
      '/wp-content/uploads/cases',
      '/wp-content/uploads/',
    ]) {
      expect(await rawGet(path), path).toBe(404);
    }
  });
});

describe('demo WordPress: knobs', () => {
  afterEach(async () => {
    await fetch(`${wp.url}/__control/reset`, { method: 'POST' });
  });

  it('reports, changes and resets the state', async () => {
    const start = await (await fetch(`${wp.url}/__control`)).json();
    expect(start).toMatchObject({ mode: 'ok', latencyMs: 0, match: null });
    expect((await control({ mode: 'error', match: 'blog' })).status).toBe(200);
    expect(await (await fetch(`${wp.url}/__control`)).json()).toMatchObject({
      mode: 'error',
      match: 'blog',
    });
    expect((await control({ mode: 'broken' })).status).toBe(400);
    expect((await control({ latencyMs: -5 })).status).toBe(400);
    const reset = await fetch(`${wp.url}/__control/reset`, { method: 'POST' });
    expect(await reset.json()).toEqual({ mode: 'ok', latencyMs: 0, match: null });
    parse(headerSchema, await getJson('/header'));
  });

  it('down: drops the connection without an answer', async () => {
    await control({ mode: 'down' });
    await expect(api('/header')).rejects.toThrow();
  });

  it('error: HTTP 500 with an HTML body', async () => {
    await control({ mode: 'error' });
    const res = await api('/portfolio/fk-volna');
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    await expect(res.json()).rejects.toThrow();
  });

  it('garbage: HTTP 200 with a body that is not JSON', async () => {
    await control({ mode: 'garbage' });
    const res = await api('/header');
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow();
  });

  it('invalid: HTTP 200 JSON of the wrong shape', async () => {
    await control({ mode: 'invalid' });
    const body = await getJson('/header');
    expect(body).toEqual({ success: true, data: { unexpected: true } });
    expect(headerSchema.safeParse(body).success).toBe(false);
    expect(caseDetailSchema.safeParse(await getJson('/portfolio/fk-volna')).success).toBe(false);
  });

  it('latency: delays API answers', async () => {
    await control({ latencyMs: 300 });
    const started = performance.now();
    parse(headerSchema, await getJson('/header'));
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('match: applies faults only to API paths containing the substring', async () => {
    await control({ mode: 'error', latencyMs: 0, match: 'portfolio' });
    expect((await api('/portfolio')).status).toBe(500);
    expect((await api('/portfolio/fk-volna')).status).toBe(500);
    parse(headerSchema, await getJson('/header'));
    parse(blogListSchema, await getJson('/blog'));
  });

  it('never breaks the service paths and media', async () => {
    await control({ mode: 'down', latencyMs: 0 });
    expect(await (await fetch(`${wp.url}/__health`)).text()).toBe('ok');
    expect((await fetch(`${wp.url}/__leads`)).status).toBe(200);
    expect((await fetch(`${wp.url}/wp-content/uploads/cases/volna-cover.webp`)).status).toBe(200);
    expect((await fetch(`${wp.url}/__control`)).status).toBe(200);
  });

  it('reads DEMO_WP_PORT and DEMO_WP_MODE when run directly', async () => {
    const server = fileURLToPath(new URL('../../demo-wp/server.mjs', import.meta.url));
    const child = spawn(process.execPath, [server], {
      env: { ...process.env, DEMO_WP_PORT: '0', DEMO_WP_MODE: 'error', DEMO_WP_LATENCY_MS: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const apiUrl = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const found = out.match(/(http:\/\/127\.0\.0\.1:\d+\/wp-json\/studio\/v1)/);
          if (found?.[1]) resolve(found[1]);
        });
        child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
      });
      expect((await fetch(`${apiUrl}/header`)).status).toBe(500);
      const origin = new URL(apiUrl).origin;
      expect(await (await fetch(`${origin}/__control`)).json()).toMatchObject({ mode: 'error' });
    } finally {
      child.kill('SIGTERM');
    }
  });
});

describe('demo WordPress: the form', () => {
  const post = (body: unknown) =>
    api('/form', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const leads = async (requestId?: string) =>
    (await (
      await fetch(`${wp.url}/__leads${requestId ? `?request_id=${requestId}` : ''}`)
    ).json()) as Array<Record<string, unknown>>;
  const ID = '5d3c2b1a-0f9e-4d8c-b7a6-958473625140';

  afterEach(async () => {
    await fetch(`${wp.url}/__control/reset`, { method: 'POST' });
  });

  it('answers 422 with field errors in Russian and records nothing', async () => {
    await fetch(`${wp.url}/__leads`, { method: 'DELETE' });
    const res = await post({ name: 'А', phone: '12-34', email: 'not-an-email', page: 'contacts' });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { success: boolean; errors: Record<string, string> };
    expect(body.success).toBe(false);
    expect(formAnswerSchema.parse(body).errors).toBeDefined();
    expect(Object.keys(body.errors).sort()).toEqual([
      'consent',
      'email',
      'name',
      'page',
      'phone',
      'request_id',
    ]);
    for (const message of Object.values(body.errors)) expect(message).toMatch(/[а-яё]/i);
    expect(await leads()).toEqual([]);
  });

  it('accepts a valid lead, records it with a timestamp, and clears on DELETE', async () => {
    await fetch(`${wp.url}/__leads`, { method: 'DELETE' });
    const lead = leadSchema.parse({
      request_id: ID,
      name: 'Ольга Петрова',
      phone: '+7 (912) 345-67-89',
      email: 'olga@example.ru',
      message: 'Нужен сайт для детской спортивной школы',
      sphere: 'sport',
      page: '/sportsite/',
      consent: true,
    });
    const res = await post(lead);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const minimal = {
      request_id: '5d3c2b1a-0f9e-4d8c-b7a6-958473625141',
      name: 'Иван',
      phone: '89001234567',
      page: '/contacts/',
      consent: true,
    };
    expect(await post(minimal).then((r) => r.json())).toEqual({ success: true });

    const recorded = await leads();
    expect(recorded).toHaveLength(2);
    expect(recorded[0]).toMatchObject(JSON.parse(JSON.stringify(lead)));
    expect(Number.isNaN(Date.parse(String(recorded[0]!.receivedAt)))).toBe(false);
    expect(recorded[1]).not.toHaveProperty('email');
    expect(await leads(minimal.request_id)).toMatchObject([{ name: 'Иван' }]);

    await fetch(`${wp.url}/__leads`, { method: 'DELETE' });
    expect(await leads()).toEqual([]);
  });

  it('stores a repeated request_id once and answers success again', async () => {
    await fetch(`${wp.url}/__leads`, { method: 'DELETE' });
    const lead = { request_id: ID, name: 'Анна', phone: '89001234567', page: '/', consent: true };
    for (let i = 0; i < 3; i++) {
      const res = await post(lead);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
    }
    expect(await post({ ...lead, request_id: ID.toUpperCase() }).then((r) => r.status)).toBe(200);
    expect(await leads(ID)).toHaveLength(1);
    expect(await leads()).toHaveLength(1);
  });

  it('keeps a lead’s attribution, drops unknown or too long fields, never refuses for it', async () => {
    await fetch(`${wp.url}/__leads`, { method: 'DELETE' });
    const attribution = {
      landing_page: '/sportsite/?utm_source=yandex&utm_campaign=sport-autumn',
      referrer: 'https://ya.ru/',
      utm_source: 'yandex',
      utm_medium: 'cpc',
      utm_campaign: 'sport-autumn',
      utm_term: 'сайт для клуба',
      utm_content: 'banner-1',
    };
    const lead = leadSchema.parse({
      request_id: ID,
      name: 'Анна',
      phone: '89001234567',
      page: '/sportsite/',
      consent: true,
      attribution,
    });
    expect(await post(lead).then((r) => r.json())).toEqual({ success: true });
    expect(await leads(ID)).toMatchObject([{ attribution }]);

    const other = '5d3c2b1a-0f9e-4d8c-b7a6-958473625142';
    const res = await post({
      request_id: other,
      name: 'Анна',
      phone: '89001234567',
      page: '/',
      consent: true,
      attribution: { utm_source: 'x'.repeat(201), utm_medium: 'email', gclid: 'abc', referrer: 5 },
    });
    expect(res.status).toBe(200);
    expect((await leads(other))[0]!.attribution).toEqual({ utm_medium: 'email' });
    const none = '5d3c2b1a-0f9e-4d8c-b7a6-958473625143';
    await post({ request_id: none, name: 'Анна', phone: '89001234567', page: '/', consent: true });
    expect(await leads(none)).toHaveLength(1);
    expect((await leads(none))[0]).not.toHaveProperty('attribution');
  });

  it("match '/form' fails the form alone; other calls keep answering", async () => {
    await fetch(`${wp.url}/__leads`, { method: 'DELETE' });
    await control({ mode: 'error', match: '/form' });
    const lead = { request_id: ID, name: 'Анна', phone: '89001234567', page: '/', consent: true };
    expect((await post(lead)).status).toBe(500);
    for (const path of ['/header', '/portfolio', '/blog', '/solutions', '/vacancies']) {
      expect((await api(path)).status, path).toBe(200);
    }
    expect(await leads()).toEqual([]);
    await control({ mode: 'ok', match: null });
    expect((await post(lead)).status).toBe(200);
    expect(await leads(ID)).toHaveLength(1);
  });

  it('refuses a body that is not JSON, and methods other than POST', async () => {
    const res = await post('{name:');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      errors: { form: expect.any(String) },
    });
    expect((await api('/form')).status).toBe(405);
  });
});

describe('demo WordPress: request counter and editor', () => {
  it('counts the API requests it received, by path, faulted ones too; DELETE resets', async () => {
    await fetch(`${wp.url}/__stats`, { method: 'DELETE' });
    await api('/header');
    await api('/header');
    await control({ mode: 'error', match: '/vacancies' });
    await api('/vacancies');
    await fetch(`${wp.url}/__control/reset`, { method: 'POST' });
    await fetch(`${wp.url}/__health`);
    const stats = (await (await fetch(`${wp.url}/__stats`)).json()) as {
      requests: number;
      byPath: Record<string, number>;
    };
    expect(stats).toEqual({ requests: 3, byPath: { '/header': 2, '/vacancies': 1 } });
    await fetch(`${wp.url}/__stats`, { method: 'DELETE' });
    expect(await (await fetch(`${wp.url}/__stats`)).json()).toEqual({ requests: 0, byPath: {} });
  });

  it('changes a case title as an editor would, and undoes it', async () => {
    const edit = (body: unknown) =>
      fetch(`${wp.url}/__edit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const title = async () =>
      parse(caseDetailSchema, await getJson('/portfolio/beg-goroda')).data.case.title;
    const original = await title();
    expect((await edit({ slug: 'beg-goroda', title: 'Бег города: новая редакция' })).status).toBe(
      200,
    );
    expect(await title()).toBe('Бег города: новая редакция');
    expect((await edit({ slug: 42 })).status).toBe(400);
    await fetch(`${wp.url}/__edit`, { method: 'DELETE' });
    expect(await title()).toBe(original);
  });
});
