import { screen, within } from '@testing-library/react';
import { renderSite as render } from '../../../support/render-site';
import { ArticleCard } from '@/components/sections/cards/ArticleCard';
import { CaseCard } from '@/components/sections/cards/CaseCard';
import { SolutionCard } from '@/components/sections/cards/SolutionCard';
import { blogListSchema, portfolioListSchema, solutionListSchema } from '@/lib/wp/schemas';
import articlesRaw from '../../../fixtures/lists/articles.json';
import page1Raw from '../../../fixtures/lists/portfolio-page-1.json';
import page2Raw from '../../../fixtures/lists/portfolio-page-2.json';
import solutionsRaw from '../../../fixtures/lists/solutions.json';

const cases = [
  ...portfolioListSchema.parse(page1Raw).data.portfolio,
  ...portfolioListSchema.parse(page2Raw).data.portfolio,
];
const articles = blogListSchema.parse(articlesRaw).data.articles;
const solutions = solutionListSchema.parse(solutionsRaw).data.solutions;

function at<T>(list: T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`fixture item #${index} is missing`);
  return item;
}

describe('CaseCard', () => {
  it('links the title to /cases/{slug}/ and shows one chip per direction', () => {
    render(<CaseCard item={at(cases, 0)} />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/cases/volna/');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Волна');
    const chips = within(screen.getByRole('list', { name: 'Направления' })).getAllByRole(
      'listitem',
    );
    expect(chips.map((c) => c.textContent)).toEqual(['Спорт', 'Веб-сервисы']);
  });

  it('renders the image through next/image at quality 100 with the WordPress alt', () => {
    render(<CaseCard item={at(cases, 0)} />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('alt', 'Экран бронирования тренировок');
    expect(img.getAttribute('src')).toContain('q=100');
    expect(img).toHaveAttribute('sizes');
  });

  it('falls back to a Russian alt, and to a placeholder without an image', () => {
    const { unmount } = render(<CaseCard item={at(cases, 1)} />);
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Проект «Лавка фермерских продуктов»');
    unmount();
    render(<CaseCard item={at(cases, 2)} headingLevel={2} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Афиша и билеты для драматического театра',
    );
  });
});

describe('ArticleCard', () => {
  it('shows the date in Russian, the title link and a plain-text excerpt', () => {
    render(<ArticleCard item={at(articles, 0)} />);
    const time = screen.getByText('12 марта 2024');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2024-03-12T10:00:00+03:00');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/blog/kak-ocenit-srok/');
    const excerpt = screen.getByText(/складывается срок/);
    expect(excerpt.innerHTML).not.toContain('<strong>');
    expect(screen.getByRole('img')).toHaveAttribute(
      'alt',
      'Иллюстрация к статье «Как оценить срок разработки веб-сервиса»',
    );
  });

  it('copes with a missing image and excerpt', () => {
    render(<ArticleCard item={at(articles, 1)} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('31 декабря 2023')).toBeInTheDocument();
  });
});

describe('SolutionCard', () => {
  it('links to /solutions/{slug}/ with an image and an excerpt', () => {
    render(<SolutionCard item={at(solutions, 0)} />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/solutions/bilety/');
    expect(screen.getByRole('img')).toHaveAttribute(
      'alt',
      'Решение «Билетная система для площадок»',
    );
    expect(screen.getByText(/схема зала/)).toBeInTheDocument();
  });
});
