import { formatDate, parseIsoDate, plural, truncate } from '@/lib/format';

const NBSP = '\u00a0';

describe('formatDate', () => {
  it('makes its Intl format on the first date, not when the module loads, and only once', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const fresh = await import('@/lib/format');
    fresh.plural(3, ['кейс', 'кейса', 'кейсов']);
    fresh.truncate('Личный кабинет', 5);
    expect(made).not.toHaveBeenCalled();
    fresh.formatDate('2024-03-12');
    fresh.formatDate('2024-03-13');
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('formats ISO dates in Russian, without the trailing «г.»', () => {
    expect(formatDate('2024-03-12T10:00:00+03:00')).toBe(`12${NBSP}марта${NBSP}2024`);
    expect(formatDate('2023-12-31')).toBe(`31${NBSP}декабря${NBSP}2023`);
    expect(formatDate('2024-05-01T00:30:00Z')).toBe(`1${NBSP}мая${NBSP}2024`);
  });

  it('uses Moscow time, so late UTC evenings are already the next day', () => {
    expect(formatDate('2024-02-28T22:30:00Z')).toBe(`29${NBSP}февраля${NBSP}2024`);
  });

  it('returns an empty string for missing or broken dates', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('вчера')).toBe('');
    expect(parseIsoDate('not a date')).toBeNull();
  });
});

describe('truncate and plural', () => {
  it('cuts at a word boundary with an ellipsis', () => {
    expect(truncate('Короткий текст', 50)).toBe('Короткий текст');
    expect(truncate('Разбираем, из чего складывается срок разработки', 35)).toBe(
      'Разбираем, из чего складывается…',
    );
    expect(truncate('Разбираем, из чего складывается срок', 30)).toBe('Разбираем, из чего…');
    expect(truncate('Сверхдлинноесловобезпробелов', 10)).toBe('Сверхдлинн…');
  });

  it('picks the Russian plural form', () => {
    expect(plural(1, ['кейс', 'кейса', 'кейсов'])).toBe('кейс');
    expect(plural(3, ['кейс', 'кейса', 'кейсов'])).toBe('кейса');
    expect(plural(11, ['кейс', 'кейса', 'кейсов'])).toBe('кейсов');
    expect(plural(21, ['кейс', 'кейса', 'кейсов'])).toBe('кейс');
    expect(plural(25, ['кейс', 'кейса', 'кейсов'])).toBe('кейсов');
  });
});
