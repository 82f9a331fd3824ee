'use client';
// After 'Показать ещё' appends cards, keyboard focus moves to the first new card's link (the button
// itself may disappear on the last page, so focus must not be left on a removed element).
import { useEffect, useRef, type RefObject } from 'react';

export function useFocusNewItems(listRef: RefObject<HTMLElement | null>, count: number) {
  const previous = useRef(count);
  const armed = useRef(false);
  useEffect(() => {
    const before = previous.current;
    previous.current = count;
    if (!armed.current || count <= before) return;
    armed.current = false;
    listRef.current?.children[before]?.querySelector<HTMLElement>('a')?.focus();
  }, [count, listRef]);
  return {
    /** Call when the visitor asks for more: the next growth of the list moves focus. */
    arm: () => {
      armed.current = true;
    },
    /** Call on a filter change: a replaced list keeps focus on the chip. */
    disarm: () => {
      armed.current = false;
    },
  };
}
