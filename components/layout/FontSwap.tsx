// First in <body>: loads Montserrat's faces at once and swaps them in together, without the
// render-blocking font preload (lib/layout/font-swap.ts). A server component: the script is part
// of the HTML and runs before any of the body's content is parsed.
import { firstFamily, fontSwapScript } from '@/lib/layout/font-swap';

/** What a browser's cached faces are checked against: the faces' URLs change with the build. */
const FONTS_VERSION = process.env.SITE_BUILD_ID || 'development';

/** `fontFamilies`: next/font's `style.fontFamily` of each face. */
export function FontSwap({ fontFamilies }: { fontFamilies: readonly string[] }) {
  const script = fontSwapScript(fontFamilies.map(firstFamily), FONTS_VERSION);
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
