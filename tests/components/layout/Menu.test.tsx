import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Shell, resetShell } from '../../support/layout-shell';

const nav = vi.hoisted(() => ({ pathname: '/', prefetch: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
  useRouter: () => ({ prefetch: nav.prefetch }),
}));

beforeEach(() => {
  nav.pathname = '/';
  nav.prefetch.mockClear();
  resetShell();
});

describe('menu (SPEC 2.3, 4)', () => {
  it('is closed by default; the burger opens it, locks scroll, and closes it again', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    const burger = screen.getByRole('button', { name: 'Открыть меню' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);
    expect(
      screen.getByRole('button', { name: 'Закрыть меню', expanded: true }),
    ).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Закрыть меню', expanded: true }));
    expect(document.body.style.overflow).toBe('');
  });

  it('closes and unlocks scroll when any link is followed', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    const menu = screen.getByRole('dialog', { name: 'Меню сайта' });
    await user.click(within(menu).getByRole('link', { name: 'Laravel back' }));
    expect(screen.getByRole('button', { name: 'Открыть меню' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(document.body.style.overflow).toBe('');
  });

  it('stays open for a phone call from its contacts row (only links to pages close it)', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    const menu = screen.getByRole('dialog', { name: 'Меню сайта' });
    const phone = within(menu).getByRole('link', { name: '+7 495 000-00-00' });
    phone.addEventListener('click', (event) => event.preventDefault());
    await user.click(phone);
    expect(
      screen.getByRole('button', { name: 'Закрыть меню', expanded: true }),
    ).toBeInTheDocument();
  });

  it('prefetches its routes only once opened (its links never prefetch on their own)', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    expect(nav.prefetch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    const prefetched = nav.prefetch.mock.calls.map(([href]) => href);
    expect(prefetched).toContain('/laravel/');
    expect(prefetched).toContain('/cases/');
    expect(prefetched.every((href) => typeof href === 'string' && href.startsWith('/'))).toBe(true);
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Открыть меню' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(document.body.style.overflow).toBe('');
  });

  it('shows the counts from the header call, and none while they are unknown', () => {
    const { unmount, container } = render(
      <Shell counts={{ articles: 12, cases: 9, vacancy: 4 }} />,
    );
    const counts = [...container.querySelectorAll('[data-count]')].map((n) => [
      n.getAttribute('data-count'),
      n.textContent,
    ]);
    expect(counts).toEqual([
      ['articles', '12'],
      ['cases', '9'],
      ['vacancy', '4'],
    ]);
    unmount();
    const empty = render(<Shell counts={null} />);
    expect(empty.container.querySelectorAll('[data-count]')).toHaveLength(0);
  });

  it('numbers the stages 1 to 5 and labels technologies with their category', () => {
    render(<Shell />);
    const menu = screen.getByRole('dialog', { name: 'Меню сайта', hidden: true });
    expect(
      within(menu).getByRole('link', { name: '1 Аналитика и UX-проектирование', hidden: true }),
    ).toHaveAttribute('href', '/services/analytics/');
    expect(
      within(menu).getByRole('link', { name: '5 Поисковая оптимизация (SEO)', hidden: true }),
    ).toBeInTheDocument();
    expect(
      within(menu).getByRole('link', { name: 'Vue.js + NUXT front', hidden: true }),
    ).toHaveAttribute('href', '/vue/');
  });
});
