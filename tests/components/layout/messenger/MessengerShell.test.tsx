// The messenger widget (SPEC 1): loaded only once the browser is idle; a launcher with a
// non-modal panel (messenger, e-mail, phone, 'Заказать звонок'); steps aside for the menu, the
// contacts modal and the discussion form.
import { act, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { UiProvider } from '@/components/layout/UiProvider';
import { MessengerShell } from '@/components/layout/messenger/MessengerShell';
import { resetScrollLock } from '@/lib/layout/scroll-lock';
import { installIntersectionObserver } from '../../../support/browser-mocks';

const nav = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => nav.pathname }));

const contacts = {
  messengerUrl: 'https://t.me/orbita_test',
  messengerName: 'Telegram',
  email: 'hello@orbita.test',
  phone: '+7 495 000-00-00',
};

const LAUNCHER = { name: 'Связаться с нами' } as const;

beforeEach(() => {
  nav.pathname = '/';
  resetScrollLock();
  installIntersectionObserver();
});

describe('MessengerShell', () => {
  it('is absent from the server HTML', () => {
    const html = renderToStaticMarkup(
      <UiProvider>
        <MessengerShell {...contacts} />
      </UiProvider>,
    );
    expect(html).toBe('');
  });

  it('renders nothing before the browser is idle, and the widget after', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { container } = render(
      <UiProvider>
        <MessengerShell {...contacts} />
      </UiProvider>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(idle).toHaveLength(1);
    act(() => idle.splice(0).forEach((cb) => cb()));
    expect(await screen.findByRole('button', LAUNCHER)).toHaveAttribute('aria-expanded', 'false');
  });

  it('cancels the wait when unmounted before idle', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 3);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { unmount } = render(
      <UiProvider>
        <MessengerShell {...contacts} />
      </UiProvider>,
    );
    unmount();
    expect(cancel).toHaveBeenCalledWith(3);
  });
});
