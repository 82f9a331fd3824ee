import { screen, within } from '@testing-library/react';
import { renderSite as render } from '../../../support/render-site';
import { CaseCard } from '@/components/sections/cards/CaseCard';
import { portfolioListSchema } from '@/lib/wp/schemas';
import page1Raw from '../../../fixtures/lists/portfolio-page-1.json';
import page2Raw from '../../../fixtures/lists/portfolio-page-2.json';

const cases = [
  ...portfolioListSchema.parse(page1Raw).data.portfolio,
  ...portfolioListSchema.parse(page2Raw).data.portfolio,
];
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
