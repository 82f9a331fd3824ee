// The personal-account landing's copy (SPEC 2.10): every section's data is present and complete,
// the labels SPEC fixes are exact, the FAQ states the SPEC figures, and no stub text slipped in.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  ESTIMATE_LINK_LABEL,
  SUPPORT_FAQ_TITLE,
  SUPPORT_TICKER,
  supportLanding as content,
} from '@/content/landings/support';

const plain = (s: string) => s.replace(/\u00a0/g, ' ');
const publicFile = (url: string) => join(__dirname, '..', '..', '..', 'public', url);

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('personal-account landing content', () => {
  it('is the /support/ page whose structured data refers to /account/', () => {
    expect(content.path).toBe('/support/');
    expect(content.servicePath).toBe('/account/');
  });

  it('has the data of every section in SPEC order', () => {
    // 1 nav, 2 hero, 3 ticker, 4 types, 5 questions, 6 functionality, 7 integrations, 8 techs,
    // 9 examples, 10 cases, 11 form, 12 FAQ (13, the footer, is the layout's).
    expect(content.nav.links.length).toBeGreaterThan(0);
    expect(content.hero.title).not.toBe('');
    expect(content.hero.subtitle).not.toBe('');
    expect(content.ticker.items.length).toBe(3);
    expect(content.types.items).toHaveLength(3);
    expect(content.questions.items.length).toBeGreaterThanOrEqual(3);
    expect(content.functionality.items).toHaveLength(9);
    expect(content.integrations.kinds).toHaveLength(6);
    expect(content.techs.groups).toHaveLength(2);
    expect(content.examples.items).toHaveLength(4);
    expect(content.cases.title).not.toBe('');
    expect(content.form.title).not.toBe('');
    expect(content.faq.items.length).toBeGreaterThanOrEqual(6);
    expect(content.faq.items.length).toBeLessThanOrEqual(8);
  });

  it('labels the highlighted #bye link exactly', () => {
    expect(ESTIMATE_LINK_LABEL).toBe('Бесплатный просчёт разработки');
    expect(content.nav.cta).toEqual({ href: '#bye', label: 'Бесплатный просчёт разработки' });
    expect(content.nav.links.map((l) => l.href)).toEqual([
      '#types',
      '#integrations',
      '#techs',
      '#examples',
      '#cases',
    ]);
  });

  it('runs the ticker for clients, partners and employees, letter for letter', () => {
    expect(SUPPORT_TICKER).toEqual(['Для клиентов', 'Для партнёров', 'Для сотрудников']);
    expect(content.ticker.items).toEqual(['Для клиентов', 'Для партнёров', 'Для сотрудников']);
  });

  it('has cards for clients, partners and employees', () => {
    expect(content.types.items.map((i) => plain(i.title))).toEqual([
      'Для клиентов',
      'Для партнёров',
      'Для сотрудников',
    ]);
  });

  it('gives every functionality item an icon, a title and a text', () => {
    for (const item of content.functionality.items) {
      expect(item.icon).toMatch(/^\/landing\/support\/icons\/[a-z-]+\.svg$/);
      expect(existsSync(publicFile(item.icon)), item.icon).toBe(true);
      expect(item.title.length).toBeGreaterThan(3);
      expect(item.text.length).toBeGreaterThan(30);
    }
  });

  it('shows four examples, exactly one under NDA, each with its images on disk', () => {
    const { items } = content.examples;
    expect(items.filter((i) => i.nda)).toHaveLength(1);
    expect(new Set(items.map((i) => i.id)).size).toBe(4);
    for (const item of items) {
      for (const url of [item.icon, item.imageSmall, item.imageBig]) {
        expect(existsSync(publicFile(url)), url).toBe(true);
      }
      expect(item.iconText).not.toBe('');
      expect(item.text).toMatch(/^<p>/);
    }
    expect(plain(items.find((i) => i.nda)!.iconText)).toMatch(/NDA/);
  });

  it('has tabs of partners for the six kinds of services', () => {
    expect(content.integrations.kinds.map((k) => k.id)).toEqual([
      'accounting',
      'cashier',
      'crm',
      'payment',
      'delivery',
      'ticketing',
    ]);
    for (const kind of content.integrations.kinds) expect(kind.partners.length).toBeGreaterThan(2);
  });

  it('lists the code and CMS/framework technologies of SPEC 2.10', () => {
    const [code, cms] = content.techs.groups;
    expect(code!.items.map((i) => i.name)).toEqual(['PHP', 'API / JSON', 'Git / Gulp']);
    expect(cms!.items.map((i) => i.name)).toEqual(['Laravel', 'WordPress', '1С-Битрикс']);
  });

  it('titles the FAQ exactly and states the SPEC figures', () => {
    expect(content.faq.title).toBe(SUPPORT_FAQ_TITLE);
    expect(SUPPORT_FAQ_TITLE).toBe('Частые вопросы о разработке ЛК');
    const answers = plain(content.faq.items.map((i) => i.answer).join('\n'));
    expect(answers).toMatch(/от 1 млн ₽/);
    expect(answers).toMatch(/от 3 млн ₽/);
    expect(answers).toMatch(/от 2 до 6 месяцев/);
    const questions = plain(content.faq.items.map((i) => i.question).join('\n'));
    for (const topic of [/стоит/, /времени/, /интегрир/, /регистрац/i, /защищ/]) {
      expect(questions).toMatch(topic);
    }
  });

  it('contains no placeholder text and follows Russian typography', () => {
    const text = strings(content).filter((s) => !s.startsWith('/') && !s.startsWith('#'));
    expect(text.join('\n')).not.toMatch(/lorem|ipsum|todo|tbd|fixme|xxx/i);
    const exact = new Set<string>([ESTIMATE_LINK_LABEL, SUPPORT_FAQ_TITLE, ...SUPPORT_TICKER]);
    for (const s of text.filter((s) => !exact.has(s))) {
      expect(s, s).not.toMatch(/(^|[\s«(>])(в|к|с|и|а|о|у|на|по|до|от|за|из|не|для) /i);
      expect(s, s).not.toMatch(/\d [\dа-яё₽%]/i);
      expect(s, s).not.toMatch(/ —/);
    }
  });
});
