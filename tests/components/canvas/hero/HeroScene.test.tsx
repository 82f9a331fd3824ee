// The scene wrapper in jsdom with react-three-fiber mocked: canvas size from the window width
// (debounced), the frameloop switched off out of view, the camera per variant.
import { act, render, screen } from '@testing-library/react';
import type { ReactNode, RefObject } from 'react';
import { fireIntersection, installIntersectionObserver } from '../../../support/browser-mocks';

vi.mock('@react-three/fiber', () => ({
  Canvas: ({
    frameloop,
    dpr,
    camera,
  }: {
    frameloop: string;
    dpr: number;
    camera: { position: number[] };
    children: ReactNode;
  }) => (
    <div
      data-testid="r3f"
      data-frameloop={frameloop}
      data-dpr={dpr}
      data-camera-z={camera.position[2]}
    />
  ),
  useThree: () => undefined,
  useFrame: () => undefined,
  useLoader: () => undefined,
}));

import HeroScene from '@/components/canvas/hero/HeroScene';
import { heroCamera } from '@/lib/hero/camera';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

function renderScene(
  variant: 'default' | 'little' | 'error' = 'default',
  widths = { box: window.innerWidth, window: window.innerWidth },
) {
  const root = document.createElement('div');
  document.body.appendChild(root);
  const rootRef: RefObject<HTMLDivElement | null> = { current: root };
  render(
    <HeroScene
      variant={variant}
      governed
      reason="gpu"
      rootRef={rootRef}
      widths={widths}
      onStatus={() => {}}
    />,
  );
  const r3f = screen.getByTestId('r3f');
  return { r3f, box: r3f.parentElement as HTMLElement };
}

beforeEach(() => {
  installIntersectionObserver();
  setWidth(1280);
});

describe('HeroScene', () => {
  it('sizes the canvas box to window width × width/2', () => {
    const { box } = renderScene();
    expect(box.style.width).toBe('1280px');
    expect(box.style.height).toBe('640px');
  });

  it('uses window width + 100 at 530px and below', () => {
    setWidth(400);
    const { box } = renderScene();
    expect(box.style.width).toBe('500px');
    expect(box.style.height).toBe('250px');
  });

  it('follows a hero box narrower than the window (as the still image does)', () => {
    const { box } = renderScene('error', { box: 600, window: 1280 });
    expect(box.style.width).toBe('600px');
    expect(box.style.height).toBe('300px');
  });

  it('resizes 100ms after the last resize event', () => {
    vi.useFakeTimers();
    try {
      const { box } = renderScene();
      setWidth(900);
      act(() => {
        window.dispatchEvent(new Event('resize'));
      });
      act(() => {
        vi.advanceTimersByTime(99);
      });
      expect(box.style.width).toBe('1280px');
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(box.style.width).toBe('900px');
      expect(box.style.height).toBe('450px');
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders frames only while in view', () => {
    const { r3f } = renderScene();
    expect(r3f).toHaveAttribute('data-frameloop', 'never');
    act(() => fireIntersection(true));
    expect(r3f).toHaveAttribute('data-frameloop', 'always');
    act(() => fireIntersection(false));
    expect(r3f).toHaveAttribute('data-frameloop', 'never');
    act(() => fireIntersection(true));
    expect(r3f).toHaveAttribute('data-frameloop', 'always');
    expect(window.__heroStats?.running).toBe(true);
  });

  it('stops when the page is hidden', () => {
    const { r3f } = renderScene();
    act(() => fireIntersection(true));
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(r3f).toHaveAttribute('data-frameloop', 'never');
    hidden.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(r3f).toHaveAttribute('data-frameloop', 'always');
  });

  it('stops for good on pagehide, until a back/forward-cache restore', () => {
    const { r3f } = renderScene();
    act(() => fireIntersection(true));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(r3f).toHaveAttribute('data-frameloop', 'never');
    act(() => fireIntersection(true));
    expect(r3f).toHaveAttribute('data-frameloop', 'never');
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(r3f).toHaveAttribute('data-frameloop', 'always');
  });

  it('places the camera by variant and breakpoint', () => {
    setWidth(1280);
    expect(renderScene('little').r3f.dataset.cameraZ).toBe(
      String(heroCamera('little', 1280).position[2]),
    );
  });

  it('starts at the device pixel ratio capped at 2', () => {
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 3 });
    expect(renderScene().r3f).toHaveAttribute('data-dpr', '2');
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 1 });
  });
});
