// The WordPress-driven routes of app/ as server components, several pages in each test (so this is
// the test of the app folder): a calm message when WordPress fails (never a crash), the 404 page
// for an unknown slug, a thrown error (not a 404) when WordPress is down.
import { screen } from '@testing-library/react';
import ArticlePage, {
  generateMetadata as generateArticleMetadata,
  generateStaticParams,
} from '@/app/blog/[...slug]/page';
import BlogPage from '@/app/blog/page';
import CasesPage from '@/app/cases/page';
import SolutionPage, {
  generateMetadata as generateSolutionMetadata,
} from '@/app/solutions/[...slug]/page';
import SolutionsPage from '@/app/solutions/page';
import VacanciesPage from '@/app/vacancies/page';
import type { ReactElement } from 'react';
import {
  ERROR_PAGE_METADATA,
  MissingPage,
  UpstreamErrorPage,
} from '@/components/layout/UpstreamErrorPage';
import { getArticle, getArticles } from '@/lib/wp/blog';
import { getPortfolio } from '@/lib/wp/cases';
import { articleDetailSchema } from '@/lib/wp/schemas';
import { getSolution, getSolutions } from '@/lib/wp/solutions';
import { getVacancies } from '@/lib/wp/vacancies';
import articleRaw from './fixtures/lists/article.json';
import { renderSite as render } from './support/render-site';

vi.mock('@/lib/wp/cases', () => ({ getPortfolio: vi.fn() }));
vi.mock('@/lib/wp/blog', () => ({ getArticles: vi.fn(), getArticle: vi.fn() }));
vi.mock('@/lib/wp/solutions', () => ({ getSolutions: vi.fn(), getSolution: vi.fn() }));
vi.mock('@/lib/wp/vacancies', () => ({ getVacancies: vi.fn() }));
vi.mock('@/components/layout/ContactsTrigger', () => ({
  ContactsTrigger: ({ children }: { children: React.ReactNode }) => <button>{children}</button>,
}));
vi.mock('@/components/canvas/shift/Shift', () => ({ ShiftBackground: () => null }));
vi.mock('@/components/sections/form/actions', () => ({ submitLead: vi.fn() }));
vi.mock('@/components/sections/lists/actions', () => ({
  loadPortfolioPage: vi.fn(),
  loadArticlesPage: vi.fn(),
}));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  usePathname: () => '/',
}));

const failed = { ok: false, reason: 'failed' } as const;
const notFound = { ok: false, reason: 'not-found' } as const;

describe('list pages when WordPress fails', () => {
  it.each([
    ['/cases/', CasesPage, () => vi.mocked(getPortfolio).mockResolvedValue(failed), 'Кейсы студии'],
    [
      '/blog/',
      BlogPage,
      () => vi.mocked(getArticles).mockResolvedValue(failed),
      'Статьи и заметки',
    ],
    [
      '/solutions/',
      SolutionsPage,
      () => vi.mocked(getSolutions).mockResolvedValue(failed),
      'Готовые решения',
    ],
    [
      '/vacancies/',
      VacanciesPage,
      () => vi.mocked(getVacancies).mockResolvedValue(failed),
      'Вакансии',
    ],
  ])('%s keeps its heading and shows a calm message', async (_path, Page, fail, title) => {
    fail();
    render(await Page());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('status')).toHaveTextContent(/Не получилось загрузить/);
    expect(screen.getByRole('status')).toHaveTextContent('hello@orbita.example');
  });
});

describe('catch-all detail pages', () => {
  const params = (slug: string[]) => ({ params: Promise.resolve({ slug }) });

  it('are rendered on demand: no params at build time', () => {
    expect(generateStaticParams()).toEqual([]);
  });

  it('render the article of the first segment', async () => {
    vi.mocked(getArticle).mockResolvedValue({
      ok: true,
      data: articleDetailSchema.parse(articleRaw).data,
    });
    render(await ArticlePage(params(['pochemu', 'extra'])));
    expect(getArticle).toHaveBeenCalledWith('pochemu');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Почему мы\sочищаем/);
  });

  it('render the 404 page (with its 404 status beside it) when WordPress has no such article or solution', async () => {
    vi.mocked(getArticle).mockResolvedValue(notFound);
    expect(((await ArticlePage(params(['net-takoy']))) as ReactElement).type).toBe(MissingPage);
    expect(await generateArticleMetadata(params(['net-takoy']))).toBe(ERROR_PAGE_METADATA);
    vi.mocked(getSolution).mockResolvedValue(notFound);
    expect(((await SolutionPage(params(['net-takogo']))) as ReactElement).type).toBe(MissingPage);
    expect(await generateSolutionMetadata(params(['net-takogo']))).toBe(ERROR_PAGE_METADATA);
  });

  it('render the 5xx error page (not a 404) when WordPress is down', async () => {
    vi.mocked(getArticle).mockResolvedValue(failed);
    expect(((await ArticlePage(params(['pochemu']))) as ReactElement).type).toBe(UpstreamErrorPage);
    expect(await generateArticleMetadata(params(['pochemu']))).toBe(ERROR_PAGE_METADATA);
    vi.mocked(getSolution).mockResolvedValue(failed);
    expect(((await SolutionPage(params(['bilety']))) as ReactElement).type).toBe(UpstreamErrorPage);
    expect(await generateSolutionMetadata(params(['bilety']))).toBe(ERROR_PAGE_METADATA);
  });

  it('refuse a slug that cannot exist without asking WordPress', async () => {
    vi.mocked(getArticle).mockClear();
    expect(((await ArticlePage(params(['..']))) as ReactElement).type).toBe(MissingPage);
    expect(getArticle).not.toHaveBeenCalled();
  });
});
