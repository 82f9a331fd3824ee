import { screen } from '@testing-library/react';
import { renderSite as render } from '../../../support/render-site';
import { ArticleCard } from '@/components/sections/cards/ArticleCard';
import { blogListSchema } from '@/lib/wp/schemas';
import articlesRaw from '../../../fixtures/lists/articles.json';

const articles = blogListSchema.parse(articlesRaw).data.articles;

function at<T>(list: T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`fixture item #${index} is missing`);
  return item;
}

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
