// XML text for the sitemap and the feeds: escaped, without the characters XML forbids, and CDATA
// that holds anything whole.
import { cdata, escapeXml } from '@/lib/text/xml';

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describe('XML text', () => {
  it('escapes markup and quotes, and drops characters XML forbids', () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0000\u001f`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    );
    const doc = parse(`<x a="${escapeXml('"&<\u0007')}">${escapeXml('<b>&amp;</b>')}</x>`);
    expect(doc.documentElement.getAttribute('a')).toBe('"&<');
    expect(doc.documentElement.textContent).toBe('<b>&amp;</b>');
  });

  it('splits "]]>" across two CDATA sections', () => {
    const doc = parse(`<x>${cdata('a]]>b]]>\u0000')}</x>`);
    expect(doc.documentElement.textContent).toBe('a]]>b]]>');
  });
});
