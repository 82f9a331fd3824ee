// SPEC 2.9: review ('Отзыв о проекте', paragraphs, name, position).
import { screen } from '@testing-library/react';
import { Review } from '@/components/blocks/review/Review';
import { blockOf, contextOf, detailOf, named, renderWithImages } from '../../../support/case';

const context = contextOf(detailOf('full'));

describe('review block', () => {
  it("is titled 'Отзыв о проекте' with the paragraphs, the name and the position", () => {
    renderWithImages(<Review block={blockOf('full', 'review')} context={context} />);
    expect(screen.getByRole('heading', { name: named('Отзыв о проекте') })).toBeInTheDocument();
    expect(screen.getByText('Первая продажа прошла спокойно.')).toBeInTheDocument();
    expect(screen.getByText('Спасибо за матч-центр.')).toBeInTheDocument();
    expect(screen.getByText('Игорь Шестаков')).toBeInTheDocument();
    expect(screen.getByText('директор по маркетингу')).toBeInTheDocument();
  });
});
