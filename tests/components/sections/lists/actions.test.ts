// @vitest-environment node
// The list actions ask WordPress only for pages that exist (issue 9.3: inputs that create cache
// entries are bounded): a category WordPress lists and a page within its last_page.
import { describe, expect, it } from 'vitest';
import { loadArticlesPage, loadPortfolioPage } from '@/components/sections/lists/actions';
import { loadAccountCasesPage } from '@/components/sections/landing/support/cases-action';
import page1 from '../../../fixtures/lists/portfolio-page-1.json';
import { json, stubFetch } from '../../../support/fetch';

/** A WordPress whose lists have 2 pages without a filter, 1 page in category 3 (categories 1–3). */
function stubWordPress() {
  return stubFetch((url) => {
    const query = new URL(url).searchParams;
    const filtered = query.has('categories[]') || query.has('category');
    const lastPage = filtered ? 1 : 2;
    const meta = { ...page1.meta, current_page: Number(query.get('page')), last_page: lastPage };
    if (url.includes('/blog'))
      return json({
        success: true,
        data: { articles: [], categories: page1.data.categories },
        meta,
      })();
    return json({ ...page1, meta })();
  });
}

/** The WordPress URLs asked for a page other than the first pages used for the bounds. */
const pageCalls = (calls: { url: string }[]) =>
  calls.map((c) => c.url).filter((u) => !/[?&]page=1(&|$)/.test(u));

describe('list actions', () => {
  it('load a page that exists', async () => {
    const calls = stubWordPress();
    await expect(loadPortfolioPage({ page: 2 })).resolves.toMatchObject({ ok: true });
    await expect(loadArticlesPage({ page: 1, category: '2' })).resolves.toMatchObject({ ok: true });
    expect(pageCalls(calls)).toEqual([expect.stringContaining('/portfolio?page=2&count=12')]);
  });

  it('never ask WordPress for a page or category that does not exist', async () => {
    const calls = stubWordPress();
    for (const query of [
      { page: 3 },
      { page: 999 },
      { page: 2, category: '3' },
      { page: 1, category: 'chto-ugodno' },
      { page: 1, category: '4' },
    ]) {
      await expect(loadPortfolioPage(query), JSON.stringify(query)).resolves.toEqual({ ok: false });
      await expect(loadArticlesPage(query), JSON.stringify(query)).resolves.toEqual({ ok: false });
    }
    expect(pageCalls(calls)).toEqual([]);
    expect(calls.map((c) => c.url).filter((u) => /chto-ugodno|=4(&|$)/.test(u))).toEqual([]);
  });

  it('the personal-account cases: only pages within the category', async () => {
    const calls = stubWordPress();
    await expect(loadAccountCasesPage({ page: 2 })).resolves.toEqual({ ok: false });
    await expect(loadAccountCasesPage({ page: 1 })).resolves.toMatchObject({ ok: true });
    expect(pageCalls(calls)).toEqual([]);
  });
});
