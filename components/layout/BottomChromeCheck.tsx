// Early in <body>: decides, in the first frame that holds the mobile bar, whether the fixed bottom
// chrome waits for the page's first scroll (lib/layout/first-screen.ts; issue 33), so a phone
// never sees the bar appear on a first screen and then step away once the page hydrates. A server
// component: the script is part of the HTML and runs once, before the body's content is parsed.
import { bottomChromeScript } from '@/lib/layout/first-screen';

const SCRIPT = bottomChromeScript();

export function BottomChromeCheck() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
