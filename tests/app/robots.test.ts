// robots.txt: the site is open to crawlers except the API and the approval links' drafts.
import robots from '@/app/robots';

describe('robots.txt', () => {
  it('disallows the API and the approval links, and names the sitemap', () => {
    const { rules, sitemap, host } = robots();
    expect(rules).toEqual([{ userAgent: '*', allow: '/', disallow: ['/api/', '/approval/'] }]);
    expect(sitemap).toBe('https://orbita.test/sitemap.xml');
    expect(host).toBe('https://orbita.test');
  });
});
