import 'server-only';
import { cache } from 'react';
import { wpRequest, type WpResult } from './client';
import { articleDetailSchema, blogListSchema, type ArticleDetail, type BlogList } from './schemas';
import { TAGS } from './tags';

export type BlogQuery = { page?: number; count?: number; category?: string | number };

/** The article list; category -1 or undefined means no filter (WP-API.md). */
export const getArticles = cache(
  async ({ page = 1, count = 12, category }: BlogQuery = {}): Promise<WpResult<BlogList>> => {
    const result = await wpRequest(blogListSchema, {
      path: ['blog'],
      query: {
        page,
        count,
        category: category === undefined || category === -1 ? undefined : category,
      },
      tags: [TAGS.blog],
    });
    if (!result.ok) return result;
    return { ok: true, data: { ...result.data.data, meta: result.data.meta } };
  },
);

export const getArticle = cache(async (slug: string): Promise<WpResult<ArticleDetail>> => {
  const result = await wpRequest(articleDetailSchema, {
    path: ['blog', slug],
    tags: [TAGS.blog, TAGS.article(slug)],
  });
  return result.ok ? { ok: true, data: result.data.data } : result;
});
