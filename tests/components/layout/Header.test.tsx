import { act, fireEvent, render, screen, within } from '@testing-library/react';
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

describe('header (SPEC 2.2)', () => {
  it('has Call, the messenger link in a new tab, the logo to / and the e-mail link', () => {
    render(<Shell />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Позвонить' })).toBeInTheDocument();
    const messenger = within(header).getByRole('link', { name: 'Написать в Telegram' });
    expect(messenger).toHaveAttribute('href', 'https://t.me/orbita_test');
    expect(messenger).toHaveAttribute('target', '_blank');
    expect(messenger.getAttribute('rel')).toContain('noopener');
    expect(within(header).getByRole('link', { name: /на главную/ })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Написать на почту' })).toHaveAttribute(
      'href',
      'mailto:hello@orbita.test',
    );
  });

  it('becomes scrolled at 50px and returns below, together with the mobile bar', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    const flush = () => frames.splice(0).forEach((cb) => cb(0));
    render(<Shell />);
    const header = screen.getByRole('banner');
    const bar = screen.getByRole('navigation', { name: 'Быстрая связь' });
    act(() => {
      window.scrollY = 50;
      fireEvent.scroll(window);
      flush();
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(bar).toHaveAttribute('data-scrolled', 'true');
    act(() => {
      window.scrollY = 49;
      fireEvent.scroll(window);
      flush();
    });
    expect(header).not.toHaveAttribute('data-scrolled');
    expect(bar).not.toHaveAttribute('data-scrolled');
  });

  it('uses the dark variant on a case page only', () => {
    nav.pathname = '/cases/fitness/';
    const { unmount } = render(<Shell />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-variant', 'dark');
    unmount();
    nav.pathname = '/cases/';
    render(<Shell />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-variant', 'default');
  });
});
