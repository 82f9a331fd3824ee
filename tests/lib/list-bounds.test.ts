// @vitest-environment node
// The list actions ask WordPress only for pages that exist (issue 9.3: inputs that create cache
// entries are bounded): a category WordPress lists and a page within its last_page.
import { describe, expect, it } from 'vitest';
import { isExistingListPage } from '@/lib/list-bounds';
import page1 from '../fixtures/lists/portfolio-page-1.json';

describe('isExistingListPage', () => {
  const head = async (category?: string) => ({
    categories: page1.data.categories.map((c) => ({ id: String(c.id), title: c.title })),
    meta: { ...page1.meta, last_page: category ? 1 : 2 },
  });

  it('accepts listed categories and pages up to last_page', async () => {
    await expect(isExistingListPage({ page: 1 }, head)).resolves.toBe(true);
    await expect(isExistingListPage({ page: 2 }, head)).resolves.toBe(true);
    await expect(isExistingListPage({ page: 1, category: '3' }, head)).resolves.toBe(true);
  });

  it('refuses pages after last_page and categories WordPress does not list', async () => {
    await expect(isExistingListPage({ page: 3 }, head)).resolves.toBe(false);
    await expect(isExistingListPage({ page: 2, category: '3' }, head)).resolves.toBe(false);
    await expect(isExistingListPage({ page: 1, category: '999' }, head)).resolves.toBe(false);
  });

  it('refuses when the first page cannot be loaded (WordPress failing)', async () => {
    await expect(isExistingListPage({ page: 2 }, async () => null)).resolves.toBe(false);
  });
});
