// Lenient zod field parsers for WordPress/ACF answers: ACF sends `false`, `null` or '' for empty
// fields, so every optional field is normalised here once, and defaults named by SPEC.md live here.
import { z } from 'zod';
import { logWp } from './log';

const empty = z.union([z.literal(false), z.null(), z.literal('')]);

/** Optional text: '' / false / null / missing → undefined; numbers (ACF number fields) become text. */
export const text = z
  .union([z.string(), z.number().transform(String), empty])
  .optional()
  .transform((v) => (typeof v === 'string' && v.trim() !== '' ? v : undefined));

/** Required non-empty text. */
export const requiredText = z.string().trim().min(1);

const COLOR_RE =
  /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\(\s*[\d.]+%?\s*,?\s*[\d.]+%?\s*,?\s*[\d.]+%?\s*([,/]\s*[\d.]+%?\s*)?\)|transparent|white|black)$/i;

/** A CSS colour with a default: anything that is not a plain colour literal becomes the default. */
export const color = (fallback: string) =>
  z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' && COLOR_RE.test(v.trim()) ? v.trim() : fallback));

/** An optional CSS colour: undefined when empty or not a plain colour literal. */
export const optionalColor = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' && COLOR_RE.test(v.trim()) ? v.trim() : undefined));

/** True only for `true`, 1, '1' or 'true' (ACF true/false fields). */
export const flag = z
  .unknown()
  .optional()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/** An absolute http(s) URL, or undefined (rejects javascript:, data: and relative junk). */
export const httpUrl = z
  .unknown()
  .optional()
  .transform((v) => {
    if (typeof v !== 'string' || v.trim() === '') return undefined;
    try {
      const u = new URL(v.trim());
      return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : undefined;
    } catch {
      return undefined;
    }
  });

/** A list that ACF may send as false/null: always an array; items that fail their schema are dropped. */
export const list = <T extends z.ZodType>(item: T) =>
  z
    .unknown()
    .optional()
    .transform((v): z.output<T>[] => {
      if (!Array.isArray(v)) return [];
      const out: z.output<T>[] = [];
      for (const entry of v) {
        const parsed = item.safeParse(entry);
        if (parsed.success) out.push(parsed.data);
      }
      return out;
    });

/**
 * A required list: must be an array, but an item that fails its schema is dropped (and logged)
 * instead of failing the whole answer — one broken card never empties a page.
 */
export const items = <T extends z.ZodType>(item: T, what: string) =>
  z.array(z.unknown()).transform((entries): z.output<T>[] => {
    const out: z.output<T>[] = [];
    entries.forEach((entry, index) => {
      const parsed = item.safeParse(entry);
      if (parsed.success) out.push(parsed.data);
      else logWp('warn', `skipped malformed ${what} at #${index}`);
    });
    return out;
  });

/** An ISO 8601 date or date-time, with or without an offset (WordPress sends local times). */
export const isoDate = z.union([z.iso.datetime({ offset: true, local: true }), z.iso.date()]);

/** An optional ISO 8601 date: missing, null or malformed is undefined (the item still parses). */
export const optionalIsoDate = isoDate
  .nullish()
  .catch(undefined)
  .transform((v) => v ?? undefined);

/** An image: a URL string or an ACF image object; normalised to { url, width?, height?, alt }. */
export const image = z
  .union([
    z.string(),
    z.object({
      url: z.string(),
      width: z.coerce.number().optional(),
      height: z.coerce.number().optional(),
      alt: z.string().nullish(),
    }),
    empty,
  ])
  .optional()
  .transform((v) => {
    if (!v) return undefined;
    const raw = typeof v === 'string' ? { url: v } : v;
    const url = httpUrl.parse(raw.url);
    if (!url) return undefined;
    const width = 'width' in raw && raw.width && raw.width > 0 ? raw.width : undefined;
    const height = 'height' in raw && raw.height && raw.height > 0 ? raw.height : undefined;
    const alt = 'alt' in raw && typeof raw.alt === 'string' ? raw.alt : '';
    return { url, width, height, alt };
  });

export type WpImage = NonNullable<z.output<typeof image>>;

/** A numeric id that WordPress may send as a string. */
export const id = z.union([z.number(), z.string().min(1)]).transform((v) => String(v));

/** A non-negative integer count that WordPress may send as a string. */
export const count = z.coerce.number().int().nonnegative();
