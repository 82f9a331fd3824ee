import {
  FONTS_CACHED_KEY,
  FONTS_LOADING_ATTRIBUTE,
  FONTS_SWAPPED_EVENT,
  firstFamily,
  fontSwapScript,
} from '@/lib/layout/font-swap';
import { queueAnimationFrames, runFrames } from '../../support/animation-frames';

const FAMILIES = ['montserratLatin', 'montserratCyrillic'];
/** The build whose faces the page links (their URLs carry it). */
const BUILD = 'build-b';

/** document.fonts whose load() calls wait until settle() answers them. */
function fakeFonts() {
  const calls: string[] = [];
  const pending: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const load = vi.fn((spec: string) => {
    calls.push(spec);
    return new Promise<void>((resolve, reject) => pending.push({ resolve, reject }));
  });
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  return { calls, pending };
}

const html = document.documentElement;
const run = () => new Function(fontSwapScript(FAMILIES, BUILD))();
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The first frame, and the task the script schedules from it. */
async function firstFrame() {
  runFrames();
  await settled();
}

describe('fontSwapScript', () => {
  beforeEach(queueAnimationFrames);

  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(document, 'fonts');
    html.removeAttribute(FONTS_LOADING_ATTRIBUTE);
    localStorage.clear();
  });

  it('asks for no face before the first frame: a font in flight would hold that frame', async () => {
    const fonts = fakeFonts();
    run();
    await settled();
    expect(html).toHaveAttribute(FONTS_LOADING_ATTRIBUTE);
    expect(fonts.calls).toEqual([]);
    await firstFrame();
    expect(fonts.calls).toHaveLength(2);
  });

  it('keeps the page in its stand-in until both faces are in, then swaps them in together', async () => {
    const fonts = fakeFonts();
    const swapped = vi.fn();
    window.addEventListener(FONTS_SWAPPED_EVENT, swapped);
    run();
    expect(html).toHaveAttribute(FONTS_LOADING_ATTRIBUTE);
    await firstFrame();
    // Both faces are asked for at once, each by its own family.
    expect(fonts.calls).toEqual(['1em "montserratLatin"', '1em "montserratCyrillic"']);

    fonts.pending[0]!.resolve();
    await settled();
    expect(html).toHaveAttribute(FONTS_LOADING_ATTRIBUTE);

    expect(swapped).not.toHaveBeenCalled();

    fonts.pending[1]!.resolve();
    await settled();
    expect(html).not.toHaveAttribute(FONTS_LOADING_ATTRIBUTE);
    expect(swapped).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(FONTS_CACHED_KEY)).toBe(BUILD);
    window.removeEventListener(FONTS_SWAPPED_EVENT, swapped);
  });

  it('starts in Montserrat once an earlier page of this build has loaded the faces', () => {
    const fonts = fakeFonts();
    localStorage.setItem(FONTS_CACHED_KEY, BUILD);
    run();
    expect(html).not.toHaveAttribute(FONTS_LOADING_ATTRIBUTE);
    expect(fonts.calls).toEqual([]);
  });

  it('after a deploy, waits in the stand-in again: the faces the last build cached are other files', async () => {
    // The remembered value of an older build, or the bare '1' builds before 2026-12-07 wrote.
    for (const remembered of ['build-a', '1']) {
      const fonts = fakeFonts();
      localStorage.setItem(FONTS_CACHED_KEY, remembered);
      run();
      expect(html).toHaveAttribute(FONTS_LOADING_ATTRIBUTE);
      await firstFrame();
      expect(fonts.calls).toHaveLength(2);
      fonts.pending.forEach((face) => face.resolve());
      await settled();
      expect(html).not.toHaveAttribute(FONTS_LOADING_ATTRIBUTE);
      expect(localStorage.getItem(FONTS_CACHED_KEY)).toBe(BUILD);
    }
  });

  it('never leaves the page waiting when a face fails to load', async () => {
    const fonts = fakeFonts();
    run();
    await firstFrame();
    fonts.pending[0]!.reject(new Error('NetworkError'));
    await settled();
    expect(html).not.toHaveAttribute(FONTS_LOADING_ATTRIBUTE);
    expect(localStorage.getItem(FONTS_CACHED_KEY)).toBeNull();
  });

  it('without the Font Loading API, or with storage refused, the page is never held', () => {
    run();
    expect(html).not.toHaveAttribute(FONTS_LOADING_ATTRIBUTE);

    fakeFonts();
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(run).not.toThrow();
    expect(html).toHaveAttribute(FONTS_LOADING_ATTRIBUTE);
    getItem.mockRestore();
  });

  it('is safe inside a <script> element', () => {
    expect(fontSwapScript(['a</script><b>', "o'k"], '</script>')).not.toMatch(/<\/script|<!--/i);
  });
});

describe('firstFamily', () => {
  it("takes next/font's first family, unquoted", () => {
    expect(firstFamily("'montserratLatin', 'montserratLatin Fallback'")).toBe('montserratLatin');
    expect(firstFamily('"Montserrat"')).toBe('Montserrat');
    expect(firstFamily('')).toBe('');
  });
});
