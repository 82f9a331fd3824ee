// Runs a callback once the page has stopped scrolling, for changes that move the layout or scroll
// the page themselves: pinning the #examples stack refreshes ScrollTrigger, which scrolls the page
// to 0 and back, and that cuts short the smooth scroll of an in-page jump under way.

/** The page counts as still once its offset has not moved for this long… */
export const SCROLL_QUIET_MS = 150;

/**
 * …over at least this many frames. Counted in frames, not by a timer: a long task (a chunk being
 * evaluated) holds back the frames that carry a smooth scroll's progress to the page, and a timer
 * that fires right after it would read an offset that has not caught up yet.
 */
export const SCROLL_QUIET_FRAMES = 3;

type ScrollWindow = Pick<
  Window,
  | 'scrollY'
  | 'requestAnimationFrame'
  | 'cancelAnimationFrame'
  | 'addEventListener'
  | 'removeEventListener'
>;

/**
 * Calls `cb` once the scroll offset has stayed put for `quietMs` and `frames` frames while
 * `pending` (a scroll that has been asked for but not shown yet) is false, or at the first
 * `scrollend`; so soon after the call when the page is still. Returns a cancel function.
 */
export function whenScrollIdle(
  cb: () => void,
  {
    quietMs = SCROLL_QUIET_MS,
    frames = SCROLL_QUIET_FRAMES,
    pending = () => false,
    win = window,
  }: { quietMs?: number; frames?: number; pending?: () => boolean; win?: ScrollWindow } = {},
): () => void {
  let lastY = win.scrollY;
  let stillSince: number | undefined;
  let stillFrames = 0;
  let request = 0;
  const cancel = () => {
    win.cancelAnimationFrame(request);
    win.removeEventListener('scrollend', done);
  };
  function done() {
    cancel();
    cb();
  }
  function frame(time: number) {
    const y = win.scrollY;
    if (y !== lastY || stillSince === undefined || pending()) {
      lastY = y;
      stillSince = time;
      stillFrames = 0;
    } else {
      stillFrames += 1;
    }
    if (stillFrames >= frames && time - stillSince >= quietMs) return done();
    request = win.requestAnimationFrame(frame);
  }
  win.addEventListener('scrollend', done);
  request = win.requestAnimationFrame(frame);
  return cancel;
}
