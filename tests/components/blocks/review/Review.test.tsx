// SPEC 2.9: review ('Отзыв о проекте', paragraphs, name, position), control_system (numbered from
// 1), case_cooperation_with_list (bg_img, wave in wave_color only when show_wave, badge
// 'Сотрудничество'), morphing_link (new tab, link_text).
import { screen, within } from '@testing-library/react';
import { CaseCooperation } from '@/components/blocks/case_cooperation_with_list/CaseCooperation';
import { ControlSystem } from '@/components/blocks/control_system/ControlSystem';
import { MorphingLink } from '@/components/blocks/morphing_link/MorphingLink';
import { Review } from '@/components/blocks/review/Review';
import { caseCooperationBlock, morphingLinkBlock } from '@/lib/wp/blocks';
import {
  blockOf,
  blocksOf,
  contextOf,
  detailOf,
  named,
  renderWithImages,
} from '../../../support/case';

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

describe('control_system block', () => {
  it('shows bg_color, the title, the image and the items numbered from 1', () => {
    const { container } = renderWithImages(
      <ControlSystem block={blockOf('full', 'control_system')} context={context} />,
    );
    expect(container.querySelector('section')?.getAttribute('style')).toContain(
      '--block-bg: #f3f5f7',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: named('Система управления') }),
    ).toBeVisible();
    expect(screen.getByRole('img')).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.firstElementChild?.textContent)).toEqual(['1', '2', '3']);
    expect(items[0]).toHaveTextContent('Админ-панель');
    expect(items[0]).toHaveTextContent('Редактор ведёт трансляцию');
  });
});

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

describe('morphing_link block', () => {
  it('opens the link in a new tab, labelled link_text, on bg_color with elem_color', () => {
    const { container } = renderWithImages(
      <MorphingLink block={blockOf('full', 'morphing_link')} context={context} />,
    );
    const link = screen.getByRole('link', { name: named('Магазин клуба') });
    expect(link).toHaveAttribute('href', 'https://fc-test.example/shop/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(container.querySelector('section')?.getAttribute('style')).toContain(
      '--block-bg: #fff6ec',
    );
    expect(container.innerHTML).toContain('--elem: #5a1620');
  });

  it('renders nothing when the link is not a web URL', () => {
    const block = morphingLinkBlock.parse({
      type: 'morphing_link',
      link: 'javascript:alert(1)',
      link_text: 'Ссылка',
    });
    const { container } = renderWithImages(<MorphingLink block={block} context={context} />);
    expect(container.innerHTML).toBe('');
  });
});
