// @vitest-environment node
// The personal-account landing's #cases (SPEC 7.4): the first page and 'Показать ещё' ask
// WordPress for the category ACCOUNT_CASES_CATEGORY names (default 59, lib/config.ts), as a real
// WordPress gives the 'Личные кабинеты' direction whatever id its database gives.
import { afterEach, describe, expect, it, vi } from 'vitest';
import page1 from '../../../../fixtures/lists/portfolio-page-1.json';
import { json, stubFetch } from '../../../../support/fetch';

/** Fresh modules, so lib/config.ts reads the environment of the test. */
async function load() {
  vi.resetModules();
  const { accountCasesQuery } = await import('@/lib/landing/cases');
  const { loadAccountCasesPage } =
    await import('@/components/sections/landing/support/cases-action');
  return { accountCasesQuery, loadAccountCasesPage };
}

/** The categories[] each WordPress call asked for. */
const categoriesAsked = (calls: { url: string }[]) =>
  calls.map((c) => new URL(c.url).searchParams.getAll('categories[]'));

afterEach(() => {
  vi.resetModules();
});

describe('the personal-account cases category', () => {
  it('is 59 by default', async () => {
    const { accountCasesQuery } = await load();
    expect(accountCasesQuery()).toEqual({ page: 1, count: 4, category: '59' });
    expect(accountCasesQuery(3)).toEqual({ page: 3, count: 4, category: '59' });
  });

  it('is the id ACCOUNT_CASES_CATEGORY names, for the first page and the next ones', async () => {
    vi.stubEnv('ACCOUNT_CASES_CATEGORY', '4321');
    const { accountCasesQuery, loadAccountCasesPage } = await load();
    expect(accountCasesQuery()).toEqual({ page: 1, count: 4, category: '4321' });
    const calls = stubFetch(json(page1));
    await expect(loadAccountCasesPage({ page: 2 })).resolves.toMatchObject({ ok: true });
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.map((c) => new URL(c.url).searchParams.get('page'))).toContain('2');
    expect(categoriesAsked(calls).every((ids) => ids.join() === '4321')).toBe(true);
  });
});
