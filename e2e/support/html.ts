/** The HTML without its scripts: what is readable when no JavaScript runs. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
}

/** Chrome's console line for the document's own error status (404, 500): expected on error pages. */
export function isOwnStatus(text: string, sourceUrl: string, pageUrl: string): boolean {
  return text.startsWith('Failed to load resource') && sourceUrl === pageUrl;
}
