import {
  BOTTOM_CHROME_ATTRIBUTE,
  CHROME_SELECTORS,
  bottomChromeMustWait,
  bottomChromeScript,
  controlUnderChrome,
  type Box,
} from '@/lib/layout/first-screen';
import { FONTS_SWAPPED_EVENT } from '@/lib/layout/font-swap';
import { queueAnimationFrames, runFrames } from '../../support/animation-frames';

const box = (top: number, bottom: number, left = 20, right = 340): Box => ({
  top,
  bottom,
  left,
  right,
});

// A 360×740 phone whose mobile bar row starts 80px above the bottom edge.
const W = 360;
const H = 740;
const CHROME_TOP = 660;

describe('controlUnderChrome', () => {
  it('is false when every control of the first screen ends above the chrome', () => {
    expect(
      controlUnderChrome([box(500, 548), box(564, 612), box(600, 660)], CHROME_TOP, W, H),
    ).toBe(false);
  });

  it('is true for a control fully in view that reaches under the chrome', () => {
    expect(controlUnderChrome([box(500, 548), box(659, 707)], CHROME_TOP, W, H)).toBe(true);
    expect(controlUnderChrome([box(680, 728)], CHROME_TOP, W, H)).toBe(true);
  });

  it('ignores controls below the fold, off to a side or without a box', () => {
    expect(controlUnderChrome([box(700, 748)], CHROME_TOP, W, H)).toBe(false);
    expect(controlUnderChrome([box(680, 728, 300, 420)], CHROME_TOP, W, H)).toBe(false);
    expect(controlUnderChrome([box(680, 680)], CHROME_TOP, W, H)).toBe(false);
    expect(controlUnderChrome([box(-10, 30)], CHROME_TOP, W, H)).toBe(false);
  });

  it('is false where no chrome is shown (its top at the bottom edge)', () => {
    expect(controlUnderChrome([box(680, 728)], H, W, H)).toBe(false);
  });
});

/** A phone's first screen: the chrome's row from CHROME_TOP down, and one page link at `top`. */
function firstScreen(linkTop: number, { chromeShown = true } = {}) {
  document.body.innerHTML = `
    <main><a href="/cases/" id="cta">Смотреть кейсы</a></main>
    <nav data-fixed-bottom-chrome="" style="display: ${chromeShown ? 'grid' : 'none'}">
      <a href="mailto:hello@orbita.example">Почта</a>
    </nav>
    <div data-messenger-widget=""><button type="button">Связаться с нами</button></div>`;
  const place = (el: Element, b: Box) =>
    vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ ...b, x: b.left, y: b.top } as DOMRect);
  place(document.querySelector('#cta')!, box(linkTop, linkTop + 48));
  place(document.querySelector('nav')!, box(CHROME_TOP, H, 0, W));
  place(document.querySelector('nav a')!, box(CHROME_TOP + 8, H - 8));
  place(document.querySelector('[data-messenger-widget] button')!, box(CHROME_TOP + 8, H - 8));
  vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(W);
  vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(H);
}

