// Rules of the case page head (SPEC 2.8, 5).

/** The description paragraph is shown only when the case has a title (and there is a description). */
export function shouldShowDescription(
  title: string | null | undefined,
  description: string | null | undefined,
): boolean {
  return Boolean(title?.trim()) && Boolean(description?.trim());
}

/** The id the head's scroll-down anchor points to; the first content block carries it. */
export const FIRST_BLOCK_ID = 'first-block';
