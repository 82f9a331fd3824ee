// robots.txt: the site is open to crawlers except the API, the approval links' drafts and
// the editor renders.
import robots from '@/app/robots';

describe('robots.txt', () => {
  it('disallows the API, the approval links and the editor renders, and names the sitemap', () => {
    const { rules, sitemap, host } = robots();
    expect(rules).toEqual([
      { userAgent: '*', allow: '/', disallow: ['/api/', '/approval/', '/editor-render/'] },
    ]);
    expect(sitemap).toBe('https://orbita.test/sitemap.xml');
    expect(host).toBe('https://orbita.test');
  });
});
