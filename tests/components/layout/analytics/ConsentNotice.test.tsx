// The cookie notice: plain words, the policy one click away, two real buttons; it takes no focus,
// adds its height to the fixed bottom chrome's inset while shown, and steps aside for a form.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsentNotice, NOTICE_INSET_PROPERTY } from '@/components/layout/analytics/ConsentNotice';
import { fireIntersection, installIntersectionObserver } from '../../../support/browser-mocks';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

const region = () => screen.getByRole('region', { name: 'Cookie и Яндекс Метрика', hidden: true });
const inset = () => document.documentElement.style.getPropertyValue(NOTICE_INSET_PROPERTY);

beforeEach(() => installIntersectionObserver());

describe('ConsentNotice', () => {
  it('says what it asks in Russian, links the policy and offers two buttons', async () => {
    const accept = vi.fn();
    const decline = vi.fn();
    render(<ConsentNotice onAccept={accept} onDecline={decline} />);
    expect(region()).toHaveTextContent(/Яндекс Метрику/);
    expect(screen.getByRole('link', { name: 'Подробнее' })).toHaveAttribute('href', '/privacy/');
    await userEvent.click(screen.getByRole('button', { name: 'Принять' }));
    await userEvent.click(screen.getByRole('button', { name: 'Отказаться' }));
    expect(accept).toHaveBeenCalledTimes(1);
    expect(decline).toHaveBeenCalledTimes(1);
  });

  it('takes no focus when it appears', () => {
    render(<ConsentNotice onAccept={vi.fn()} onDecline={vi.fn()} />);
    expect(document.activeElement).toBe(document.body);
  });

  it('publishes how much of the screen it covers while shown, and clears it when gone', () => {
    vi.stubGlobal('innerHeight', 800);
    const { unmount } = render(<ConsentNotice onAccept={vi.fn()} onDecline={vi.fn()} />);
    // jsdom lays nothing out: the notice's top is 0, so it covers the whole height and the gap.
    expect(inset()).toBe('808px');
    expect(region()).toHaveAttribute('data-consent-notice', 'shown');
    unmount();
    expect(inset()).toBe('');
  });

  it('steps aside while a discussion form is on screen', () => {
    render(
      <>
        <section data-lead-form="">Форма</section>
        <ConsentNotice onAccept={vi.fn()} onDecline={vi.fn()} />
      </>,
    );
    expect(region()).toHaveAttribute('data-consent-notice', 'shown');
    act(() => fireIntersection(true));
    expect(region()).toHaveAttribute('data-consent-notice', 'waiting');
    act(() => fireIntersection(false));
    expect(region()).toHaveAttribute('data-consent-notice', 'shown');
  });

  it('waits for the first scroll while a first-screen link lies where it sits', () => {
    vi.stubGlobal('innerHeight', 640);
    const rect = (top: number, bottom: number) =>
      ({ top, bottom, left: 10, right: 200, width: 190, height: bottom - top }) as DOMRect;
    const spy = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    spy.mockImplementation(function (this: Element) {
      if (this.matches('section[aria-label]')) return rect(500, 620);
      if (this.matches('a[href="https://example.ru/cases/"]')) return rect(560, 600);
      return rect(0, 0);
    });
    Object.defineProperty(document.documentElement, 'clientHeight', {
      configurable: true,
      value: 640,
    });
    Object.defineProperty(document.documentElement, 'clientWidth', {
      configurable: true,
      value: 360,
    });
    render(
      <>
        <a href="https://example.ru/cases/">Кейсы</a>
        <ConsentNotice onAccept={vi.fn()} onDecline={vi.fn()} />
      </>,
    );
    expect(region()).toHaveAttribute('data-consent-notice', 'waiting');
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(region()).toHaveAttribute('data-consent-notice', 'shown');
  });
});
