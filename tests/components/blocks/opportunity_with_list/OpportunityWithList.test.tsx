// opportunity_with_list: fields not shown by SPEC 2.9, designed from the generic block fields
// (title, text, text1/text2, list with marker_color, image/images).
import { screen } from '@testing-library/react';
import { OpportunityWithList } from '@/components/blocks/opportunity_with_list/OpportunityWithList';
import {
  blockOf,
  contextOf,
  detailOf,
  named,
  renderWithImages,
  textsOf,
} from '../../../support/case';

const context = contextOf(detailOf('full'));

describe('opportunity_with_list block', () => {
  it('shows the title, the text, the image and the list in marker_color', () => {
    const { container } = renderWithImages(
      <OpportunityWithList block={blockOf('full', 'opportunity_with_list')} context={context} />,
    );
    expect(screen.getByRole('heading', { name: named('Для зрителей') })).toBeInTheDocument();
    expect(textsOf(screen.getAllByRole('listitem'))).toEqual(['Электронный билет', 'Схема зала']);
    expect(screen.getByRole('img')).toBeInTheDocument();
    expect(container.querySelector('section')?.getAttribute('style')).toContain(
      '--block-marker: #49b6c3',
    );
  });
});
