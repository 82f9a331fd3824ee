// The sports landing's WordPress lists (cases and blog), rendered on their own, with their calm
// notice when WordPress fails.
import { screen } from '@testing-library/react';
import { SportBlog } from '@/components/sections/landing/sport/SportBlog';
import { SportCases } from '@/components/sections/landing/sport/SportCases';
import { sportLanding as c } from '@/content/landings/sportsite';
import { getArticles } from '@/lib/wp/blog';
import { getPortfolio } from '@/lib/wp/cases';
import { blogListSchema, portfolioListSchema } from '@/lib/wp/schemas';
import articlesRaw from '../../../fixtures/lists/articles.json';
import portfolioRaw from '../../../fixtures/lists/portfolio-page-1.json';
import { renderSite as render } from '../../../support/render-site';

vi.mock('@splidejs/react-splide', () => import('../../../support/splide-mock'));
vi.mock('@/lib/wp/cases', () => ({ getPortfolio: vi.fn() }));
vi.mock('@/lib/wp/blog', () => ({ getArticles: vi.fn() }));

const failed = { ok: false, reason: 'failed' } as const;
describe('the WordPress lists', () => {
  it('SportCases asks for page 1 of 12 and renders the case cards with a link to /cases/', async () => {
    vi.mocked(getPortfolio).mockResolvedValue({
      ok: true,
      data: {
        ...portfolioListSchema.parse(portfolioRaw).data,
        meta: portfolioListSchema.parse(portfolioRaw).meta,
      },
    });
    render(await SportCases({ heading: c.headings.cases }));
    expect(getPortfolio).toHaveBeenCalledWith({ page: 1, count: 12 });
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /Все кейсы/ })).toHaveAttribute('href', '/cases/');
  });

  it('SportCases keeps its heading and shows the calm notice when WordPress fails', async () => {
    vi.mocked(getPortfolio).mockResolvedValue(failed);
    render(await SportCases({ heading: c.headings.cases }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Портфолио');
    expect(screen.getByRole('status')).toHaveTextContent(/Не получилось загрузить кейсы/);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('SportBlog asks for page 1 of 12 and renders the article cards', async () => {
    const parsed = blogListSchema.parse(articlesRaw);
    vi.mocked(getArticles).mockResolvedValue({
      ok: true,
      data: { ...parsed.data, meta: parsed.meta },
    });
    render(await SportBlog({ heading: c.headings.blog }));
    expect(getArticles).toHaveBeenCalledWith({ page: 1, count: 12 });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Статьи и заметки');
    expect(screen.getAllByRole('article')).toHaveLength(parsed.data.articles.length);
  });

  it('SportBlog shows the calm notice when WordPress fails', async () => {
    vi.mocked(getArticles).mockResolvedValue(failed);
    render(await SportBlog({ heading: c.headings.blog }));
    expect(screen.getByRole('status')).toHaveTextContent(/Не получилось загрузить статьи/);
  });
});
