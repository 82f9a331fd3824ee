// Metadata of an editor render (/editor-render/{token}/): never indexed or followed (the
// X-Robots-Tag header says the same), no canonical, nothing in Open Graph.
import type { Metadata } from 'next';

export const EDITOR_RENDER_METADATA: Metadata = {
  title: 'Отрисовка для редактора',
  robots: { index: false, follow: false },
  alternates: { canonical: null },
  openGraph: null,
};
