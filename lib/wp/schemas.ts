// Zod schemas of every answer in WP-API.md. Domain types are z.output<…> of these schemas.
// The `success` envelope is checked by the client; these describe the payload of a successful answer.
// Long because every answer of the contract has its schema here, in one file, as WP-API.md lists them.
import { z } from 'zod';
import { COLORS } from '../constants';
import { constructorSchema } from './blocks';
import {
  color,
  count,
  flag,
  httpUrl,
  id,
  image,
  isoDate,
  items,
  optionalIsoDate,
  list,
  optionalColor,
  requiredText,
  text,
} from './fields';

export const categorySchema = z.object({ id: id, title: requiredText });
export type Category = z.output<typeof categorySchema>;

export const metaSchema = z.object({
  current_page: z.coerce.number().int().min(1),
  last_page: z.coerce.number().int().min(0),
  per_page: z.coerce.number().int().min(0),
  total: z.coerce.number().int().min(0),
});
export type Meta = z.output<typeof metaSchema>;

/** GET {api}/header */
export const headerSchema = z.object({
  counts: z.object({ articles: count, cases: count, vacancy: count }),
});
export type HeaderCounts = z.output<typeof headerSchema>['counts'];

export const seoDataSchema = z
  .object({
    title: text,
    description: text,
    image_url: httpUrl,
    image_sizes: z
      .object({
        width: z.coerce.number().int().positive(),
        height: z.coerce.number().int().positive(),
      })
      .nullish()
      .catch(undefined),
    image_mime_type: text,
  })
  .nullish()
  .transform(
    (v) =>
      v ?? {
        title: undefined,
        description: undefined,
        image_url: undefined,
        image_sizes: undefined,
        image_mime_type: undefined,
      },
  );
export type SeoData = z.output<typeof seoDataSchema>;

export const caseCardSchema = z.object({
  id: id,
  slug: requiredText,
  title: requiredText,
  image: image,
  directions: list(categorySchema),
  /** Publish date (ISO 8601): the cases' feed orders and dates by it. */
  date: isoDate.optional().catch(undefined),
  /** When WordPress last changed it (UTC): the sitemap's lastmod. */
  modified: optionalIsoDate,
});
export type CaseCard = z.output<typeof caseCardSchema>;

export const neighbourCaseSchema = z
  .object({ slug: requiredText, title: requiredText, image: image })
  .nullish()
  .catch(null)
  .transform((v) => v ?? null);
export type NeighbourCase = NonNullable<z.output<typeof neighbourCaseSchema>>;

export const caseSchema = z.object({
  title: requiredText,
  case_description_extended: text,
  image: image,
  background_color: color(COLORS.caseHead),
  directions: list(categorySchema),
  case_outer_link: text,
  is_constructor: z
    .unknown()
    .optional()
    .transform((v) => v === true || v === 1 || v === '1'),
  constructor: constructorSchema,
  technologies: list(z.object({ title: requiredText })),
});
export type Case = z.output<typeof caseSchema>;

export const createSolutionSchema = z
  .object({
    bg_color: optionalColor,
    text_color: optionalColor,
    title: text,
    title_span: text,
    span_color: color(COLORS.accentSecondary),
    tech_color: optionalColor,
    technologies: list(z.object({ technology: requiredText })),
  })
  .nullish()
  .catch(null)
  .transform((v) => v ?? null);
export type CreateSolution = NonNullable<z.output<typeof createSolutionSchema>>;

/** GET {api}/portfolio/{slug} */
export const caseDetailSchema = z.object({
  data: z.object({
    case: caseSchema,
    prev_case: neighbourCaseSchema,
    next_case: neighbourCaseSchema,
    create_solution: createSolutionSchema,
    seo_data: seoDataSchema,
  }),
});
export type CaseDetail = z.output<typeof caseDetailSchema>['data'];

/** GET {api}/portfolio?page=&count=&categories[]= */
export const portfolioListSchema = z.object({
  data: z.object({
    portfolio: items(caseCardSchema, 'case card'),
    categories: list(categorySchema),
  }),
  meta: metaSchema,
});
export type PortfolioList = { portfolio: CaseCard[]; categories: Category[]; meta: Meta };

export const articleCardSchema = z.object({
  id: id,
  slug: requiredText,
  title: requiredText,
  excerpt: text,
  image: image,
  date: isoDate,
  modified: optionalIsoDate,
});
export type ArticleCard = z.output<typeof articleCardSchema>;

/** GET {api}/blog?page=&count=&category= */
export const blogListSchema = z.object({
  data: z.object({
    articles: items(articleCardSchema, 'article card'),
    categories: list(categorySchema),
  }),
  meta: metaSchema,
});
export type BlogList = { articles: ArticleCard[]; categories: Category[]; meta: Meta };

/** GET {api}/blog/{slug} */
export const articleDetailSchema = z.object({
  data: z.object({
    article: z.object({
      title: requiredText,
      content: z.string(),
      image: image,
      date: isoDate,
      categories: list(categorySchema),
    }),
    seo_data: seoDataSchema,
  }),
});
export type ArticleDetail = z.output<typeof articleDetailSchema>['data'];

export const solutionCardSchema = z.object({
  id: id,
  slug: requiredText,
  title: requiredText,
  excerpt: text,
  image: image,
  modified: optionalIsoDate,
});
export type SolutionCard = z.output<typeof solutionCardSchema>;

/** GET {api}/solutions */
export const solutionListSchema = z.object({
  data: z.object({ solutions: items(solutionCardSchema, 'solution card') }),
});

/** GET {api}/solutions/{slug} */
export const solutionDetailSchema = z.object({
  data: z.object({
    solution: z.object({ title: requiredText, content: z.string(), image: image }),
    seo_data: seoDataSchema,
  }),
});
export type SolutionDetail = z.output<typeof solutionDetailSchema>['data'];

