// Browser hooks of the hero scene that do not need three.js: the debounced box/window widths and the
// pause/resume loop state (in view × page visible × not left), both unit-tested in jsdom.
import { useEffect, useReducer, useState, type RefObject } from 'react';
import { RESIZE_DEBOUNCE_MS } from '@/lib/hero/constants';
import { debounce } from '@/lib/debounce';
import { INITIAL_LOOP_STATE, loopReducer, type LoopState } from '@/lib/hero/visibility';

export type HeroWidths = { box: number; window: number };

export function measureWidths(box: Element | null): HeroWidths {
  return { box: box?.clientWidth || window.innerWidth, window: window.innerWidth };
}

/** The hero box and window widths, re-measured 100ms after the last resize (SPEC 4, 9). */
export function useDebouncedWidths(
  box: RefObject<Element | null>,
  initial: HeroWidths,
  ms: number = RESIZE_DEBOUNCE_MS,
): HeroWidths {
  const [widths, setWidths] = useState(initial);
  useEffect(() => {
    const update = debounce(() => {
      const next = measureWidths(box.current);
      setWidths((prev) => (prev.box === next.box && prev.window === next.window ? prev : next));
    }, ms);
    window.addEventListener('resize', update);
    return () => {
      update.cancel();
      window.removeEventListener('resize', update);
    };
  }, [box, ms]);
  return widths;
}

/** Follows the element in and out of the viewport, the page's visibility and the visitor leaving. */
export function useHeroLoop(target: RefObject<Element | null>): LoopState {
  const [state, dispatch] = useReducer(loopReducer, INITIAL_LOOP_STATE, (s) => ({
    ...s,
    pageVisible: document.visibilityState !== 'hidden',
  }));

  useEffect(() => {
    const el = target.current;
    if (!el) return;
    const io = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) dispatch({ type: last.isIntersecting ? 'enter' : 'leave' });
    });
    io.observe(el);
    const onVisibility = () =>
      dispatch({ type: document.visibilityState === 'hidden' ? 'page-hidden' : 'page-visible' });
    const onHide = () => dispatch({ type: 'stop' });
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) dispatch({ type: 'restore' });
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      io.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
    };
  }, [target]);

  return state;
}
