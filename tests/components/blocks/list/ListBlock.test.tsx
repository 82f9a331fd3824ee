// SPEC 2.9: list (bullets in marker_color).
import { screen } from '@testing-library/react';
import { ListBlock } from '@/components/blocks/list/ListBlock';
import { blockOf, contextOf, detailOf, renderWithImages, textsOf } from '../../../support/case';

const context = contextOf(detailOf('full'));

function sectionStyle(container: HTMLElement): string {
  return container.querySelector('section')?.getAttribute('style') ?? '';
}

describe('list block', () => {
  it('lists the items with bullets coloured by marker_color', () => {
    const { container } = renderWithImages(
      <ListBlock block={blockOf('full', 'list')} context={context} />,
    );
    expect(textsOf(screen.getAllByRole('listitem'))).toEqual([
      'Абонементы',
      'Перепродажа билета',
      'Детская академия',
    ]);
    expect(sectionStyle(container)).toContain('--block-marker: #ff4f8b');
    expect(container.querySelectorAll('li > span[aria-hidden="true"]')).toHaveLength(3);
  });
});
