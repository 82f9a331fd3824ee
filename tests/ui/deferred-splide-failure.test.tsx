// When the sliders' script cannot be fetched (offline, a deploy removed the chunk), the track that
// Splide's core CSS hides until a mount is shown as rendered, unslid. Its own file: here the
// module's import always fails.
import { act, render, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { DeferredSplide } from '@/components/ui/DeferredSplide';
import { CASE_IMAGE_SLIDER } from '@/lib/case/sliders';
import { fireIntersection, installIntersectionObserver } from '../hero/browser-mocks';

vi.mock('@splidejs/react-splide', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('shows the track unslid when the script fails to load', async () => {
  installIntersectionObserver();
  const { container } = render(
    <DeferredSplide options={CASE_IMAGE_SLIDER} label="Экраны">
      <div className="splide__track">
        <div className="splide__list">
          <div className="splide__slide">Первый</div>
          <div className="splide__slide">Второй</div>
        </div>
      </div>
    </DeferredSplide>,
  );
  const root = container.firstElementChild!;
  expect(root).not.toHaveClass('is-rendered');
  act(() => fireIntersection(true));
  await waitFor(() => expect(container.firstElementChild).toHaveClass('is-rendered'));
  expect(container.firstElementChild).toHaveClass('splide');
  expect(container.firstElementChild).toHaveAttribute('aria-label', 'Экраны');
  expect(container.querySelectorAll('.splide__slide')).toHaveLength(2);
});
