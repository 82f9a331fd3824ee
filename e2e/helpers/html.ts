import type { Page } from '@playwright/test';

/** The HTML without its scripts: what is readable when no JavaScript runs. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
}

/** Chrome's console line for the document's own error status (404, 500): expected on error pages. */
export function isOwnStatus(text: string, sourceUrl: string, pageUrl: string): boolean {
  return text.startsWith('Failed to load resource') && sourceUrl === pageUrl;
}

/**
 * Collects the page's console errors and uncaught exceptions from now on; Chrome's line for the
 * document's own error status (404, 500) is the answer, not an error of the page, so it is left out.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !isOwnStatus(m.text(), m.location().url, page.url())) {
      errors.push(m.text());
    }
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
