// When the sliders' script cannot be fetched (offline, a deploy removed the chunk), the track that
// Splide's core CSS hides until a mount is shown as rendered, unslid. Its own file: here the
// module's import always fails.
import { act, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { fireIntersection, installIntersectionObserver } from '../../support/browser-mocks';
import { renderSlider } from './slider-fixture';

vi.mock('@splidejs/react-splide', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('shows the track unslid when the script fails to load', async () => {
  installIntersectionObserver();
  const { container } = renderSlider();
  const root = container.firstElementChild!;
  expect(root).not.toHaveClass('is-rendered');
  act(() => fireIntersection(true));
  await waitFor(() => expect(container.firstElementChild).toHaveClass('is-rendered'));
  expect(container.firstElementChild).toHaveClass('splide');
  expect(container.firstElementChild).toHaveAttribute('aria-label', 'Экраны');
  expect(container.querySelectorAll('.splide__slide')).toHaveLength(2);
});
