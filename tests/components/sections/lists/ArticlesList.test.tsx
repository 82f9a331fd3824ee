// The blog list: its cards and filter chips (server actions mocked).
import { screen } from '@testing-library/react';
import { ArticlesList } from '@/components/sections/lists/ArticlesList';
import { initialListState } from '@/lib/paged-list';
import { blogListSchema } from '@/lib/wp/schemas';
import articlesRaw from '../../../fixtures/lists/articles.json';
import { renderSite as render } from '../../../support/render-site';

vi.mock('@/components/sections/lists/actions', () => ({
  loadPortfolioPage: vi.fn(),
  loadArticlesPage: vi.fn(),
}));

describe('ArticlesList', () => {
  it('shows article cards without a button when everything fits on one page', () => {
    const parsed = blogListSchema.parse(articlesRaw);
    render(
      <ArticlesList
        initial={initialListState(parsed.data.articles, parsed.data.categories, parsed.meta)}
      />,
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Рубрики' })).toBeInTheDocument();
  });
});
