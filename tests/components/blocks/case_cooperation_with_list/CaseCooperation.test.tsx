// SPEC 2.9: case_cooperation_with_list (bg_img, wave in wave_color only when show_wave, badge
// 'Сотрудничество').
import { screen } from '@testing-library/react';
import { CaseCooperation } from '@/components/blocks/case_cooperation_with_list/CaseCooperation';
import { caseCooperationBlock } from '@/lib/wp/blocks';
import {
  blockOf,
  blocksOf,
  contextOf,
  detailOf,
  named,
  renderWithImages,
} from '../../../support/case';

const context = contextOf(detailOf('full'));

describe('case_cooperation_with_list block', () => {
  it("shows the badge 'Сотрудничество', the title, the paragraphs and bg_img", () => {
    renderWithImages(
      <CaseCooperation block={blockOf('full', 'case_cooperation_with_list')} context={context} />,
    );
    expect(screen.getByText('Сотрудничество')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: named('Продолжаем работу') })).toBeInTheDocument();
    expect(screen.getByText('Готовим приложение.')).toBeInTheDocument();
    expect(screen.getByRole('img').getAttribute('src')).toContain('backdrop.webp');
  });

  it('draws the wave in wave_color only when show_wave is true', () => {
    const [withWave, withoutWave] = blocksOf('full', 'case_cooperation_with_list');
    const a = renderWithImages(<CaseCooperation block={withWave!} context={context} />);
    expect(a.container.querySelector('[data-wave] path')).toHaveAttribute('fill', '#f0f0f0');
    const b = renderWithImages(<CaseCooperation block={withoutWave!} context={context} />);
    expect(b.container.querySelector('[data-wave]')).toBeNull();
  });

  it('defaults the wave colour to #fff', () => {
    const block = caseCooperationBlock.parse({
      type: 'case_cooperation_with_list',
      show_wave: true,
      title: 'Т',
    });
    const { container } = renderWithImages(<CaseCooperation block={block} context={context} />);
    expect(container.querySelector('[data-wave] path')).toHaveAttribute('fill', '#ffffff');
  });
});
