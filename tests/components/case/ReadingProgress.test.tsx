// SPEC 2.8 'Layout': the reading progress bar follows the scroll position.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { ReadingProgress } from '@/components/case/ReadingProgress';
import { readingProgress } from '@/lib/case/progress';

describe('reading progress', () => {
  it('goes from 0 at the top to 1 at the bottom, clamped', () => {
    expect(readingProgress(0, 3000, 1000)).toBe(0);
    expect(readingProgress(1000, 3000, 1000)).toBe(0.5);
    expect(readingProgress(2000, 3000, 1000)).toBe(1);
    expect(readingProgress(5000, 3000, 1000)).toBe(1);
    expect(readingProgress(-20, 3000, 1000)).toBe(0);
    expect(readingProgress(0, 800, 1000)).toBe(0);
  });

  it('updates the bar when the page scrolls', () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      cb(0);
      return 1;
    });
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: 3000,
    });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    render(<ReadingProgress />);
    const bar = screen.getByRole('progressbar', { name: 'Прогресс чтения' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 1500 });
      fireEvent.scroll(window);
    });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect((bar.firstElementChild as HTMLElement).style.transform).toBe('scaleX(0.75)');
  });
});
