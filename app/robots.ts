// robots.txt: everything but the API and the approval links' drafts (which also say noindex).
import type { MetadataRoute } from 'next';
import { config } from '@/lib/config';

export default function robots(): MetadataRoute.Robots {
  const { SITE_URL } = config();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/approval/'] }],
    sitemap: `${SITE_URL}/sitemap.xml`,
    host: SITE_URL,
  };
}
