// SPEC 2.8 'Previous/next navigation': two items, 'Кейс' with the neighbour's title and image,
// linking to /cases/{slug} without a trailing slash.
import { screen } from '@testing-library/react';
import { CaseNav } from '@/components/case/CaseNav';
import { detailOf, renderWithImages } from './support';

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
    expect(screen.getByRole('link', { name: /Предыдущий кейс/ })).toHaveAttribute(
      'href',
      '/cases/lavka-severa',
    );
    expect(screen.getByRole('link', { name: /Следующий кейс/ })).toHaveAttribute(
      'href',
      '/cases/teatr-na-naberezhnoy',
    );
  });

  it('gives every neighbour image a Russian alt text', () => {
    const { prev_case, next_case } = detailOf('full');
    const { container } = renderWithImages(<CaseNav prev={prev_case} next={next_case} />);
    for (const img of container.querySelectorAll('img')) {
      expect(img.getAttribute('alt')).toMatch(/[а-яё]/i);
    }
  });

  it('shows only the neighbours WordPress sends', () => {
    const { prev_case, next_case } = detailOf('minimal');
    const { container } = renderWithImages(<CaseNav prev={prev_case} next={next_case} />);
    expect(container.querySelector('nav')).toBeNull();
  });
});
