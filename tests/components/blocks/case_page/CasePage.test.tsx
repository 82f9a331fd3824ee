// SPEC 2.9: case_page (image on the left when direction is 'Слева').
import { screen } from '@testing-library/react';
import { CasePage } from '@/components/blocks/case_page/CasePage';
import { casePageBlock } from '@/lib/wp/blocks';
import {
  blockOf,
  blocksOf,
  contextOf,
  detailOf,
  named,
  renderWithImages,
} from '../../../support/case';

const context = contextOf(detailOf('full'));

describe('case_page block', () => {
  it("puts the image on the left when direction is 'Слева', on the right otherwise", () => {
    const [left, right] = blocksOf('full', 'case_page');
    const a = renderWithImages(<CasePage block={left!} context={context} />);
    expect(a.container.querySelector('[data-image-side]')).toHaveAttribute(
      'data-image-side',
      'left',
    );
    const b = renderWithImages(<CasePage block={right!} context={context} />);
    expect(b.container.querySelectorAll('[data-image-side]')[0]).toHaveAttribute(
      'data-image-side',
      'right',
    );
    const none = casePageBlock.parse({ type: 'case_page', title: 'Т', image: right!.image });
    const c = renderWithImages(<CasePage block={none} context={context} />);
    expect(c.container.querySelector('[data-image-side]')).toHaveAttribute(
      'data-image-side',
      'right',
    );
  });

  it('shows the title, the paragraphs and the image', () => {
    renderWithImages(<CasePage block={blockOf('full', 'case_page')} context={context} />);
    expect(screen.getByRole('heading', { name: named('Матч-центр') })).toBeInTheDocument();
    expect(screen.getByText('Первый абзац.')).toBeInTheDocument();
    expect(screen.getByText('Второй абзац.')).toBeInTheDocument();
    expect(screen.getByRole('img')).toBeInTheDocument();
  });
});
