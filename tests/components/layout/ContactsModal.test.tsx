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
