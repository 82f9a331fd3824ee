// Where a lead came from (issue 22, item 6): captured once per session, sent with the lead,
// validated without ever costing the lead.
import {
  ATTRIBUTION_STORAGE_KEY,
  attributionOf,
  captureAttribution,
  storedAttribution,
} from '@/lib/lead/attribution';
import { EMPTY_VALUES, checkLead, leadSchema, parseAttribution } from '@/lib/lead/schema';

const ID = '3f1c2a4e-8b7d-4c6e-9a1b-2d3e4f5a6b7c';
const ORIGIN = 'https://studio.example';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('attributionOf', () => {
  it('takes the landing page with its query, an outside referrer and every utm_* parameter', () => {
    const search =
      '?utm_source=yandex&utm_medium=cpc&utm_campaign=sport-autumn&utm_term=%D1%81%D0%B0%D0%B9%D1%82&utm_content=b1&gclid=x';
    expect(
      attributionOf({ pathname: '/sportsite/', search, origin: ORIGIN }, 'https://ya.ru/'),
    ).toEqual({
      landing_page: `/sportsite/${search}`,
      referrer: 'https://ya.ru/',
      utm_source: 'yandex',
      utm_medium: 'cpc',
      utm_campaign: 'sport-autumn',
      utm_term: 'сайт',
      utm_content: 'b1',
    });
  });

  it('leaves out the site’s own referrer, empty parameters, and cuts long values', () => {
    const long = 'a'.repeat(300);
    expect(
      attributionOf(
        { pathname: '/', search: `?utm_source=&utm_campaign=${long}`, origin: ORIGIN },
        `${ORIGIN}/about/`,
      ),
    ).toEqual({
      landing_page: `/?utm_source=&utm_campaign=${long}`,
      utm_campaign: long.slice(0, 200),
    });
    expect(attributionOf({ pathname: '/', search: '', origin: ORIGIN }, 'not a url')).toEqual({
      landing_page: '/',
    });
  });
});

describe('captureAttribution', () => {
  it('keeps the first page view of the session only', () => {
    const store = memoryStore();
    captureAttribution({ pathname: '/a/', search: '?utm_source=vk', origin: ORIGIN }, '', store);
    captureAttribution({ pathname: '/b/', search: '?utm_source=tg', origin: ORIGIN }, '', store);
    expect(JSON.parse(storedAttribution(store))).toEqual({
      landing_page: '/a/?utm_source=vk',
      utm_source: 'vk',
    });
  });

  it('never throws when storage refuses', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
    };
    expect(() =>
      captureAttribution({ pathname: '/', search: '', origin: ORIGIN }, '', broken),
    ).not.toThrow();
    expect(storedAttribution(broken)).toBe('');
    expect(ATTRIBUTION_STORAGE_KEY).toBe('studio:attribution');
  });
});

describe('the lead’s attribution', () => {
  const values = { ...EMPTY_VALUES, name: 'Анна', phone: '+7 900 123-45-67', consent: true };

  it('travels with the lead when valid', () => {
    const attribution = { landing_page: '/?utm_source=vk', utm_source: 'vk' };
    const checked = checkLead(values, {
      request_id: ID,
      page: '/',
      attribution: JSON.stringify(attribution),
    });
    expect(checked.ok && checked.lead.attribution).toEqual(attribution);
  });

  it('drops garbage, unknown and too long fields; a lead without it stays valid', () => {
    expect(parseAttribution('{not json')).toBeUndefined();
    expect(parseAttribution('[1]')).toBeUndefined();
    expect(parseAttribution({ gclid: 'x', utm_source: ' ' })).toBeUndefined();
    expect(
      parseAttribution({ utm_source: 'x'.repeat(201), utm_medium: 'cpc', referrer: 5 }),
    ).toEqual({ utm_medium: 'cpc' });
    const checked = checkLead(values, { request_id: ID, page: '/', attribution: '{bad' });
    expect(checked.ok).toBe(true);
    expect(checked.ok && 'attribution' in checked.lead).toBe(false);
  });

  it('is limited by the lead schema', () => {
    const lead = { request_id: ID, name: 'Анна', phone: '89001234567', page: '/', consent: true };
    expect(leadSchema.safeParse({ ...lead, attribution: { utm_source: 'vk' } }).success).toBe(true);
    expect(
      leadSchema.safeParse({ ...lead, attribution: { utm_source: 'x'.repeat(201) } }).success,
    ).toBe(false);
    expect(leadSchema.safeParse({ ...lead, attribution: { referrer: '' } }).success).toBe(false);
  });
});
