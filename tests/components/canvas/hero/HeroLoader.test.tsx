// The client island in jsdom: it waits for load + idle + the viewport, then keeps the image or
// loads the (mocked) scene, and reports its mode on the wrapper.
import { act, render, screen } from '@testing-library/react';
import type { HeroSceneProps } from '@/components/canvas/hero/HeroScene';
import type { WebGLProbe } from '@/lib/hero/renderer';
import {
  fireIntersection,
  installIntersectionObserver,
  installMatchMedia,
} from '../../../support/browser-mocks';

const probe = vi.hoisted(() => ({
  /** Runs while the probe runs: what the visitor does before its answer comes. */
  during: undefined as (() => void) | undefined,
  result: {
    supported: true,
    renderer: 'Apple M2',
    performanceCaveat: false,
    software: false,
  } as WebGLProbe,
}));
const sceneModule = vi.hoisted(() => ({
  loaded: 0,
  props: null as HeroSceneProps | null,
  fail: false,
}));

vi.mock('@/lib/hero/renderer', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/hero/renderer')>()),
  probeWebGL: () => {
    probe.during?.();
    return probe.result;
  },
}));

vi.mock('@/components/canvas/hero/HeroScene', () => {
  sceneModule.loaded += 1;
  return {
    default: (props: HeroSceneProps) => {
      if (sceneModule.fail) throw new Error('chunk failed');
      sceneModule.props = props;
      return <canvas data-testid="scene" />;
    },
  };
});

import { HeroLoader } from '@/components/canvas/hero/HeroLoader';

const scales = { desktop: 1, lg: 1.1, mobile: 1.25 };
const classes = { root: 'root', stage: 'stage', still: 'still' };

function renderLoader() {
  render(
    <HeroLoader variant="default" classes={classes} scales={scales}>
      {/* eslint-disable-next-line @next/next/no-img-element -- stands in for next/image */}
      <img src="/img/main-elem.png" alt="фигура" />
    </HeroLoader>,
  );
  return screen.getByRole('img').closest('[data-hero-mode]') as HTMLElement;
}

/** Page loaded, one frame, idle, then the element comes near the viewport. */
async function reachViewport() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
  await act(async () => {
    fireIntersection(true);
  });
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

beforeEach(() => {
  installIntersectionObserver();
  vi.stubGlobal('requestIdleCallback', undefined);
  probe.result = {
    supported: true,
    renderer: 'Apple M2',
    performanceCaveat: false,
    software: false,
  };
  probe.during = undefined;
  sceneModule.props = null;
  sceneModule.fail = false;
  window.history.replaceState(null, '', '/');
});

describe('HeroLoader', () => {
  it('renders the static wrapper with the image until it decides', () => {
    installMatchMedia(false);
    const root = renderLoader();
    expect(root).toHaveAttribute('data-hero-mode', 'static');
    expect(root).toHaveAttribute('data-hero-variant', 'default');
    expect(screen.getByRole('img')).toBeInTheDocument();
    expect(screen.queryByTestId('scene')).toBeNull();
  });

  it('does nothing before the element is near the viewport', async () => {
    installMatchMedia(false);
    const root = renderLoader();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(root).toHaveAttribute('data-hero-mode', 'static');
    expect(screen.queryByTestId('scene')).toBeNull();
  });

  it('loads the scene on a GPU and switches to 3d when it draws', async () => {
    installMatchMedia(false);
    const root = renderLoader();
    await reachViewport();
    expect(root).toHaveAttribute('data-hero-mode', 'loading');
    expect(await screen.findByTestId('scene')).toBeInTheDocument();
    expect(sceneModule.props).toMatchObject({ variant: 'default', governed: true });
    act(() => sceneModule.props?.onStatus({ mode: '3d', reason: 'gpu: Apple M2' }));
    expect(root).toHaveAttribute('data-hero-mode', '3d');
    // the image stays in the DOM (hidden by CSS), so nothing moves
    expect(screen.getByRole('img')).toBeInTheDocument();
  });

  it('keeps the image and says why on a software renderer', async () => {
    installMatchMedia(false);
    probe.result = {
      supported: true,
      renderer: 'SwiftShader',
      performanceCaveat: true,
      software: true,
    };
    const root = renderLoader();
    await reachViewport();
    expect(root).toHaveAttribute('data-hero-mode', 'static-software');
    expect(root.dataset.heroReason).toContain('SwiftShader');
    expect(screen.queryByTestId('scene')).toBeNull();
  });

  it('renders ungoverned 3D on a software renderer with ?hero=3d', async () => {
    installMatchMedia(false);
    probe.result = {
      supported: true,
      renderer: 'SwiftShader',
      performanceCaveat: true,
      software: true,
    };
    window.history.replaceState(null, '', '/?hero=3d');
    renderLoader();
    await reachViewport();
    expect(await screen.findByTestId('scene')).toBeInTheDocument();
    expect(sceneModule.props?.governed).toBe(false);
  });

  it('keeps the image under reduced motion', async () => {
    installMatchMedia(true);
    const root = renderLoader();
    await reachViewport();
    expect(root).toHaveAttribute('data-hero-mode', 'static-reduced-motion');
    expect(screen.queryByTestId('scene')).toBeNull();
  });

  it('drops the scene when the governor gives up', async () => {
    installMatchMedia(false);
    const root = renderLoader();
    await reachViewport();
    await screen.findByTestId('scene');
    act(() => sceneModule.props?.onStatus({ mode: 'static-slow', reason: '12 fps < 30' }));
    expect(root).toHaveAttribute('data-hero-mode', 'static-slow');
    expect(screen.queryByTestId('scene')).toBeNull();
  });

  it('drops the scene when reduced motion is switched on', async () => {
    const media = installMatchMedia(false);
    const root = renderLoader();
    await reachViewport();
    await screen.findByTestId('scene');
    act(() => media.setReduced(true));
    expect(root).toHaveAttribute('data-hero-mode', 'static-reduced-motion');
    expect(screen.queryByTestId('scene')).toBeNull();
  });

  it('keeps the image when reduced motion is switched on before the probe answers', async () => {
    const media = installMatchMedia(false);
    probe.during = () => media.setReduced(true);
    const root = renderLoader();
    await reachViewport();
    expect(root).toHaveAttribute('data-hero-mode', 'static-reduced-motion');
    expect(sceneModule.props).toBeNull();
  });

  it('releases the scene when the visitor leaves the page', async () => {
    installMatchMedia(false);
    renderLoader();
    await reachViewport();
    await screen.findByTestId('scene');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(screen.queryByTestId('scene')).toBeNull();
  });

  it('falls back to the image when the scene fails', async () => {
    installMatchMedia(false);
    sceneModule.fail = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = renderLoader();
    await reachViewport();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(root).toHaveAttribute('data-hero-mode', 'static-error');
    expect(root.dataset.heroReason).toBe('chunk failed');
    expect(screen.getByRole('img')).toBeInTheDocument();
  });
});
