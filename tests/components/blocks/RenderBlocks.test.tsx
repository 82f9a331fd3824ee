// Issue 12 at the block level: whatever colours WordPress sends, block text stays readable
// (color-contrast), and the blocks of one case never share a landmark name (landmark-unique).
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { CreateSolutions } from '@/components/blocks/create_solutions/CreateSolutions';
import { RenderBlocks } from '@/components/blocks/RenderBlocks';
import { Section } from '@/components/blocks/shared/Section';
import { contrastRatio, MIN_TEXT_CONTRAST, parseColor, type Rgb } from '@/lib/case/color';
import { constructorSchema, createSolutionsBlock } from '@/lib/wp/blocks';
import { contextOf, detailOf, renderWithImages } from '../../support/case';

vi.mock('@splidejs/react-splide', () => import('../../support/splide-mock'));

const rgb = (value: string): Rgb => {
  const [r, g, b] = parseColor(value) ?? [0, 0, 0];
  return [r, g, b];
};
const styleVar = (el: Element | null, name: string) =>
  el
    ?.getAttribute('style')
    ?.match(new RegExp(`${name}:\\s*([^;]+)`))?.[1]
    ?.trim() ?? '';

describe('the contrast guard on WordPress colours', () => {
  it('gives the Теплолиния chips (#e0553d on #1b2a33, 3.88:1) a readable colour', () => {
    const detail = detailOf('full');
    const context = {
      ...contextOf(detail),
      createSolution: {
        ...detail.create_solution!,
        bg_color: '#1b2a33',
        tech_color: '#e0553d',
      },
    };
    const block = createSolutionsBlock.parse({
      type: 'create_solutions',
      show: true,
      category: 'Порталы',
    });
    const { container } = renderWithImages(<CreateSolutions block={block} context={context} />);
    const tech = styleVar(container.querySelector('[data-category]'), '--tech');
    expect(tech).not.toBe('#e0553d');
    expect(contrastRatio(rgb(tech), rgb('#1b2a33'))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('keeps every text colour of a block readable on its own background', () => {
    for (const [bg, text, title] of [
      ['#ffffff', '#ffffff', '#fafafa'],
      ['#1c1030', '#1c1030', '#ff4f8b'],
      ['#7a7a7a', 'rgba(255, 255, 255, 0.8)', '#808080'],
      ['hsl(50, 100%, 50%)', '#ffffff', 'white'],
    ] as const) {
      const { container, unmount } = renderWithImages(
        <Section type="list" colors={{ bg, text, title }} label="Проверка">
          <p>Текст</p>
        </Section>,
      );
      const section = container.querySelector('section');
      for (const name of ['--block-text', '--block-title', '--block-secondary']) {
        const value = styleVar(section, name);
        expect(
          contrastRatio(rgb(value), rgb(bg)),
          `${name} ${value} on ${bg}`,
        ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
      unmount();
    }
  });
});

describe('landmark names of a case', () => {
  it('numbers blocks whose names repeat, so every region has its own name', () => {
    const blocks = constructorSchema.parse([
      { type: 'column', images: [] },
      { type: 'column_with_slider', images: [] },
      { type: 'list', title: 'Другие кейсы', list: [{ item: 'Пункт' }] },
      { type: 'mobile_version', title: 'Экраны проекта' },
    ]);
    renderWithImages(<RenderBlocks blocks={blocks} context={contextOf(detailOf('full'))} />);
    const names = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(names).toEqual([
      'Экраны проекта',
      'Экраны проекта (2)',
      'Другие кейсы (2)',
      'Экраны проекта (3)',
    ]);
  });
});
