// SPEC 2.9: morphing_link (new tab, link_text).
import { screen } from '@testing-library/react';
import { MorphingLink } from '@/components/blocks/morphing_link/MorphingLink';
import { morphingLinkBlock } from '@/lib/wp/blocks';
import { blockOf, contextOf, detailOf, named, renderWithImages } from '../../../support/case';

const context = contextOf(detailOf('full'));

describe('morphing_link block', () => {
  it('opens the link in a new tab, labelled link_text, on bg_color with elem_color', () => {
    const { container } = renderWithImages(
      <MorphingLink block={blockOf('full', 'morphing_link')} context={context} />,
    );
    const link = screen.getByRole('link', { name: named('Магазин клуба') });
    expect(link).toHaveAttribute('href', 'https://fc-test.example/shop/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(container.querySelector('section')?.getAttribute('style')).toContain(
      '--block-bg: #fff6ec',
    );
    expect(container.innerHTML).toContain('--elem: #5a1620');
  });

  it('renders nothing when the link is not a web URL', () => {
    const block = morphingLinkBlock.parse({
      type: 'morphing_link',
      link: 'javascript:alert(1)',
      link_text: 'Ссылка',
    });
    const { container } = renderWithImages(<MorphingLink block={block} context={context} />);
    expect(container.innerHTML).toBe('');
  });
});
