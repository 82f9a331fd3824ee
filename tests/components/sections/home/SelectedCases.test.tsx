// The home page's cases block.
import { screen, within } from '@testing-library/react';
import { SelectedCases } from '@/components/sections/home/SelectedCases';
import { getPortfolio } from '@/lib/wp/cases';
import { portfolioListSchema } from '@/lib/wp/schemas';
import page1Raw from '../../../fixtures/lists/portfolio-page-1.json';
import { renderSite } from '../../../support/render-site';

vi.mock('@/lib/wp/cases', () => ({ getPortfolio: vi.fn() }));
vi.mock('@/lib/wp/blog', () => ({ getArticles: vi.fn() }));

function links(section: HTMLElement) {
  return within(section)
    .getAllByRole('link')
    .map((a) => [a.textContent?.replace(/\u00a0/g, ' ').trim(), a.getAttribute('href')]);
}

describe('SelectedCases', () => {
  it('renders up to four cases from WordPress, linked to their pages', async () => {
    const parsed = portfolioListSchema.parse(page1Raw);
    vi.mocked(getPortfolio).mockResolvedValue({
      ok: true,
      data: { ...parsed.data, meta: parsed.meta },
    });
    const { container } = renderSite((await SelectedCases())!);
    expect(getPortfolio).toHaveBeenCalledWith({ page: 1, count: 4 });
    expect(screen.getByRole('heading', { level: 2, name: 'Избранные кейсы' })).toBeInTheDocument();
    expect(links(container)).toEqual([
      ['Все кейсы', '/cases/'],
      ['«Волна» — сервис бронирования для сети фитнес-клубов', '/cases/volna/'],
      ['Лавка фермерских продуктов', '/cases/lavka/'],
    ]);
  });

  it('is left out when WordPress fails or has no cases', async () => {
    vi.mocked(getPortfolio).mockResolvedValue({ ok: false, reason: 'failed' });
    expect(await SelectedCases()).toBeNull();
    vi.mocked(getPortfolio).mockResolvedValue({
      ok: true,
      data: {
        portfolio: [],
        categories: [],
        meta: { current_page: 1, last_page: 1, per_page: 4, total: 0 },
      },
    });
    expect(await SelectedCases()).toBeNull();
  });
});
