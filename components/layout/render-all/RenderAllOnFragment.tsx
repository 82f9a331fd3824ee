// Early in <body>: a page opened at a fragment lays its sections out before the browser scrolls to
// it (lib/browser/render-all.ts). A server component: the script is part of the HTML and runs
// before the body's content is parsed.
import { renderAllOnFragmentScript } from '@/lib/browser/render-all';

const SCRIPT = renderAllOnFragmentScript();

export function RenderAllOnFragment() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
