// 'Показать ещё' and the filter chips of the portfolio list (server actions mocked).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadArticlesPage, loadPortfolioPage } from '@/components/sections/lists/actions';
import { CasesList } from '@/components/sections/lists/CasesList';
import { initialListState } from '@/lib/paged-list';
import { portfolioListSchema } from '@/lib/wp/schemas';
import page1Raw from '../../../fixtures/lists/portfolio-page-1.json';
import page2Raw from '../../../fixtures/lists/portfolio-page-2.json';
import { renderSite as render } from '../../../support/render-site';

vi.mock('@/components/sections/lists/actions', () => ({
  loadPortfolioPage: vi.fn(),
  loadArticlesPage: vi.fn(),
}));

const page1 = portfolioListSchema.parse(page1Raw);
const page2 = portfolioListSchema.parse(page2Raw);
const initial = initialListState(page1.data.portfolio, page1.data.categories, page1.meta);
const asAnswer = (p: typeof page1) => ({
  ok: true as const,
  data: { items: p.data.portfolio, categories: p.data.categories, meta: p.meta },
});

function cardTitles() {
  return screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
}

beforeEach(() => {
  vi.mocked(loadPortfolioPage).mockReset();
  vi.mocked(loadArticlesPage).mockReset();
});

describe('CasesList', () => {
  it('appends the next page and hides the button on the last page', async () => {
    vi.mocked(loadPortfolioPage).mockResolvedValue(asAnswer(page2));
    render(<CasesList initial={initial} />);
    expect(screen.getByText('2 из 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByText('Афиша и билеты для драматического театра')).toBeInTheDocument();
    expect(loadPortfolioPage).toHaveBeenCalledWith({ page: 2, category: undefined });
    expect(cardTitles()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
    // The newly added case receives focus, so keyboard users continue from there.
    expect(screen.getByRole('link', { name: /драматического театра/ })).toHaveFocus();
  });

  it('keeps the list as it was when a page fails to load', async () => {
    vi.mocked(loadPortfolioPage).mockResolvedValue({ ok: false });
    render(<CasesList initial={initial} />);
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await vi.waitFor(() => expect(loadPortfolioPage).toHaveBeenCalled());
    expect(cardTitles()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Показать ещё' })).toBeInTheDocument();
  });

  it('replaces the list with page 1 of a direction and marks the chip pressed', async () => {
    const sport = portfolioListSchema.parse({
      ...page1Raw,
      data: { ...page1Raw.data, portfolio: [page1Raw.data.portfolio[0]] },
      meta: { current_page: 1, last_page: 1, per_page: 12, total: 1 },
    });
    vi.mocked(loadPortfolioPage).mockResolvedValue(asAnswer(sport));
    render(<CasesList initial={initial} />);
    const group = screen.getByRole('group', { name: 'Направления' });
    expect(within(group).getByRole('button', { name: 'Все' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(group).getByRole('button', { name: 'Спорт' }));
    await vi.waitFor(() => expect(cardTitles()).toHaveLength(1));
    expect(loadPortfolioPage).toHaveBeenCalledWith({ page: 1, category: '3' });
    expect(within(group).getByRole('button', { name: 'Спорт' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('keeps the chosen filter when switching fails', async () => {
    vi.mocked(loadPortfolioPage).mockResolvedValue({ ok: false });
    render(<CasesList initial={initial} />);
    const group = screen.getByRole('group', { name: 'Направления' });
    await userEvent.click(within(group).getByRole('button', { name: 'Магазины' }));
    await vi.waitFor(() => expect(loadPortfolioPage).toHaveBeenCalled());
    expect(within(group).getByRole('button', { name: 'Все' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(cardTitles()).toHaveLength(2);
  });
});
