// Texts and messages of the error page (SPEC 2.6, 8).
export const ERROR_TEXT = {
  title: 'Такой страницы больше не существует',
  text: 'Возможно, она была перемещена или удалена.',
  button: 'На главную страницу',
} as const;

/** The not-found message, which carries the path (SPEC 2.6). */
export function notFoundMessage(path: string): string {
  return `Page not found: ${path}`;
}

/** Thrown by pages when WordPress failed (not 'not found'): Next keeps the last good copy or shows the 5xx page. */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(what: string) {
    super(`WordPress is unavailable for ${what}`);
  }
}

/** The loaded value, or the UpstreamError it threw (any other throw, notFound() included, passes). */
export async function orUpstreamError<T>(loading: Promise<T>): Promise<T | UpstreamError> {
  try {
    return await loading;
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
}

/**
 * The digest of the deliberate server-render failure behind the 5xx page (UpstreamErrorPage): it
 * gives the page its 5xx status and keeps it out of the cache; the browser knows it is expected.
 */
export const UPSTREAM_FAILURE_DIGEST = 'ORBITA_UPSTREAM_UNAVAILABLE';
