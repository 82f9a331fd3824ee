// SPEC 2.8 'The page head' and SPEC 5: chips, h1, 'Назад', the outer link (host only, new tab,
// only when it parses as a URL), the description only with a title, the scroll-down anchor, and
// the head colour (#171818 by default).
import { screen, within } from '@testing-library/react';
import { CaseHead } from '@/components/case/CaseHead';
import { shouldShowDescription } from '@/lib/case/head';
import { detailOf, named, renderWithImages, textsOf } from '../../support/case';

function renderHead(name: 'full' | 'minimal' | 'hostile') {
  return renderWithImages(<CaseHead item={detailOf(name).case} />);
}

describe('case page head', () => {
  it('shows one chip per direction', () => {
    renderHead('full');
    const chips = within(screen.getByRole('list', { name: named('Направления') })).getAllByRole(
      'listitem',
    );
    expect(textsOf(chips)).toEqual(['Спорт', 'Веб-сервисы']);
  });

  it('shows the case title as the h1', () => {
    renderHead('full');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Сайт и билетная система клуба «Тест»',
    );
  });

  it("links 'Назад' to /cases/", () => {
    renderHead('full');
    expect(screen.getByRole('link', { name: named('Назад') })).toHaveAttribute('href', '/cases/');
  });

  it('labels the outer link with the host only and opens it in a new tab', () => {
    renderHead('full');
    const link = screen.getByRole('link', { name: named('www.fc-test.example') });
    expect(link).toHaveAttribute('href', 'https://www.fc-test.example/tickets/?utm=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('hides the outer link when case_outer_link does not parse as a URL', () => {
    const { container } = renderHead('minimal');
    expect(container.querySelector('[data-outer-link]')).toBeNull();
  });

  it('hides a javascript: outer link', () => {
    const { container } = renderHead('hostile');
    expect(container.querySelector('[data-outer-link]')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it('shows the description only when a title exists', () => {
    expect(shouldShowDescription('Кейс', 'Описание')).toBe(true);
    expect(shouldShowDescription('', 'Описание')).toBe(false);
    expect(shouldShowDescription(undefined, 'Описание')).toBe(false);
    expect(shouldShowDescription('Кейс', '')).toBe(false);
    renderHead('full');
    expect(screen.getByText(/матч-центром и/)).toBeInTheDocument();
  });

  it('offers a scroll-down anchor to #first-block', () => {
    renderHead('full');
    expect(screen.getByRole('link', { name: /Прокрутить/ })).toHaveAttribute(
      'href',
      '#first-block',
    );
  });

  it("uses #171818 by default and the case's background_color when set", () => {
    const minimal = renderHead('minimal');
    expect(minimal.container.querySelector('header')?.getAttribute('style')).toContain('#171818');
    minimal.unmount();
    const full = renderHead('full');
    expect(full.container.querySelector('header')?.getAttribute('style')).toContain('#0f2740');
  });
});
