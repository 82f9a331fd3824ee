// SPEC 2.9: functional-create (title white by default).
import { screen } from '@testing-library/react';
import { FunctionalCreate } from '@/components/blocks/functional_create/FunctionalCreate';
import { functionalCreateBlock } from '@/lib/wp/blocks';
import { blockOf, contextOf, detailOf, named, renderWithImages } from '../../../support/case';

const context = contextOf(detailOf('full'));

function sectionStyle(container: HTMLElement): string {
  return container.querySelector('section')?.getAttribute('style') ?? '';
}

describe('functional-create block', () => {
  it('defaults the title colour to white', () => {
    const block = functionalCreateBlock.parse({ type: 'functional-create', title: 'Сделали' });
    expect(block.title_color).toBe('#ffffff');
    const { container } = renderWithImages(<FunctionalCreate block={block} context={context} />);
    expect(sectionStyle(container)).toContain('--block-title: #ffffff');
    expect(container.querySelector('section')).toHaveAttribute('data-tone', 'dark');
  });

  it('shows its title, text and items', () => {
    renderWithImages(
      <FunctionalCreate block={blockOf('full', 'functional-create')} context={context} />,
    );
    expect(screen.getByRole('heading', { name: named('Что мы сделали') })).toBeInTheDocument();
    expect(screen.getByText('Интеграция с кассой')).toBeInTheDocument();
  });
});
