// The shift background in jsdom: server markup, and the loop paused off-screen and under reduced motion.
import { act, render } from '@testing-library/react';
import { ShiftBackground } from '@/components/canvas/shift/Shift';
import {
  fireIntersection,
  installIntersectionObserver,
  installMatchMedia,
  installResizeObserver,
} from '../hero/browser-mocks';

function stubCanvas() {
  const ctx = {
    setTransform: vi.fn(),
    clearRect: vi.fn(),
    drawImage: vi.fn(),
    fillRect: vi.fn(),
    createRadialGradient: () => ({ addColorStop: vi.fn() }),
    globalAlpha: 1,
    globalCompositeOperation: 'source-over',
    fillStyle: '',
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    ctx as unknown as CanvasRenderingContext2D,
  );
  return ctx;
}

beforeEach(() => {
  installIntersectionObserver();
  installResizeObserver();
});

function renderShift() {
  const { container, unmount } = render(
    <section style={{ position: 'relative' }}>
      <ShiftBackground className="extra" />
    </section>,
  );
  return { root: container.querySelector('[data-shift-state]') as HTMLElement, unmount };
}

describe('ShiftBackground', () => {
  it('is a decorative backdrop layer holding one canvas', () => {
    installMatchMedia(false);
    stubCanvas();
    const { root } = renderShift();
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(root).toHaveClass('extra');
    expect(root.querySelectorAll('canvas')).toHaveLength(1);
  });

  it('draws a first frame at once and animates only in view', () => {
    installMatchMedia(false);
    const ctx = stubCanvas();
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    const { root } = renderShift();
    expect(ctx.clearRect).toHaveBeenCalled();
    expect(root.dataset.shiftState).toBe('paused');
    expect(raf).not.toHaveBeenCalled();
    act(() => fireIntersection(true));
    expect(root.dataset.shiftState).toBe('running');
    expect(raf).toHaveBeenCalled();
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    act(() => fireIntersection(false));
    expect(root.dataset.shiftState).toBe('paused');
    expect(cancel).toHaveBeenCalled();
  });

  it('stays still under reduced motion, and stops when it is switched on', () => {
    const media = installMatchMedia(true);
    stubCanvas();
    const { root } = renderShift();
    act(() => fireIntersection(true));
    expect(root.dataset.shiftState).toBe('paused');
    act(() => media.setReduced(false));
    expect(root.dataset.shiftState).toBe('running');
    act(() => media.setReduced(true));
    expect(root.dataset.shiftState).toBe('paused');
  });

  it('pauses while the page is hidden', () => {
    installMatchMedia(false);
    stubCanvas();
    const { root } = renderShift();
    act(() => fireIntersection(true));
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(root.dataset.shiftState).toBe('paused');
    hidden.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(root.dataset.shiftState).toBe('running');
  });

  it('stops its loop on unmount', () => {
    installMatchMedia(false);
    stubCanvas();
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    const { unmount } = renderShift();
    act(() => fireIntersection(true));
    unmount();
    expect(cancel).toHaveBeenCalled();
  });
});
