// SPEC 2.8 'Previous/next navigation': two items, 'Кейс' with the neighbour's title and image,
// linking to /cases/{slug} without a trailing slash; one item at either end of the portfolio.
import { screen } from '@testing-library/react';
import { CaseNav } from '@/components/case/CaseNav';
import { detailOf, renderWithImages } from '../../support/case';

describe('previous/next navigation', () => {
  it("shows two items, each 'Кейс' with the neighbour's title and image", () => {
    const { prev_case, next_case } = detailOf('full');
    const { container } = renderWithImages(<CaseNav prev={prev_case} next={next_case} />);
    const items = container.querySelectorAll('a[data-nav]');
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item.querySelector('[data-subtitle]')).toHaveTextContent(/^Кейс$/);
      expect(item.querySelector('img')).not.toBeNull();
    }
    expect(items[0]).toHaveTextContent('Интернет-магазин «Лавка Севера»');
    expect(items[1]).toHaveTextContent('Сайт Театра на набережной');
  });

  it('links to /cases/{prev slug} and /cases/{next slug} without a trailing slash', () => {
    const { prev_case, next_case } = detailOf('full');
    renderWithImages(<CaseNav prev={prev_case} next={next_case} />);
    expect(screen.getByRole('link', { name: /^Предыдущий кейс/i })).toHaveAttribute(
      'href',
      '/cases/lavka-severa',
    );
    expect(screen.getByRole('link', { name: /^Следующий кейс/i })).toHaveAttribute(
      'href',
      '/cases/teatr-na-naberezhnoy',
    );
  });

  // WCAG 2.5.3 'Label in Name' (axe label-content-name-mismatch, issue 12): a voice-control user
  // says what the link shows, so its name is its own text: no aria-label, a decorative cover.
  it('names each link by its visible text, with the side said first', () => {
    const { prev_case, next_case } = detailOf('full');
    const { container } = renderWithImages(<CaseNav prev={prev_case} next={next_case} />);
    for (const link of container.querySelectorAll('a[data-nav]')) {
      expect(link).not.toHaveAttribute('aria-label');
      expect(link).not.toHaveAttribute('aria-labelledby');
      for (const img of link.querySelectorAll('img')) expect(img).toHaveAttribute('alt', '');
    }
    expect(
      screen.getByRole('link', { name: /^Предыдущий Кейс\s*Интернет-магазин\s«Лавка\sСевера»$/ }),
    ).toHaveAttribute('data-nav', 'prev');
    expect(
      screen.getByRole('link', { name: /^Следующий Кейс\s*Сайт\sТеатра\sна\sнабережной$/ }),
    ).toHaveAttribute('data-nav', 'next');
  });

  // WP-API.md: no wrap-around, so the first case of the portfolio order has no previous case and
  // the last no next one; the navigation then shows the one neighbour there is.
  it('shows the next case alone on the first case of the portfolio', () => {
    const { next_case } = detailOf('full');
    const { container } = renderWithImages(<CaseNav prev={null} next={next_case} />);
    const items = container.querySelectorAll('a[data-nav]');
    expect([...items].map((a) => a.getAttribute('data-nav'))).toEqual(['next']);
    expect(items[0]).toHaveAttribute('href', '/cases/teatr-na-naberezhnoy');
    expect(screen.queryByRole('link', { name: /^Предыдущий/i })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Другие кейсы' })).toBeInTheDocument();
  });

  it('shows the previous case alone on the last case of the portfolio', () => {
    const { prev_case } = detailOf('full');
    const { container } = renderWithImages(<CaseNav prev={prev_case} next={null} />);
    const items = container.querySelectorAll('a[data-nav]');
    expect([...items].map((a) => a.getAttribute('data-nav'))).toEqual(['prev']);
    expect(items[0]).toHaveAttribute('href', '/cases/lavka-severa');
    expect(screen.queryByRole('link', { name: /^Следующий/i })).toBeNull();
  });

  it('shows only the neighbours WordPress sends', () => {
    const { prev_case, next_case } = detailOf('minimal');
    const { container } = renderWithImages(<CaseNav prev={prev_case} next={next_case} />);
    expect(container.querySelector('nav')).toBeNull();
  });
});
