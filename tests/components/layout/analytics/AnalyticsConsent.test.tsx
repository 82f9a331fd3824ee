// The choice and the counter: nothing loads before «Принять»; either answer is remembered; with
// consent, page views and the messenger goal are reported.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AnalyticsConsent from '@/components/layout/analytics/AnalyticsConsent';
import { CONSENT_KEY, writeConsent } from '@/lib/analytics/consent';
import { resetMetrikaForTests } from '@/lib/analytics/metrika';
import { installIntersectionObserver } from '../../../support/browser-mocks';

const nav = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => nav.pathname }));

type YmWindow = Window & { ym?: { a?: unknown[][] } };
const w = window as YmWindow;
const MESSENGER = 'https://t.me/orbita_test';
const SCRIPT = 'https://mc.yandex.ru/metrika/tag.js';

const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src);
const calls = () => (w.ym?.a ?? []).map(([, method, ...rest]) => [method, ...rest]);
const notice = () => screen.queryByRole('region', { name: 'Cookie и Яндекс Метрика' });

beforeEach(() => {
  vi.stubEnv('YANDEX_METRIKA_ID', '12345678');
  vi.stubEnv('METRIKA_SCRIPT_URL', SCRIPT);
  resetMetrikaForTests();
  delete w.ym;
  document.head.innerHTML = '';
  localStorage.clear();
  nav.pathname = '/';
  installIntersectionObserver();
});

describe('AnalyticsConsent', () => {
  it('asks first and loads nothing before the answer', () => {
    render(<AnalyticsConsent messengerUrl={MESSENGER} />);
    expect(notice()).toBeVisible();
    expect(scripts()).toEqual([]);
    expect(w.ym).toBeUndefined();
  });

  it('«Принять» starts the counter, reports the page and remembers the answer', async () => {
    render(<AnalyticsConsent messengerUrl={MESSENGER} />);
    await userEvent.click(screen.getByRole('button', { name: 'Принять' }));
    expect(notice()).toBeNull();
    expect(scripts()).toEqual([SCRIPT]);
    expect(calls().map(([method]) => method)).toEqual(['init', 'hit']);
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY) ?? '{}').choice).toBe('granted');
  });

  it('«Отказаться» keeps the counter off and remembers the answer', async () => {
    const { unmount } = render(<AnalyticsConsent messengerUrl={MESSENGER} />);
    await userEvent.click(screen.getByRole('button', { name: 'Отказаться' }));
    expect(notice()).toBeNull();
    expect(scripts()).toEqual([]);
    unmount();
    render(<AnalyticsConsent messengerUrl={MESSENGER} />);
    expect(notice()).toBeNull();
    expect(scripts()).toEqual([]);
  });

  it('with an earlier consent, counts at once without asking, and each navigation', () => {
    writeConsent(localStorage, 'granted');
    const { rerender } = render(<AnalyticsConsent messengerUrl={MESSENGER} />);
    expect(notice()).toBeNull();
    expect(scripts()).toEqual([SCRIPT]);
    nav.pathname = '/cases/';
    rerender(<AnalyticsConsent messengerUrl={MESSENGER} />);
    expect(calls().map(([method]) => method)).toEqual(['init', 'hit', 'hit']);
  });

  it('never starts or reports on an approval link, whose URL carries its token', () => {
    writeConsent(localStorage, 'granted');
    nav.pathname = '/approval/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde/';
    render(<AnalyticsConsent messengerUrl={MESSENGER} />);
    expect(scripts()).toEqual([]);
    expect(w.ym).toBeUndefined();
  });

  it('reports a click on the messenger link as the goal, and no other link', async () => {
    writeConsent(localStorage, 'granted');
    render(
      <>
        <a href={MESSENGER} onClick={(e) => e.preventDefault()}>
          Написать в Telegram
        </a>
        <a href="https://example.ru/cases/" onClick={(e) => e.preventDefault()}>
          Кейсы
        </a>
        <AnalyticsConsent messengerUrl={MESSENGER} />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Кейсы' }));
    await userEvent.click(screen.getByRole('link', { name: 'Написать в Telegram' }));
    expect(calls().filter(([method]) => method === 'reachGoal')).toEqual([
      ['reachGoal', 'messenger_opened'],
    ]);
  });
});
