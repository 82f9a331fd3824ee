import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactsModal } from '@/components/layout/ContactsModal';
import { Header } from '@/components/layout/Header';
import { Menu } from '@/components/layout/Menu';
import { MobileBar } from '@/components/layout/MobileBar';
import { UiProvider } from '@/components/layout/UiProvider';
import { resetScrollLock } from '@/lib/layout/scroll-lock';
import type { HeaderCounts } from '@/lib/wp/schemas';

const nav = vi.hoisted(() => ({ pathname: '/', prefetch: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
  useRouter: () => ({ prefetch: nav.prefetch }),
}));

const contacts = {
  email: 'hello@orbita.test',
  phone: '+7 495 000-00-00',
  messengerUrl: 'https://t.me/orbita_test',
  messengerName: 'Telegram',
};

function Shell({ counts = null }: { counts?: HeaderCounts | null }) {
  return (
    <UiProvider>
      <Header contacts={contacts} />
      <Menu counts={counts} contacts={contacts} />
      <MobileBar contacts={contacts} />
      <ContactsModal contacts={contacts} />
    </UiProvider>
  );
}

beforeEach(() => {
  nav.pathname = '/';
  nav.prefetch.mockClear();
  resetScrollLock();
  window.scrollY = 0;
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

describe('contacts modal (SPEC 2.4)', () => {
  it('opens from Call, locks scroll, and the close button restores it', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    expect(screen.queryByRole('dialog', { name: /Расскажите/ })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Позвонить' }));
    const dialog = screen.getByRole('dialog', { name: /Расскажите/ });
    expect(within(dialog).getByRole('link', { name: '+7 495 000-00-00' })).toHaveAttribute(
      'href',
      'tel:+74950000000',
    );
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog', { name: /Расскажите/ })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when its link to the form is followed, and stays open for a phone call', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Позвонить' }));
    const dialog = screen.getByRole('dialog', { name: /Расскажите/ });
    const phone = within(dialog).getByRole('link', { name: '+7 495 000-00-00' });
    phone.addEventListener('click', (event) => event.preventDefault());
    await user.click(phone);
    expect(screen.getByRole('dialog', { name: /Расскажите/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: /Оставить заявку/ }));
    expect(screen.queryByRole('dialog', { name: /Расскажите/ })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('moves focus into the dialog and closes on Escape (Tab cycling is checked in e2e)', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    await user.click(
      screen.getByRole('navigation', { name: 'Быстрая связь' }).querySelector('button')!,
    );
    const dialog = screen.getByRole('dialog', { name: /Расскажите/ });
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Закрыть' })),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: /Расскажите/ })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});
