// Untrusted HTML from WordPress, sanitised (lib/sanitize.ts) before it renders.
import clsx from 'clsx';
import { sanitizeHtml } from '@/lib/sanitize';
import styles from './Rich.module.scss';

const BLOCK_TAG = /<(p|ul|ol|h[2-6]|blockquote|table|figure|pre|hr)\b/i;
/** Inline <img> in block texts: images of a case come through next/image fields, not the text. */
const INLINE_IMAGE = /<img\b[^>]*>/gi;

/**
 * Sanitised HTML without inline images; bare text is wrapped in a paragraph so that every text
 * reads as one.
 */
export function richHtml(html: string | null | undefined): string {
  const safe = sanitizeHtml(html).replace(INLINE_IMAGE, '').trim();
  if (!safe) return '';
  return BLOCK_TAG.test(safe) ? safe : `<p>${safe}</p>`;
}

export function Rich({ html, className }: { html: string | null | undefined; className?: string }) {
  const safe = richHtml(html);
  if (!safe) return null;
  return (
    <div className={clsx(styles.rich, className)} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}

/** A list of content paragraphs ({ text }[] after parsing), each sanitised. */
export function Paragraphs({ items, className }: { items: readonly string[]; className?: string }) {
  const html = items.map(richHtml).filter(Boolean).join('');
  if (!html) return null;
  return (
    <div className={clsx(styles.rich, className)} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
