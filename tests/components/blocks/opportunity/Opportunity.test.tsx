// SPEC 2.9: opportunity.
import { screen } from '@testing-library/react';
import { Opportunity } from '@/components/blocks/opportunity/Opportunity';
import {
  blockOf,
  contextOf,
  detailOf,
  named,
  renderWithImages,
  textsOf,
} from '../../../support/case';

const context = contextOf(detailOf('full'));

describe('opportunity block', () => {
  it('shows the title, the text, the image and numbered feature cards from the list', () => {
    renderWithImages(<Opportunity block={blockOf('full', 'opportunity')} context={context} />);
    expect(screen.getByRole('heading', { name: named('Возможности') })).toBeInTheDocument();
    expect(screen.getByText('Текст возможностей')).toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(textsOf(cards)).toEqual(['01Покупка в три шага', '02Билет в телефоне']);
    expect(screen.getByRole('img')).toBeInTheDocument();
  });
});
