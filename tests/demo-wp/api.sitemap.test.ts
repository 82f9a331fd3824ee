// @vitest-environment node
// The demo WordPress for the sitemap (issue 32): every list item carries `modified`, and
// `extraArticles` (DEMO_WP_EXTRA_ARTICLES) adds that many generated articles, older than the
// demo's own, each with a page of its own, so a test can hold more than 1,000.
import { describe, expect, it } from 'vitest';
import {
  articleDetailSchema,
  blogListSchema,
  portfolioListSchema,
  solutionListSchema,
} from '@/lib/wp/schemas';
import { createApi } from '../../demo-wp/api.mjs';

const ORIGIN = 'http://127.0.0.1:4999';
const q = (s = '') => new URLSearchParams(s);

describe('demo WordPress: sitemap data', () => {
  it('gives every case, article and solution card an ISO 8601 `modified`', () => {
    const get = createApi(ORIGIN);
    const cases = portfolioListSchema.parse(get(['portfolio'], q('count=-1'))!.body);
    const blog = blogListSchema.parse(get(['blog'], q('count=-1'))!.body);
    const solutions = solutionListSchema.parse(get(['solutions'], q())!.body);
    for (const card of [
      ...cases.data.portfolio,
      ...blog.data.articles,
      ...solutions.data.solutions,
    ]) {
      expect(card.modified, card.slug).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
  });

  it('adds no article by default', () => {
    const total = (createApi(ORIGIN)(['blog'], q())!.body as { meta: { total: number } }).meta
      .total;
    expect(total).toBeLessThan(100);
  });

  it('adds extraArticles generated articles after the demo’s own, each with its page', () => {
    const plain = createApi(ORIGIN);
    const own = (plain(['blog'], q())!.body as { meta: { total: number } }).meta.total;
    const get = createApi(ORIGIN, { extraArticles: 1200 });
    const list = blogListSchema.parse(get(['blog'], q('count=100&page=1'))!.body);
    expect(list.meta.total).toBe(own + 1200);
    expect(list.meta.last_page).toBe(Math.ceil((own + 1200) / 100));
    const last = blogListSchema.parse(
      get(['blog'], q(`count=100&page=${list.meta.last_page}`))!.body,
    );
    const slug = last.data.articles.at(-1)!.slug;
    expect(slug).toMatch(/^extra-article-\d+$/);
    expect(get(['blog', slug], q())!.status).toBe(200);
    articleDetailSchema.parse(get(['blog', slug], q())!.body);
    // The demo's own articles stay first (newest first).
    expect(list.data.articles[0]!.slug).toBe(
      (plain(['blog'], q())!.body as { data: { articles: { slug: string }[] } }).data.articles[0]!
        .slug,
    );
  });
});
