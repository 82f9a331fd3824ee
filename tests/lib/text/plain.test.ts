// The one HTML-to-text of the site: block boundaries read as spaces, inline tags join their text,
// hidden content never leaks, and WordPress text fields get the site's typography.
import { htmlToText, plain, plainList } from '@/lib/text/plain';
import { NBSP } from '@/lib/text/typograph';

describe('htmlToText', () => {
  it('reads block boundaries as a space and joins inline markup', () => {
    expect(htmlToText('<p>Первый</p><p>второй</p>')).toBe('Первый второй');
    expect(htmlToText('строка<br/>следующая')).toBe('строка следующая');
    expect(htmlToText('<b>клу</b>б')).toBe('клуб');
  });

  it('never leaks hidden content, closed or left open', () => {
    expect(htmlToText('a<style>p{}</style>b<!-- x -->c')).toBe('a b c');
    expect(htmlToText('Текст<script>alert(1)')).toBe('Текст');
    expect(htmlToText('<textarea>секрет</textarea>Видно')).toBe('Видно');
  });

  it('decodes named and numeric entities but leaves unknown ones', () => {
    expect(htmlToText('&laquo;Орбита&raquo; &#8212; &unknown;')).toBe('«Орбита» — &unknown;');
  });
});

describe('plain WordPress fields', () => {
  it('applies the site typography and drops empty values', () => {
    expect(plain('<b>Сайт для клуба</b>')).toBe(`Сайт для${NBSP}клуба`);
    expect(plain('<p> </p>')).toBeUndefined();
    expect(plainList(['', 'в срок', '<br>'])).toEqual([`в${NBSP}срок`]);
  });
});

describe('htmlToText', () => {
  it('flattens HTML to text without script content', () => {
    expect(htmlToText('<p>Сайт&nbsp;для <b>клуба</b></p><script>x()</script>')).toBe(
      'Сайт\u00a0для клуба',
    );
  });
});

describe('htmlToText (excerpts)', () => {
  it('drops tags and decodes common entities, keeping non-breaking spaces', () => {
    expect(
      htmlToText('<p>Из&nbsp;чего <strong>складывается</strong> срок &mdash; разберём&hellip;</p>'),
    ).toBe(`Из${NBSP}чего складывается срок — разберём…`);
    expect(htmlToText('<script>alert(1)</script>Текст &#171;в&#xBB;')).toBe('Текст «в»');
    expect(htmlToText(null)).toBe('');
  });
});
