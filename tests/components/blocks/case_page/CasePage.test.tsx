// SPEC 2.9: case_page (image on the left when direction is 'Слева'), case_design (text black by
// default), opportunity, functional-create (title white by default), list (bullets in marker_color).
import { screen } from '@testing-library/react';
import { CaseDesign } from '@/components/blocks/case_design/CaseDesign';
import { CasePage } from '@/components/blocks/case_page/CasePage';
import { FunctionalCreate } from '@/components/blocks/functional_create/FunctionalCreate';
import { ListBlock } from '@/components/blocks/list/ListBlock';
import { Opportunity } from '@/components/blocks/opportunity/Opportunity';
import { caseDesignBlock, casePageBlock, functionalCreateBlock } from '@/lib/wp/blocks';
import {
  blockOf,
  blocksOf,
  contextOf,
  detailOf,
  named,
  renderWithImages,
  textsOf,
} from '../../../support/case';

const context = contextOf(detailOf('full'));

function sectionStyle(container: HTMLElement): string {
  return container.querySelector('section')?.getAttribute('style') ?? '';
}

describe('case_page block', () => {
  it("puts the image on the left when direction is 'Слева', on the right otherwise", () => {
    const [left, right] = blocksOf('full', 'case_page');
    const a = renderWithImages(<CasePage block={left!} context={context} />);
    expect(a.container.querySelector('[data-image-side]')).toHaveAttribute(
      'data-image-side',
      'left',
    );
    const b = renderWithImages(<CasePage block={right!} context={context} />);
    expect(b.container.querySelectorAll('[data-image-side]')[0]).toHaveAttribute(
      'data-image-side',
      'right',
    );
    const none = casePageBlock.parse({ type: 'case_page', title: 'Т', image: right!.image });
    const c = renderWithImages(<CasePage block={none} context={context} />);
    expect(c.container.querySelector('[data-image-side]')).toHaveAttribute(
      'data-image-side',
      'right',
    );
  });

  it('shows the title, the paragraphs and the image', () => {
    renderWithImages(<CasePage block={blockOf('full', 'case_page')} context={context} />);
    expect(screen.getByRole('heading', { name: named('Матч-центр') })).toBeInTheDocument();
    expect(screen.getByText('Первый абзац.')).toBeInTheDocument();
    expect(screen.getByText('Второй абзац.')).toBeInTheDocument();
    expect(screen.getByRole('img')).toBeInTheDocument();
  });
});

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

describe('functional-create block', () => {
  it('defaults the title colour to white', () => {
    const block = functionalCreateBlock.parse({ type: 'functional-create', title: 'Сделали' });
    expect(block.title_color).toBe('#ffffff');
    const { container } = renderWithImages(<FunctionalCreate block={block} context={context} />);
    expect(sectionStyle(container)).toContain('--block-title: #ffffff');
    expect(container.querySelector('section')).toHaveAttribute('data-tone', 'dark');
  });

  it('shows its title, text and items', () => {
    renderWithImages(
      <FunctionalCreate block={blockOf('full', 'functional-create')} context={context} />,
    );
    expect(screen.getByRole('heading', { name: named('Что мы сделали') })).toBeInTheDocument();
    expect(screen.getByText('Интеграция с кассой')).toBeInTheDocument();
  });
});

describe('list block', () => {
  it('lists the items with bullets coloured by marker_color', () => {
    const { container } = renderWithImages(
      <ListBlock block={blockOf('full', 'list')} context={context} />,
    );
    expect(textsOf(screen.getAllByRole('listitem'))).toEqual([
      'Абонементы',
      'Перепродажа билета',
      'Детская академия',
    ]);
    expect(sectionStyle(container)).toContain('--block-marker: #ff4f8b');
    expect(container.querySelectorAll('li > span[aria-hidden="true"]')).toHaveLength(3);
  });
});
