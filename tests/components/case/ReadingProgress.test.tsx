// SPEC 2.8 'Layout': the reading progress bar follows the scroll position.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { ReadingProgress } from '@/components/case/ReadingProgress';

describe('reading progress', () => {
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
