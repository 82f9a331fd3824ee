// Types of wordpress/scripts/import-demo.mjs, for TypeScript importers (e2e, tests).

export interface ImportOptions {
  /** The core REST base, e.g. http://127.0.0.1:4020/wp-json/wp/v2 */
  restUrl: string;
  user: string;
  /** An application password of `user`. */
  appPassword: string;
  log?: (line: string) => void;
}

export interface ImportChange {
  item: string;
  field: string;
  sent: unknown;
  stored: unknown;
}

export interface ImportSummary {
  /** Media files referenced by the imported content (uploaded or found). */
  media: number;
  /** Demo id → WordPress term id. */
  directions: Record<string, number>;
  categories: Record<string, number>;
  /** Technology name → WordPress term id. */
  technologies: Record<string, number>;
  /** Published cases. */
  cases: number;
  /** Slugs created as draft cases (UNPUBLISHED_CASE_SLUGS). */
  drafts: string[];
  articles: number;
  solutions: number;
  vacancies: number;
  /** WordPress post ids by slug (vacancies: 'vacancy-<demo id>'). */
  ids: {
    cases: Record<string, number>;
    articles: Record<string, number>;
    solutions: Record<string, number>;
    vacancies: Record<string, number>;
  };
  /** Media key → attachment id and URL. */
  mediaMap: Record<string, { id: number; url: string }>;
  /** Values WordPress stored differently from what was sent (raw, context=edit). */
  changed: ImportChange[];
  seconds: number;
}

export function importDemo(options: ImportOptions): Promise<ImportSummary>;
export function serializeBlockAttributes(attributes: Record<string, unknown>): string;
export function constructorToBlocks(
  entries: Array<{ type: string } & Record<string, unknown>>,
  mediaUrlOf: (key: string) => string,
): string;
