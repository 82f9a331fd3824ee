// The REST bodies of the demo's posts: each demo item as WordPress's fields, with its terms and
// media as WordPress ids and URLs. `media` is { mediaId(marker), mediaUrlOf(key) } of the import.
import { constructorOf, constructorToBlocks, htmlBlock } from './blocks.mjs';
import { mapIds } from './terms.mjs';

// Solutions and vacancies carry no date in the demo; their list order is menu_order, then date
// newest first, so each gets a date one hour older than the one before it, stable across runs.
const UNDATED_BASE = Date.parse('2025-01-01T09:00:00Z');
const undatedGmt = (index) => toGmt(new Date(UNDATED_BASE - index * 3_600_000).toISOString());

/** The demo's dates carry +03:00; WordPress takes `date_gmt` as UTC without a zone. */
function toGmt(date) {
  const ms = Date.parse(date);
  if (Number.isNaN(ms)) throw new Error(`import: invalid date ${date}`);
  return new Date(ms).toISOString().slice(0, 19);
}

/** Leaves out empty values: WordPress would store '' and answer it (docs/WP-API.md: never ''). */
function present(fields) {
  return Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
}

const seoMeta = (seo, media) =>
  present({
    seo_title: seo?.title,
    seo_description: seo?.description,
    seo_image: media.mediaId(seo?.image_url),
  });

/** The published cases, their blocks from the constructor. */
export function caseItems(published, { directions, technologies }, media) {
  return published.map((c) => ({
    label: c.slug,
    body: {
      title: c.title,
      slug: c.slug,
      status: 'publish',
      date_gmt: toGmt(c.date),
      menu_order: c.menu_order ?? 0,
      directions: mapIds(c.directions, directions, `case ${c.slug}`),
      technologies: (c.technologies ?? []).map((name) => technologies[name]),
      featured_media: media.mediaId(c.image) ?? 0,
      content: constructorToBlocks(constructorOf(c), media.mediaUrlOf),
      meta: {
        ...present({
          case_description_extended: c.case_description_extended,
          case_outer_link: c.case_outer_link,
          background_color: c.background_color,
        }),
        ...(typeof c.is_constructor === 'boolean' ? { is_constructor: c.is_constructor } : {}),
        ...seoMeta(c.seo, media),
      },
    },
  }));
}

/**
 * Known to WordPress but not published: the plugin must answer 404 for them. The draft carries
 * the one direction no published case has, so a list counting drafts would show it.
 */
export function draftItems(demo, published, drafts, { directions }, media) {
  const unusedDirection = demo.DIRECTIONS.find(
    (d) => !published.some((c) => c.directions?.includes(d.id)),
  );
  return drafts.map((slug, i) => ({
    label: `${slug} (draft)`,
    body: {
      title: 'Архивный кейс',
      slug,
      status: 'draft',
      date_gmt: undatedGmt(i),
      menu_order: 0,
      directions: unusedDirection ? [directions[unusedDirection.id]] : [],
      technologies: [],
      content: constructorToBlocks(
        [
          {
            type: 'case_page',
            title: 'Архивный кейс',
            content: [{ text: 'Этот кейс снят с публикации.' }],
          },
        ],
        media.mediaUrlOf,
      ),
      meta: { is_constructor: true },
    },
  }));
}

export function articleItems(demo, { categories }, media) {
  return demo.ARTICLES.map((a) => ({
    label: a.slug,
    body: {
      title: a.title,
      slug: a.slug,
      status: 'publish',
      date_gmt: toGmt(a.date),
      excerpt: a.excerpt ?? '',
      categories: mapIds(a.categories, categories, `article ${a.slug}`),
      featured_media: media.mediaId(a.image) ?? 0,
      content: htmlBlock(a.content),
      meta: seoMeta(a.seo, media),
    },
  }));
}

export function solutionItems(demo, media) {
  return demo.SOLUTIONS.map((s, index) => ({
    label: s.slug,
    body: {
      title: s.title,
      slug: s.slug,
      status: 'publish',
      date_gmt: s.date ? toGmt(s.date) : undatedGmt(index),
      menu_order: index,
      excerpt: s.excerpt ?? '',
      featured_media: media.mediaId(s.image) ?? 0,
      content: htmlBlock(s.content),
      meta: seoMeta(s.seo, media),
    },
  }));
}

/** Vacancies: their slug, date posted and the JobPosting fields (docs/WP-API.md 'Vacancy'). */
export function vacancyItems(demo) {
  return demo.VACANCIES.map((v, index) => ({
    label: `${v.id} '${v.title}'`,
    body: {
      title: v.title,
      slug: v.slug,
      status: 'publish',
      date_gmt: v.date ? toGmt(v.date) : undatedGmt(index),
      menu_order: index,
      content: htmlBlock(v.description),
      meta: present({
        salary: v.salary,
        city: v.city,
        format: v.format,
        employment_type: v.employment_type,
        remote: v.remote,
        salary_min: v.base_salary?.min,
        salary_max: v.base_salary?.max,
        salary_currency: v.base_salary?.currency,
        salary_unit: v.base_salary?.unit,
        valid_through: v.valid_through,
      }),
    },
  }));
}
