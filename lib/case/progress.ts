// Reading progress of the case page: 0 at the top, 1 at the bottom of the document.
export function readingProgress(
  scrollY: number,
  scrollHeight: number,
  viewportHeight: number,
): number {
  const max = scrollHeight - viewportHeight;
  if (!(max > 0)) return 0;
  return Math.min(1, Math.max(0, scrollY / max));
}
