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

/**
 * Thrown by detail loaders when WordPress has no such entry (or the slug is odd). Pages render the
 * 404 page themselves (MissingPage) rather than calling notFound(): Next.js 16 answers a
 * notFound() from a page or its metadata with a bare error document (no lang, no text) in the
 * raw HTML (vercel/next.js#62228).
 */
export class MissingError extends Error {
  override name = 'MissingError';
  constructor(what: string) {
    super(`WordPress has no ${what}`);
  }
}

/** The loaded value, or the UpstreamError / MissingError it threw (any other throw passes). */
export async function orPageFailure<T>(
  loading: Promise<T>,
): Promise<T | UpstreamError | MissingError> {
  try {
    return await loading;
  } catch (error) {
    if (error instanceof UpstreamError || error instanceof MissingError) return error;
    throw error;
  }
}

/**
 * The digest of the deliberate server-render failure behind the 5xx page (UpstreamErrorPage): it
 * gives the page its 5xx status and keeps it out of the cache; the browser knows it is expected.
 */
export const UPSTREAM_FAILURE_DIGEST = 'ORBITA_UPSTREAM_UNAVAILABLE';

/** The digest Next.js gives notFound() (the deliberate failure behind a detail route's 404 page). */
export const NOT_FOUND_DIGEST = 'NEXT_HTTP_ERROR_FALLBACK;404';
