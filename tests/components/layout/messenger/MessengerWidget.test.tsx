// The messenger widget (SPEC 1): loaded only once the browser is idle; a launcher with a
// non-modal panel (messenger, e-mail, phone, 'Заказать звонок'); steps aside for the menu, the
// contacts modal and the discussion form.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactsModal } from '@/components/layout/ContactsModal';
import { UiProvider, useUi } from '@/components/layout/UiProvider';
import MessengerWidget from '@/components/layout/messenger/MessengerWidget';
import { resetScrollLock } from '@/lib/layout/scroll-lock';
import { fireIntersection, installIntersectionObserver } from '../../../support/browser-mocks';

const nav = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => nav.pathname }));

const contacts = {
  messengerUrl: 'https://t.me/orbita_test',
  messengerName: 'Telegram',
  email: 'hello@orbita.test',
  phone: '+7 495 000-00-00',
};

const LAUNCHER = { name: 'Связаться с нами' } as const;

/** Opens the menu from outside the widget, as the header's burger does. */
function MenuProbe() {
  const { toggleMenu, menuOpen } = useUi();
  return (
    <button type="button" onClick={toggleMenu}>
      {menuOpen ? 'menu-open' : 'menu-closed'}
    </button>
  );
}

function renderWidget(extra: React.ReactNode = null) {
  return render(
    <UiProvider>
      <p>Текст страницы</p>
      {extra}
      <MenuProbe />
      <MessengerWidget {...contacts} />
      <ContactsModal contacts={contacts} />
    </UiProvider>,
  );
}

const launcher = () => screen.getByRole('button', LAUNCHER);
const PANEL_NAME = /^Как\sвам удобнее связаться\?$/;
const panel = () => screen.getByRole('dialog', { name: PANEL_NAME });
const root = () => document.querySelector('[data-messenger-widget]') as HTMLElement;

beforeEach(() => {
  nav.pathname = '/';
  resetScrollLock();
  installIntersectionObserver();
});

describe('MessengerWidget', () => {
  it('the launcher toggles the panel and names what it controls', async () => {
    const user = userEvent.setup();
    renderWidget();
    const button = launcher();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
    const panelId = button.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toHaveAttribute('id', panelId);
    expect(panel()).not.toHaveAttribute('aria-modal');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links: messenger in a new tab, mailto, tel', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(launcher());
    const p = within(panel());
    const messenger = p.getByRole('link', { name: /^Написать в\sTelegram/ });
    expect(messenger).toHaveAttribute('href', 'https://t.me/orbita_test');
    expect(messenger).toHaveAttribute('target', '_blank');
    expect(messenger).toHaveAttribute('rel', 'noopener noreferrer');
    expect(messenger).toHaveTextContent('t.me/orbita_test');
    expect(p.getByRole('link', { name: /^Написать на\sпочту/ })).toHaveAttribute(
      'href',
      'mailto:hello@orbita.test',
    );
    expect(p.getByRole('link', { name: /^\+7\s495\s000-00-00/ })).toHaveAttribute(
      'href',
      'tel:+74950000000',
    );
    expect(p.getAllByRole('link')).toHaveLength(3);
  });

  it('moves focus into the panel; Tab walks its items; Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(launcher());
    const links = within(panel()).getAllByRole('link');
    expect(links[0]).toHaveFocus();
    await user.tab();
    expect(links[1]).toHaveFocus();
    await user.tab();
    expect(links[2]).toHaveFocus();
    await user.tab();
    expect(within(panel()).getByRole('button', { name: 'Заказать звонок' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(launcher()).toHaveFocus();
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click outside closes it, a click inside does not', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(launcher());
    await user.click(screen.getByText(PANEL_NAME));
    expect(panel()).toBeVisible();
    await user.click(screen.getByText('Текст страницы'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('«Заказать звонок» closes the panel and opens the contacts modal; focus comes back after', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(launcher());
    await user.click(within(panel()).getByRole('button', { name: 'Заказать звонок' }));
    const modal = screen.getByRole('dialog', { name: /Расскажите/ });
    expect(modal).toHaveAttribute('aria-modal', 'true');
    expect(screen.queryByRole('dialog', { name: PANEL_NAME })).toBeNull();
    // Hidden while the modal covers the page.
    expect(root()).not.toBeVisible();
    await user.click(within(modal).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(root()).toBeVisible();
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    expect(launcher()).toHaveFocus();
  });

  it('hides, and closes its panel, while the menu is open', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(launcher());
    act(() => screen.getByRole('button', { name: 'menu-closed' }).click());
    expect(root()).not.toBeVisible();
    expect(screen.queryByRole('button', LAUNCHER)).toBeNull();
    act(() => screen.getByRole('button', { name: 'menu-open' }).click());
    expect(launcher()).toBeVisible();
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
  });

  it('steps aside while a discussion form is on screen, and returns when it leaves', async () => {
    const user = userEvent.setup();
    renderWidget(
      <section data-lead-form="">
        <form aria-label="Заявка" />
      </section>,
    );
    await user.click(launcher());
    act(() => fireIntersection(true));
    expect(root()).toHaveAttribute('data-form-in-view', 'true');
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    act(() => fireIntersection(false));
    expect(root()).not.toHaveAttribute('data-form-in-view');
  });

  it("fades out of the page's last row of links but stays reachable (issue 33)", async () => {
    const user = userEvent.setup();
    renderWidget(
      <div data-launcher-aside="">
        <a href="/privacy/">Политика обработки персональных данных</a>
      </div>,
    );
    expect(root()).not.toHaveAttribute('data-last-row-in-view');
    act(() => fireIntersection(true));
    expect(root()).toHaveAttribute('data-last-row-in-view', 'true');
    expect(root()).not.toHaveAttribute('data-form-in-view');
    // Still a button in the page: Tab reaches it and Enter opens the panel.
    launcher().focus();
    await user.keyboard('{Enter}');
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    act(() => fireIntersection(false));
    expect(root()).not.toHaveAttribute('data-last-row-in-view');
  });

  it('forgets a form of the previous page after a navigation', async () => {
    const view = renderWidget(<section data-lead-form="" />);
    act(() => fireIntersection(true));
    expect(root()).toHaveAttribute('data-form-in-view', 'true');
    nav.pathname = '/about/';
    view.rerender(
      <UiProvider>
        <MessengerWidget {...contacts} />
      </UiProvider>,
    );
    expect(root()).not.toHaveAttribute('data-form-in-view');
  });
});
