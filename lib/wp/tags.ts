// Every cache tag the WordPress layer uses, in one place (the revalidation webhook maps to these).
export const TAGS = {
  header: 'wp:header',
  cases: 'wp:cases',
  case: (slug: string) => `wp:case:${slug}`,
  blog: 'wp:blog',
  article: (slug: string) => `wp:article:${slug}`,
  solutions: 'wp:solutions',
  solution: (slug: string) => `wp:solution:${slug}`,
  vacancies: 'wp:vacancies',
  vacancy: (slug: string) => `wp:vacancy:${slug}`,
} as const;

/** Default revalidation period for WordPress data, in seconds (on-demand revalidation does the rest). */
export const REVALIDATE_SECONDS = 300;