/** JobPosting employment types (schema.org / Google) a vacancy may carry. */
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** The period a salary is paid for (schema.org QuantitativeValue.unitText). */
export const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;

const salaryAmount = z
  .unknown()
  .optional()
  .transform((v) => {
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined;
  });

/** The salary as numbers: null unless at least one of min and max is a positive number. */
export const baseSalarySchema = z
  .object({
    min: salaryAmount,
    max: salaryAmount,
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .catch('RUB'),
    unit: z.enum(SALARY_UNITS).catch('MONTH'),
  })
  .nullish()
  .catch(null)
  .transform((v) => {
    if (!v || (v.min === undefined && v.max === undefined)) return null;
    // A range written backwards is read the right way round.
    if (v.min !== undefined && v.max !== undefined && v.min > v.max) {
      return { ...v, min: v.max, max: v.min };
    }
    return v;
  });
export type BaseSalary = NonNullable<z.output<typeof baseSalarySchema>>;

export const vacancySchema = z.object({
  id: id,
  slug: requiredText,
  title: requiredText,
  /** Date posted (ISO 8601, UTC); missing on a WordPress older than the contract. */
  date: isoDate.optional().catch(undefined),
  modified: isoDate.optional().catch(undefined),
  salary: text,
  city: text,
  format: text,
  description: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  employment_type: list(z.enum(EMPLOYMENT_TYPES)).transform((v) => [...new Set(v)]),
  remote: flag,
  base_salary: baseSalarySchema,
  /** The last day the vacancy is open (ISO 8601 date), when known. */
  valid_through: z.iso
    .date()
    .nullish()
    .catch(undefined)
    .transform((v) => v ?? undefined),
});
export type Vacancy = z.output<typeof vacancySchema>;

/** GET {api}/vacancies */
export const vacancyListSchema = z.object({
  data: z.object({ vacancies: items(vacancySchema, 'vacancy') }),
});

/** GET {api}/vacancies/{slug} */
export const vacancyDetailSchema = z.object({
  data: z.object({ vacancy: vacancySchema }),
});
export type VacancyDetail = z.output<typeof vacancyDetailSchema>['data'];

/** POST {api}/form — the answer (the lead it sends is lib/lead/schema.ts's, shared with the form). */
export const formAnswerSchema = z.object({
  success: z.boolean(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** The types of post a draft preview shows (WP-API.md `POST {api}/preview`, `GET {api}/preview/…`). */
export const PREVIEW_TYPES = ['case', 'article', 'solution'] as const;
export type PreviewType = (typeof PREVIEW_TYPES)[number];

/** WordPress's answer to `POST {api}/preview` (WP-API.md): the place of the token's post. */
export const redeemAnswerSchema = z.object({
  success: z.boolean(),
  type: z.enum(PREVIEW_TYPES).optional(),
  id: z.number().int().positive().optional(),
  slug: z.string().min(1).max(200).nullable().optional(),
});
export type RedeemAnswer = z.infer<typeof redeemAnswerSchema>;

/**
 * The token of an approval link (WP-API.md 'Approval links'): 32 random bytes, base64url without
 * padding. The site refuses anything else without calling WordPress.
 */
export const APPROVAL_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

/** A time of the approval calls: ISO 8601 in UTC, or null. */
const approvalTime = isoDate.nullable();
/** The case's public slug; null when it has no public page (not published, or with a password). */
const publicSlug = z.string().min(1).max(200).nullable();
/** Expired or revoked: HTTP 410 of both approval calls. */
const approvalGoneSchema = z.object({
  success: z.literal(false),
  reason: z.enum(['expired', 'revoked']),
  slug: publicSlug,
});
/** No such link, or its case is gone: HTTP 404 `{ success: false }` (nothing else in it). */
const approvalMissingSchema = z.object({
  success: z.literal(false),
  reason: z.never().optional(),
  errors: z.never().optional(),
});

/** POST {api}/approval — an active link's draft, or why the link no longer opens. */
export const approvalOpenAnswerSchema = z.union([
  z.object({
    success: z.literal(true),
    link: z.object({ id: id, expires_at: isoDate, approved_at: approvalTime }),
    type: z.literal('case'),
    id: id,
    slug: publicSlug,
    data: caseDetailSchema.shape.data,
  }),
  approvalGoneSchema,
  approvalMissingSchema,
]);
export type ApprovalOpenAnswer = z.output<typeof approvalOpenAnswerSchema>;

/** POST {api}/approval/decision — the client's answer recorded, refused, or its fields' errors. */
export const approvalDecisionAnswerSchema = z.union([
  z.object({ success: z.literal(true), approved_at: approvalTime }),
  approvalGoneSchema,
  z.object({ success: z.literal(false), errors: z.record(z.string(), z.string()) }),
  approvalMissingSchema,
]);
export type ApprovalDecisionAnswer = z.output<typeof approvalDecisionAnswerSchema>;

/** The kinds of editor render (WP-API.md 'Editor renders'): one block, or the whole draft. */
export const RENDER_KINDS = ['block', 'case'] as const;

/**
 * POST {api}/render — a redeemed render token: the case's draft in the shape of
 * `portfolio/{slug}`; for `block` its constructor holds the one block. (Refusals, `success: false`
 * with 403, 404 or 410, are read by the client as 'not-found'.)
 */
export const renderAnswerSchema = z.object({
  success: z.literal(true),
  type: z.enum(RENDER_KINDS),
  id: z.number().int().positive(),
  data: caseDetailSchema.shape.data,
});
export type RenderAnswer = z.output<typeof renderAnswerSchema>;
