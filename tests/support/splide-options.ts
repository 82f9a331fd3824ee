// The options a slider handed to Splide, as the Splide mock (splide-mock.tsx) writes them into the
// markup, for the tests of the case blocks' sliders.
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The options Splide was mounted with (jsdom has no IntersectionObserver: it loads at once). */
export async function optionsOf(container: HTMLElement): Promise<unknown> {
  const root = await waitFor(() => {
    const found = container.querySelector('[data-splide-options]');
    expect(found).not.toBeNull();
    return found!;
  });
  return JSON.parse(root.getAttribute('data-splide-options')!);
}
