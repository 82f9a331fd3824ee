import { screen } from '@testing-library/react';
import { renderSite as render } from '../../../support/render-site';
import { SolutionCard } from '@/components/sections/cards/SolutionCard';
import { solutionListSchema } from '@/lib/wp/schemas';
import solutionsRaw from '../../../fixtures/lists/solutions.json';

const solutions = solutionListSchema.parse(solutionsRaw).data.solutions;

function at<T>(list: T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`fixture item #${index} is missing`);
  return item;
}

describe('SolutionCard', () => {
  it('links to /solutions/{slug}/ with an image and an excerpt', () => {
    render(<SolutionCard item={at(solutions, 0)} />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/solutions/bilety/');
    expect(screen.getByRole('img')).toHaveAttribute(
      'alt',
      'Решение «Билетная система для площадок»',
    );
    expect(screen.getByText(/схема зала/)).toBeInTheDocument();
  });
});
