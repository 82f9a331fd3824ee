// SPEC 2.9, 9: column and column_with_slider show their images in the case slider.
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { Column } from '@/components/blocks/column/Column';
import { ColumnWithSlider } from '@/components/blocks/column_with_slider/ColumnWithSlider';
import { CASE_IMAGE_SLIDER } from '@/lib/case/sliders';
import { blockOf, contextOf, detailOf, named, renderWithImages } from '../../../support/case';
import { optionsOf } from '../../../support/splide-options';

vi.mock('@splidejs/react-splide', () => import('../../../support/splide-mock'));

const context = contextOf(detailOf('full'));

describe('column and column_with_slider blocks', () => {
  it('column: a title, two text columns and every image in the case slider', async () => {
    const { container } = renderWithImages(
      <Column block={blockOf('full', 'column')} context={context} />,
    );
    expect(screen.getByRole('heading', { name: named('Рабочее место') })).toBeInTheDocument();
    expect(screen.getByText('Колонка один')).toBeInTheDocument();
    expect(screen.getByText('Колонка два')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(await optionsOf(container)).toEqual(JSON.parse(JSON.stringify(CASE_IMAGE_SLIDER)));
  });

  it('column_with_slider: the title, the text and the case slider', async () => {
    const { container } = renderWithImages(
      <ColumnWithSlider block={blockOf('full', 'column_with_slider')} context={context} />,
    );
    expect(screen.getByRole('heading', { name: named('Ключевые экраны') })).toBeInTheDocument();
    expect(screen.getByText('Абзац слайдера')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(await optionsOf(container)).toEqual(JSON.parse(JSON.stringify(CASE_IMAGE_SLIDER)));
  });
});
