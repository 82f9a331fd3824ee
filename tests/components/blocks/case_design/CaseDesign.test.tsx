// SPEC 2.9: case_design (text black by default).
import { screen } from '@testing-library/react';
import { CaseDesign } from '@/components/blocks/case_design/CaseDesign';
import { caseDesignBlock } from '@/lib/wp/blocks';
import { blockOf, contextOf, detailOf, named, renderWithImages } from '../../../support/case';

const context = contextOf(detailOf('full'));

function sectionStyle(container: HTMLElement): string {
  return container.querySelector('section')?.getAttribute('style') ?? '';
}

describe('case_design block', () => {
  it('defaults the text colour to black', () => {
    const block = caseDesignBlock.parse({ type: 'case_design', title: 'Дизайн', text: 'Текст' });
    expect(block.text_color).toBe('#000000');
    const { container } = renderWithImages(<CaseDesign block={block} context={context} />);
    expect(sectionStyle(container)).toContain('--block-text: #000000');
  });

  it('shows the title, the text and every mock-up', () => {
    renderWithImages(<CaseDesign block={blockOf('full', 'case_design')} context={context} />);
    expect(screen.getByRole('heading', { name: named('Дизайн') })).toBeInTheDocument();
    expect(screen.getByText('Текст дизайна')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });
});
