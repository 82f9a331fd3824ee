// @vitest-environment node
// The sports landing content (SPEC 2.11, SPEC 3): every field present and filled, ids unique,
// images on disk, exact SPEC labels, the SPEC 2.12 figures and Russian typography.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sportLanding as c } from '@/content/landings/sportsite';

const pub = (p: string) => join(__dirname, '../../../public', p);
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

/** Every string of a value, flattened. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const filled = (s: string) => expect(s.trim().length, JSON.stringify(s)).toBeGreaterThan(0);
const unique = (ids: string[]) => expect(new Set(ids).size).toBe(ids.length);

describe('sports landing content: the fields of SPEC 3', () => {
  it('partners: image and name', () => {
    expect(c.partners.length).toBeGreaterThanOrEqual(4);
    for (const p of c.partners) {
      filled(p.image);
      filled(p.name);
    }
    unique(c.partners.map((p) => p.name));
  });

  it('faq: id, question and an HTML answer; 6–8 items with unique ids', () => {
    expect(c.faq.length).toBeGreaterThanOrEqual(6);
    expect(c.faq.length).toBeLessThanOrEqual(8);
    unique(c.faq.map((f) => f.id));
    unique(c.faq.map((f) => f.question));
    for (const f of c.faq) {
      filled(f.id);
      expect(f.question).toMatch(/\?$/);
      expect(f.answer).toMatch(/^<p>[\s\S]+<\/p>$/);
    }
  });

  it('popularTasks: id, text and icon; ids unique', () => {
    expect(c.popularTasks.length).toBeGreaterThan(3);
    unique(c.popularTasks.map((t) => t.id));
    for (const t of c.popularTasks) [t.id, t.text, t.icon].forEach(filled);
  });

  it('cards: id, icons[], title, list[] and one selected card', () => {
    expect(c.cards.length).toBeGreaterThan(3);
    unique(c.cards.map((card) => card.id));
    for (const card of c.cards) {
      [card.id, card.title].forEach(filled);
      expect(card.icons.length).toBeGreaterThan(0);
      expect(card.list.length).toBeGreaterThan(0);
      card.list.forEach(filled);
    }
    expect(c.cards.filter((card) => card.select)).toHaveLength(1);
  });

  it('video: poster and video', () => {
    filled(c.video.poster);
    expect(c.video.video).toMatch(/\.mp4$/);
  });

  it('championTasks: title, subtitle, text and slogans[]', () => {
    const t = c.championTasks;
    [t.title, t.subtitle, t.text].forEach(filled);
    expect(t.slogans.length).toBeGreaterThan(1);
  });

  it('supportedCompanies: a title and slides of every field', () => {
    filled(c.supportedCompanies.title);
    expect(c.supportedCompanies.slides.length).toBeGreaterThanOrEqual(3);
    for (const s of c.supportedCompanies.slides) {
      [s.logo, s.time, s.title, s.titleAddit, s.help, s.company].forEach(filled);
      expect(s.titleColor).toMatch(/^#[0-9a-f]{6}$/i);
      expect(s.percent).toBeGreaterThan(0);
      expect(s.percent).toBeLessThanOrEqual(100);
      expect(s.tags.length).toBeGreaterThan(0);
      // The help text explains the figure the ring shows.
      expect(plain(s.help)).toContain(`${s.percent} %`);
    }
  });

  it('tasks: title, text and tasks[]', () => {
    [c.tasks.title, c.tasks.text].forEach(filled);
    expect(c.tasks.tasks.length).toBeGreaterThan(3);
  });

  it('info: subtitle, title, desc, achievements, video and runItems', () => {
    const i = c.info;
    [i.subtitle, i.title, i.desc].forEach(filled);
    expect(i.achievements.length).toBeGreaterThan(1);
    for (const a of i.achievements) [a.title, a.text].forEach(filled);
    [i.video.text, i.video.link, i.video.placeholder].forEach(filled);
    expect(i.runItems.length).toBeGreaterThan(3);
    unique(i.runItems);
  });

  it("ecosystem: type 'sport', sides, the triangle and techs", () => {
    const e = c.ecosystem;
    expect(e.type).toBe('sport');
    [e.title, e.desc, e.triangle.top, e.triangle.bottomLeft, e.triangle.bottomRight].forEach(
      filled,
    );
    expect(e.techs.length).toBeGreaterThan(2);
    expect(e.sides).toHaveLength(3);
    unique(e.sides.map((s) => s.id));
    for (const s of e.sides) {
      [s.id, s.title, s.text].forEach(filled);
      expect(s.icons.length).toBeGreaterThan(0);
      expect(s.list.length).toBeGreaterThan(0);
    }
  });

  it('cycle: title, subtitle and stages with decisions[] and items[][]', () => {
    [c.cycle.title, c.cycle.subtitle].forEach(filled);
    expect(c.cycle.stages.length).toBeGreaterThan(1);
    for (const stage of c.cycle.stages) {
      filled(stage.title);
      expect(stage.decisions.length).toBeGreaterThan(0);
      expect(stage.items.length).toBeGreaterThan(0);
      for (const group of stage.items) expect(group.length).toBeGreaterThan(0);
    }
  });
});

describe('sports landing content: the page', () => {
  it('uses the SPEC 2.11 headings letter for letter', () => {
    expect(plain(c.headings.cards.title)).toBe('Для кого ведем разработку');
    expect(plain(c.headings.blog.title)).toBe('Статьи и заметки');
    expect(plain(c.headings.faq)).toBe('Частые вопросы о веб-разработке');
    expect(c.path).toBe('/sportsite/');
  });

  it('has desktop and mobile title lines that say the same words', () => {
    const words = (lines: string[]) => plain(lines.join(' ')).split(/\s+/);
    expect(c.headline.mobile.length).toBeGreaterThan(c.headline.desktop.length);
    expect(words(c.headline.mobile)).toEqual(words(c.headline.desktop));
  });

  it('states the SPEC 2.12 figures in the description', () => {
    const d = c.meta.description;
    expect(plain(d)).toContain('сроки от 4 недель');
    expect(plain(d)).toContain('ставка от 2 700 ₽ в час');
    expect(plain(d)).toContain('типовой сайт под ключ за 2–3 месяца');
    expect(plain(d)).toContain('гарантия 1 год на весь функционал из ТЗ');
    expect(d).toContain('2\u00a0700'); // kept together
    expect(d.length).toBeGreaterThanOrEqual(140);
    expect(d.length).toBeLessThanOrEqual(180);
  });

  it('keeps the FAQ consistent with the figures', () => {
    const text = plain(c.faq.map((f) => f.answer).join(' '));
    expect(text).toContain('от 4 недель');
    expect(text).toContain('2 700 ₽');
    expect(text).toContain('2–3 месяца');
    expect(text).toMatch(/Год гарантии/);
  });

  it('points only at generated files that exist, the clips under 600 KB', () => {
    const paths = strings(c).filter((s) => s.startsWith('/landing/'));
    expect(paths.length).toBeGreaterThan(20);
    for (const p of paths) expect(existsSync(pub(p)), p).toBe(true);
    for (const clip of [c.video.video, c.info.video.link])
      expect(statSync(pub(clip)).size).toBeLessThan(600 * 1024);
  });

  it('contains no placeholder text and follows Russian typography', () => {
    const all = strings(c).filter((s) => !s.startsWith('/') && !s.startsWith('#'));
    const text = all.join('\n');
    expect(text).not.toMatch(/lorem|ipsum|todo|tbd|fixme|xxx/i);
    for (const s of all) {
      expect(s, s).not.toMatch(/ —/);
      expect(s, s).not.toMatch(/(^|[\s«(>])(в|к|с|и|а|о|у|на|по|до|от|за|из|не|для) /i);
      expect(s, s).not.toMatch(/"(?![^<]*>)/);
      expect(s, s).not.toMatch(/ - /);
      expect(s, s).not.toMatch(/\d [\dа-яё₽%]/i);
      expect(s, s).not.toMatch(/\s$|^\s|\s{2}/);
    }
  });
});
