'use client';
// After 'Показать ещё' appends cards, keyboard focus moves to the first new card's link.
import { useCallback, useRef, type RefObject } from 'react';

export function useFocusNewItems(listRef: RefObject<HTMLElement | null>) {
  const previous = useRef<number | null>(null);
  return useCallback(
    (count: number) => {
      const before = previous.current;
      previous.current = count;
      if (before === null || count <= before) return;
      const active = document.activeElement;
      // Only when the visitor pressed the button (focus is on it), never on a filter change.
      if (!(active instanceof HTMLElement) || active.dataset.loadMore === undefined) return;
      const item = listRef.current?.children[before];
      item?.querySelector<HTMLElement>('a')?.focus({ preventScroll: false });
    },
    [listRef],
  );
}
