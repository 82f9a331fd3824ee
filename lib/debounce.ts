// Trailing-edge debounce, shared by the canvas islands and the landing animations (pure).

export type Debounced<A extends unknown[]> = ((...args: A) => void) & { cancel: () => void };

/** Trailing-edge debounce: `fn` runs once, `ms` after the last call, with the last arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
