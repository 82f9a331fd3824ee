// SPEC 2.9 offering: the case technologies, 'Клиент' and 'Год', tasks, offers, 'Технологии' only
// when the list is not empty, and white title/text by default.
import { screen, within } from '@testing-library/react';
import { Offering } from '@/components/blocks/offering/Offering';
import { offeringBlock } from '@/lib/wp/blocks';
import {
  blockOf,
  contextOf,
  detailOf,
  named,
  renderWithImages,
  textsOf,
} from '../../../support/case';

function renderOffering(technologies?: string[]) {
  const detail = detailOf('full');
  const context = { ...contextOf(detail), ...(technologies ? { technologies } : {}) };
  return renderWithImages(<Offering block={blockOf('full', 'offering')} context={context} />);
}

describe('offering block', () => {
  it("shows the client under 'Клиент' and the year under 'Год'", () => {
    renderOffering();
    expect(screen.getByText('Клиент').nextElementSibling).toHaveTextContent('ФК «Тест»');
    expect(screen.getByText('Год').nextElementSibling).toHaveTextContent('2025');
  });

  it('shows the task title with its tasks and the offering title with its offers', () => {
    renderOffering();
    const tasks = screen.getByRole('heading', { name: named('Задача') })
      .nextElementSibling as HTMLElement;
    expect(textsOf(within(tasks).getAllByRole('listitem'))).toEqual([
      'Продавать билеты на своём сайте',
      'Выдержать пик продаж',
    ]);
    const offers = screen.getByRole('heading', { name: named('Что мы предложили') })
      .nextElementSibling as HTMLElement;
    expect(within(offers).getAllByRole('listitem')).toHaveLength(2);
  });

  it("receives the case's technologies and shows them under 'Технологии'", () => {
    renderOffering();
    const heading = screen.getByRole('heading', { name: named('Технологии') });
    const list = heading.nextElementSibling as HTMLElement;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Laravel', 'Vue.js + NUXT', 'PostgreSQL']);
  });

  it("hides 'Технологии' when the case has no technologies", () => {
    renderOffering([]);
    expect(screen.queryByText('Технологии')).toBeNull();
  });

  it('paints bg_color and defaults title and text colours to white', () => {
    const block = offeringBlock.parse({ type: 'offering', bg_color: '#0f2740', client: 'Клиент' });
    expect(block).toMatchObject({ title_color: '#ffffff', text_color: '#ffffff' });
    const { container } = renderWithImages(
      <Offering block={block} context={contextOf(detailOf('full'))} />,
    );
    const style = container.querySelector('section')?.getAttribute('style') ?? '';
    expect(style).toContain('--block-bg: #0f2740');
    expect(style).toContain('--block-title: #ffffff');
    expect(style).toContain('--block-text: #ffffff');
  });
});
