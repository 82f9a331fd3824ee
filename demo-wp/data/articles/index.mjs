// All blog articles, newest first, with their cover and seo_data attached from the media library.
import { ARTICLE_MOTIFS, media, seoData } from '../media.mjs';
import designAndMarketing from './design-and-marketing.mjs';
import development from './development.mjs';
import management from './management.mjs';

export const ARTICLES = [...management, ...development, ...designAndMarketing]
  .map((a) => {
    if (!ARTICLE_MOTIFS[a.slug]) throw new Error(`demo-wp: no cover for article ${a.slug}`);
    return {
      ...a,
      content: a.content.trim(),
      image: media(`blog-${a.slug}`),
      seo: seoData(`${a.title} — блог студии «Орбита»`, a.excerpt, `blog-${a.slug}-og`),
    };
  })
  .sort((a, b) => b.date.localeCompare(a.date));
