'use server';
// 'Показать ещё' in #cases: the next page of the personal-account portfolio. The category is fixed
// by the configuration (SPEC 7.4, 9: arguments (1, 59); ACCOUNT_CASES_CATEGORY, lib/config.ts) and
// the page is validated before WordPress is asked; only pages that exist are asked for
// (lib/list-bounds.ts), so requests cannot fill the cache.
import { z } from 'zod';
import type { PageAnswer, PageQuery } from '@/components/sections/lists/actions';
import { accountCasesQuery } from '@/lib/landing/cases';
import { isExistingListPage } from '@/lib/list-bounds';
import { getPortfolio } from '@/lib/wp/cases';
import type { CaseCard } from '@/lib/wp/schemas';

const pageSchema = z.number().int().min(1).max(1000);

export async function loadAccountCasesPage(query: PageQuery): Promise<PageAnswer<CaseCard>> {
  const page = pageSchema.safeParse(query.page);
  if (!page.success) return { ok: false };
  const head = async () => {
    const first = await getPortfolio(accountCasesQuery());
    return first.ok ? { categories: [], meta: first.data.meta } : null;
  };
  if (!(await isExistingListPage({ page: page.data }, head))) return { ok: false };
  const result = await getPortfolio(accountCasesQuery(page.data));
  if (!result.ok) return { ok: false };
  // No category chips: the list is fixed to one category.
  return {
    ok: true,
    data: { items: result.data.portfolio, categories: [], meta: result.data.meta },
  };
}
