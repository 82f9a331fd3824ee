// SPEC 2.9: control_system (numbered from 1).
import { screen, within } from '@testing-library/react';
import { ControlSystem } from '@/components/blocks/control_system/ControlSystem';
import { blockOf, contextOf, detailOf, named, renderWithImages } from '../../../support/case';

const context = contextOf(detailOf('full'));

describe('control_system block', () => {
  it('shows bg_color, the title, the image and the items numbered from 1', () => {
    const { container } = renderWithImages(
      <ControlSystem block={blockOf('full', 'control_system')} context={context} />,
    );
    expect(container.querySelector('section')?.getAttribute('style')).toContain(
      '--block-bg: #f3f5f7',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: named('Система управления') }),
    ).toBeVisible();
    expect(screen.getByRole('img')).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.firstElementChild?.textContent)).toEqual(['1', '2', '3']);
    expect(items[0]).toHaveTextContent('Админ-панель');
    expect(items[0]).toHaveTextContent('Редактор ведёт трансляцию');
  });
});
