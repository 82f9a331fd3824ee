// keepInPlace / readingAnchor: pinning the #examples stack adds its scroll length above the
// sections after it; the section the visitor is on stays where it was in the viewport.
import { keepInPlace, readingAnchor } from '@/lib/browser/scroll-anchor';

/** An element whose box is read from `box` (jsdom lays nothing out). */
function boxed(box: { top: number; bottom: number }) {
  const element = document.createElement('section');
  element.getBoundingClientRect = () => ({ ...box }) as DOMRect;
  return { element, box };
}

describe('readingAnchor', () => {
  it('is the first section that starts in view below the bars, not the tail above it', () => {
    const above = boxed({ top: -2500, bottom: 232 }); // the stack: it grows inside when pinned
    const reading = boxed({ top: 232, bottom: 2000 });
    const next = boxed({ top: 2000, bottom: 3000 });
    const list = [above, reading, next].map((b) => b.element);
    expect(readingAnchor(list, 66, 900)).toBe(reading.element);
  });

  it('is the section that fills the whole view when none starts in it', () => {
    const before = boxed({ top: -3000, bottom: -500 });
    const outer = boxed({ top: -500, bottom: 3000 });
    const inner = boxed({ top: -200, bottom: 1200 }); // nested: the innermost one
    const after = boxed({ top: 3000, bottom: 4000 });
    const list = [before, outer, inner, after].map((b) => b.element);
    expect(readingAnchor(list, 66, 900)).toBe(inner.element);
    expect(readingAnchor([before.element, after.element], 66, 900)).toBeNull();
  });
});

describe('keepInPlace', () => {
  function fakeWindow(scrollY: number) {
    const win = { scrollY, scrollTo: vi.fn() };
    return win as unknown as Window & { scrollTo: ReturnType<typeof vi.fn> };
  }

  it('scrolls by what the change moved the anchor, at once', () => {
    const { element, box } = boxed({ top: 232, bottom: 900 });
    const win = fakeWindow(9000);
    const change = vi.fn(() => {
      box.top += 890; // the pin's scroll length, added above
    });
    keepInPlace(element, change, win);
    expect(change).toHaveBeenCalledTimes(1);
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 9890, behavior: 'instant' });
  });

  it('does not scroll when the anchor did not move, or there is none', () => {
    const { element } = boxed({ top: 100, bottom: 900 });
    const win = fakeWindow(0);
    keepInPlace(element, () => {}, win);
    const change = vi.fn();
    keepInPlace(null, change, win);
    expect(change).toHaveBeenCalledTimes(1);
    expect(win.scrollTo).not.toHaveBeenCalled();
  });
});
