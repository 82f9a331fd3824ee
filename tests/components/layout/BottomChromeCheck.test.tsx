// The first-screen check's inline script (issue 33): part of the server HTML, so it runs where the
// parser meets it in <head>, before the first paint.
import { renderToStaticMarkup } from 'react-dom/server';
import { BottomChromeCheck } from '@/components/layout/BottomChromeCheck';
import { bottomChromeScript } from '@/lib/layout/first-screen';

describe('BottomChromeCheck', () => {
  it('is one inline script holding the first-screen check, whole and unescaped', () => {
    const html = renderToStaticMarkup(<BottomChromeCheck />);
    expect(html).toBe(`<script>${bottomChromeScript()}</script>`);
    // Nothing in it could end the script element early or be read as HTML.
    expect(bottomChromeScript()).not.toMatch(/<\/script|<!--/i);
  });
});
