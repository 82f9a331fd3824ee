// Any path no route matches lands here: log 'Page not found: {path}' on the server (SPEC 2.6)
// and render the 404 page. Rendered per request so random URLs never fill the page cache.
import { notFound } from 'next/navigation';
import { notFoundMessage } from '@/lib/errors';

export const dynamic = 'force-dynamic';

export default async function Missing({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params;
  const path = `/${missing.map((s) => encodeURIComponent(decodeURIComponentSafe(s))).join('/')}/`;
  console.warn(notFoundMessage(path));
  notFound();
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
