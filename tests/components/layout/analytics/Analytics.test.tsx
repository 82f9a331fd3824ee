// The Metrika leaf: absent from the server HTML, and nothing before the page's first paint.
import { act, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Analytics } from '@/components/layout/analytics/Analytics';
import { installIntersectionObserver } from '../../../support/browser-mocks';

const paint = vi.hoisted(() => ({ callbacks: [] as (() => void)[], cancel: vi.fn() }));
vi.mock('@/lib/browser/paint', () => ({
  afterFirstPaint: (cb: () => void) => {
    paint.callbacks.push(cb);
    return paint.cancel;
  },
}));
vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

beforeEach(() => {
  paint.callbacks = [];
  paint.cancel.mockReset();
  installIntersectionObserver();
  localStorage.clear();
});

describe('Analytics', () => {
  it('is absent from the server HTML', () => {
    expect(renderToStaticMarkup(<Analytics messengerUrl="https://t.me/orbita_test" />)).toBe('');
  });

  it('shows the cookie notice only after the first paint', async () => {
    const { container } = render(<Analytics messengerUrl="https://t.me/orbita_test" />);
    expect(container).toBeEmptyDOMElement();
    expect(paint.callbacks).toHaveLength(1);
    act(() => paint.callbacks.splice(0).forEach((cb) => cb()));
    // The notice's code is its own chunk: its first import can be slow on a busy machine.
    const notice = await screen.findByRole(
      'region',
      { name: 'Cookie и Яндекс Метрика' },
      { timeout: 5000 },
    );
    expect(notice).toBeVisible();
  });

  it('stops waiting when unmounted before the paint', () => {
    const { unmount } = render(<Analytics messengerUrl="https://t.me/orbita_test" />);
    unmount();
    expect(paint.cancel).toHaveBeenCalled();
  });
});
