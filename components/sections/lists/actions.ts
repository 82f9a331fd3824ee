'use server';
// Next pages of the portfolio and blog lists for the 'Показать ещё' and filter buttons.
// Inputs are untrusted: the page and category are validated before WordPress is asked, and only
// pages that exist are asked for (lib/list-bounds.ts), so requests cannot fill the cache.
import { z } from 'zod';
import { isExistingListPage } from '@/lib/list-bounds';
import { LIST_PAGE_SIZE } from '@/lib/paged-list';
import { getArticles } from '@/lib/wp/blog';
import { getPortfolio } from '@/lib/wp/cases';
import type { ArticleCard, CaseCard, Category, Meta } from '@/lib/wp/schemas';

export type PageAnswer<T> =
  { ok: true; data: { items: T[]; categories: Category[]; meta: Meta } } | { ok: false };

const querySchema = z.object({
  page: z.number().int().min(1).max(1000),
  category: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional(),
});

export type PageQuery = z.input<typeof querySchema>;

export async function loadPortfolioPage(query: PageQuery): Promise<PageAnswer<CaseCard>> {
  const parsed = querySchema.safeParse(query);
  if (!parsed.success) return { ok: false };
  const { page, category } = parsed.data;
  const head = async (c?: string) => {
    const first = await getPortfolio({ page: 1, count: LIST_PAGE_SIZE, category: c });
    return first.ok ? first.data : null;
  };
  if (!(await isExistingListPage(parsed.data, head))) return { ok: false };
  const result = await getPortfolio({ page, count: LIST_PAGE_SIZE, category });
  if (!result.ok) return { ok: false };
  const { portfolio, categories, meta } = result.data;
  return { ok: true, data: { items: portfolio, categories, meta } };
}

export async function loadArticlesPage(query: PageQuery): Promise<PageAnswer<ArticleCard>> {
  const parsed = querySchema.safeParse(query);
  if (!parsed.success) return { ok: false };
  const { page, category } = parsed.data;
  const head = async (c?: string) => {
    const first = await getArticles({ page: 1, count: LIST_PAGE_SIZE, category: c });
    return first.ok ? first.data : null;
  };
  if (!(await isExistingListPage(parsed.data, head))) return { ok: false };
  const result = await getArticles({ page, count: LIST_PAGE_SIZE, category });
  if (!result.ok) return { ok: false };
  const { articles, categories, meta } = result.data;
  return { ok: true, data: { items: articles, categories, meta } };
}
