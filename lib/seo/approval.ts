// Metadata of an approval link's page (/approval/{token}/): never indexed, never followed, no
// canonical (a draft has no address of its own to give), nothing of the draft in Open Graph.
import type { Metadata } from 'next';

/** The robots meta of every approval page (the X-Robots-Tag header says the same). */
export const APPROVAL_ROBOTS = { index: false, follow: false } as const;

/** The document title of an active link: «Согласование: {the draft's title}». */
export function approvalTitle(caseTitle: string): string {
  return `Согласование: ${caseTitle}`;
}

/** The page's metadata under `title` (the draft's, or what the page says instead). */
export function approvalMetadata(title: string): Metadata {
  return {
    title,
    robots: APPROVAL_ROBOTS,
    alternates: { canonical: null },
    // None, not even the layout's: a messenger's preview of the link shows only the title.
    openGraph: null,
  };
}