describe('bottomChromeMustWait', () => {
  beforeEach(queueAnimationFrames);

  afterEach(() => {
    vi.restoreAllMocks();
    window.scrollY = 0;
    document.documentElement.removeAttribute(BOTTOM_CHROME_ATTRIBUTE);
  });

  const mustWait = () => bottomChromeMustWait(document, CHROME_SELECTORS, controlUnderChrome);

  it("waits when a page control lies under the chrome, never for the chrome's own", () => {
    firstScreen(650);
    expect(mustWait()).toBe(true);
    firstScreen(500);
    expect(mustWait()).toBe(false);
  });

  it('does not wait once the page has scrolled, or where the chrome is not shown', () => {
    firstScreen(650, { chromeShown: false });
    expect(mustWait()).toBe(false);
    firstScreen(650);
    window.scrollY = 10;
    expect(mustWait()).toBe(false);
  });

  it('the inline script measures in the first frame, not in the parser task that runs it', () => {
    firstScreen(650);
    const measure = vi.mocked(document.querySelector('#cta')!.getBoundingClientRect);
    new Function(bottomChromeScript())();
    expect(measure).not.toHaveBeenCalled();
    expect(document.documentElement).not.toHaveAttribute(BOTTOM_CHROME_ATTRIBUTE);
    runFrames();
    expect(measure).toHaveBeenCalled();
    expect(document.documentElement).toHaveAttribute(BOTTOM_CHROME_ATTRIBUTE, 'waiting');
  });

  it('runs as the inline script: waits from the first frame, and the first scroll ends it', () => {
    firstScreen(650);
    new Function(bottomChromeScript())();
    runFrames();
    expect(document.documentElement).toHaveAttribute(BOTTOM_CHROME_ATTRIBUTE, 'waiting');
    window.dispatchEvent(new Event('scroll'));
    expect(document.documentElement).not.toHaveAttribute(BOTTOM_CHROME_ATTRIBUTE);

    firstScreen(500);
    new Function(bottomChromeScript())();
    runFrames();
    expect(document.documentElement).not.toHaveAttribute(BOTTOM_CHROME_ATTRIBUTE);
  });

  it('the inline script decides again once the web fonts are in', async () => {
    let fontsIn!: () => void;
    const ready = new Promise<void>((resolve) => (fontsIn = resolve));
    Object.defineProperty(document, 'fonts', { value: { ready }, configurable: true });
    try {
      firstScreen(500);
      new Function(bottomChromeScript())();
      runFrames();
      expect(document.documentElement).not.toHaveAttribute(BOTTOM_CHROME_ATTRIBUTE);
      // The web font makes the text above longer: the link moves under the chrome.
      firstScreen(650);
      fontsIn();
      await ready;
      await Promise.resolve();
      runFrames();
      expect(document.documentElement).toHaveAttribute(BOTTOM_CHROME_ATTRIBUTE, 'waiting');
    } finally {
      Reflect.deleteProperty(document, 'fonts');
    }
  });

  it('the inline script decides again once the web fonts have swapped in', () => {
    firstScreen(500);
    new Function(bottomChromeScript())();
    runFrames();
    expect(document.documentElement).not.toHaveAttribute(BOTTOM_CHROME_ATTRIBUTE);
    firstScreen(650);
    window.dispatchEvent(new Event(FONTS_SWAPPED_EVENT));
    runFrames();
    expect(document.documentElement).toHaveAttribute(BOTTOM_CHROME_ATTRIBUTE, 'waiting');
  });

  it('until the parser meets the chrome, the inline script asks for the next frame again', () => {
    // A slow host paints the page's top while the rest of its HTML is still arriving: the decision
    // falls in the first frame that holds the chrome, whatever frames came before it.
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    document.body.innerHTML = '<header><a href="/">Студия</a></header>';
    new Function(bottomChromeScript())();
    runFrames();
    runFrames();
    expect(document.documentElement).not.toHaveAttribute(BOTTOM_CHROME_ATTRIBUTE);
    firstScreen(650);
    runFrames();
    expect(document.documentElement).toHaveAttribute(BOTTOM_CHROME_ATTRIBUTE, 'waiting');
    // Decided: no further frame is asked for.
    readyState.mockReturnValue('interactive');
    runFrames();
    expect(vi.mocked(window.requestAnimationFrame).mock.calls).toHaveLength(3);
  });

  it('stops asking for frames once the document is parsed without a chrome', () => {
    document.body.innerHTML = '<p>Нет панели</p>';
    new Function(bottomChromeScript())();
    runFrames();
    runFrames();
    expect(window.requestAnimationFrame).toHaveBeenCalledTimes(1);
  });

  it('the inline script never throws, whatever the page holds', () => {
    document.body.innerHTML = '<p>Нет панели</p>';
    expect(() => new Function(bottomChromeScript())()).not.toThrow();
    expect(runFrames).not.toThrow();
    expect(document.documentElement).not.toHaveAttribute(BOTTOM_CHROME_ATTRIBUTE);
  });
});
