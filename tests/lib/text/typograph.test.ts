import { NBSP, typograph, typographDeep } from '@/lib/text/typograph';

describe('typograph', () => {
  it('binds short words to the next word', () => {
    expect(typograph('работаем в команде и с заказчиком')).toBe(
      `работаем в${NBSP}команде и${NBSP}с${NBSP}заказчиком`,
    );
    expect(typograph('Для бизнеса')).toBe(`Для${NBSP}бизнеса`);
  });

  it('keeps figures together', () => {
    expect(typograph('от 2 700 ₽ в час')).toBe(`от${NBSP}2${NBSP}700${NBSP}₽ в${NBSP}час`);
    expect(typograph('более 15 лет')).toBe(`более 15${NBSP}лет`);
    expect(typograph('за 2–3 месяца')).toBe(`за${NBSP}2–3${NBSP}месяца`);
  });

  it('never starts a line with an em dash', () => {
    expect(typograph('Laravel — фреймворк')).toBe(`Laravel${NBSP}— фреймворк`);
  });

  it('leaves long words and hyphenated words alone', () => {
    expect(typograph('она работает')).toBe('она работает');
    expect(typograph('веб-сервисы на заказ')).toBe(`веб-сервисы на${NBSP}заказ`);
  });

  it('walks objects and arrays but keeps listed strings and paths', () => {
    const keep = new Set(['Аналитика и UX-проектирование']);
    const out = typographDeep(
      { a: ['и так'], b: 'Аналитика и UX-проектирование', href: '/a b/', n: 3 },
      keep,
    );
    expect(out).toEqual({
      a: [`и${NBSP}так`],
      b: 'Аналитика и UX-проектирование',
      href: '/a b/',
      n: 3,
    });
  });
});
