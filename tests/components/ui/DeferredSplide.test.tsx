// The sliders' script loads only when a slider nears the viewport: before that the server-rendered
// track stands in (same root, role and name). A failed load: deferred-splide-failure.test.tsx.
import { act, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { NEAR_VIEWPORT_MARGIN } from '@/lib/browser/near';
import { CASE_IMAGE_SLIDER } from '@/lib/case/sliders';
import {
  FakeIntersectionObserver,
  fireIntersection,
  installIntersectionObserver,
} from '../../support/browser-mocks';
import { renderSlider } from './slider-fixture';

const loads = vi.hoisted(() => ({ count: 0 }));

const loadSplide = vi.hoisted(() => async () => {
  loads.count += 1;
  return import('../../support/splide-mock');
});

vi.mock('@splidejs/react-splide', loadSplide);

function slider() {
  return renderSlider({ className: 'own', data: { 'data-mode': 'sport' } });
}

beforeEach(() => {
  vi.resetModules();
  loads.count = 0;
  installIntersectionObserver();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DeferredSplide', () => {
  it('renders the track under a named group and loads nothing while far from the viewport', async () => {
    const { container } = slider();
    const root = container.firstElementChild!;
    expect(root).toHaveClass('splide', 'own');
    expect(root).not.toHaveClass('is-rendered');
    expect(root).toHaveAttribute('role', 'group');
    expect(root).toHaveAttribute('aria-label', 'Экраны');
    expect(root).toHaveAttribute('data-mode', 'sport');
    expect(container.querySelectorAll('.splide__slide')).toHaveLength(2);
    expect(FakeIntersectionObserver.instances[0]?.options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);

    fireIntersection(false);
    await act(async () => {});
    expect(loads.count).toBe(0);
    expect(container.querySelector('[data-splide-options]')).toBeNull();
  });

  it('mounts Splide with the options, name and data attributes once near the viewport', async () => {
    const { container } = slider();
    act(() => fireIntersection(true));
    const root = await waitFor(() => {
      const found = container.querySelector('[data-splide-options]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(loads.count).toBe(1);
    expect(JSON.parse(root.getAttribute('data-splide-options')!)).toEqual(
      JSON.parse(JSON.stringify(CASE_IMAGE_SLIDER)),
    );
    expect(root).toHaveAttribute('aria-label', 'Экраны');
    expect(root).toHaveAttribute('data-mode', 'sport');
    expect(root.querySelectorAll('.splide__slide')).toHaveLength(2);
    // The observer is done: scrolling away and back loads nothing more.
    act(() => fireIntersection(true));
    expect(FakeIntersectionObserver.instances[0]?.targets.size).toBe(0);
  });

  it('loads at once where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = slider();
    await waitFor(() => expect(container.querySelector('[data-splide-options]')).not.toBeNull());
  });
});
