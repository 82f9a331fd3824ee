// Types of the demo WordPress's answers (api.mjs), for TypeScript importers (tests).
export interface DemoApiOptions {
  /** Generated articles added after the demo's own (DEMO_WP_EXTRA_ARTICLES). Default 0. */
  extraArticles?: number;
}

export interface DemoAnswer {
  status: number;
  body: unknown;
}

/** Laravel-style paging of a list. */
export function paginate<T>(
  list: T[],
  pageParam: string | null | undefined,
  countParam: string | null | undefined,
  fallback: number,
): {
  items: T[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
};

/** The API of one server instance: a GET below the API base, or null for an unknown route. */
export function createApi(
  origin: string,
  options?: DemoApiOptions,
): (segments: string[], query: URLSearchParams) => DemoAnswer | null;
