// robots.txt: everything but the API, the approval links' drafts and the editor renders (which
// also say noindex).
import type { MetadataRoute } from 'next';
import { config } from '@/lib/config';

export default function robots(): MetadataRoute.Robots {
  const { SITE_URL } = config();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/approval/', '/editor-render/'] }],
    sitemap: `${SITE_URL}/sitemap.xml`,
    host: SITE_URL,
  };
}
