// column_with_list: fields not shown by SPEC 2.9, designed from the generic block fields
// (title, text, text1/text2, list with marker_color, image/images).
import { screen } from '@testing-library/react';
import { ColumnWithList } from '@/components/blocks/column_with_list/ColumnWithList';
import {
  blockOf,
  contextOf,
  detailOf,
  named,
  renderWithImages,
  textsOf,
} from '../../../support/case';

const context = contextOf(detailOf('full'));

describe('column_with_list block', () => {
  it('shows the title, both text columns and the list in marker_color', () => {
    const { container } = renderWithImages(
      <ColumnWithList block={blockOf('full', 'column_with_list')} context={context} />,
    );
    expect(screen.getByRole('heading', { name: named('Для кассы') })).toBeInTheDocument();
    expect(screen.getByText('Левая колонка')).toBeInTheDocument();
    expect(screen.getByText('Правая колонка')).toBeInTheDocument();
    expect(textsOf(screen.getAllByRole('listitem'))).toEqual(['Возвраты', 'Отчёты']);
    expect(container.querySelector('section')?.getAttribute('style')).toContain(
      '--block-marker: #9eacff',
    );
  });
});
