// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/lib/sanitize';

describe('sanitizeHtml (untrusted WordPress HTML)', () => {
  it('drops scripts with their content', () => {
    expect(sanitizeHtml('<p>Текст</p><script>window.__xss=1</script>')).toBe('<p>Текст</p>');
  });

  it('drops event handlers and javascript: URLs', () => {
    const out = sanitizeHtml(
      '<img src="https://cdn.test/a.png" onerror="window.__xss=1"><a href="javascript:window.__xss=1">x</a><a href="JaVaScRiPt:alert(1)">y</a>',
    );
    expect(out).not.toMatch(/onerror|javascript:/i);
    expect(out).toContain('src="https://cdn.test/a.png"');
  });

  it('turns links with unsafe targets into text and drops images without an absolute URL', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">Жми</a>')).toBe('<span>Жми</span>');
    expect(sanitizeHtml('<a href="data:text/html,x">d</a><a>n</a>')).toBe(
      '<span>d</span><span>n</span>',
    );
    expect(sanitizeHtml('<p><img src="x" onerror="alert(1)">т</p>')).toBe('<p>т</p>');
    expect(sanitizeHtml('<a href="#faq">к вопросам</a>')).toBe('<a href="#faq">к вопросам</a>');
  });

  it('drops iframes, styles and inline style attributes', () => {
    const out = sanitizeHtml(
      '<iframe src="https://evil.test"></iframe><style>body{}</style><p style="x">a</p>',
    );
    expect(out).toBe('<p>a</p>');
  });

  it('opens external links in a new tab with rel noopener', () => {
    expect(sanitizeHtml('<a href="https://example.org">a</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeHtml('<a href="/cases/">b</a>')).toBe('<a href="/cases/">b</a>');
  });

  it('keeps the editor formatting', () => {
    const html =
      '<h2>Задача</h2><ul><li><strong>Быстро</strong></li></ul><blockquote>Цитата</blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });

  it('moves headings down where the HTML sits under a heading of the page (h2 → h3, never past h6)', () => {
    const html = '<h2>Задачи</h2><h3>Стек</h3><h6>Мелко</h6><p>Текст</p>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml(html, { headingShift: 1 })).toBe(
      '<h3>Задачи</h3><h4>Стек</h4><h6>Мелко</h6><p>Текст</p>',
    );
    expect(sanitizeHtml('<h2 onclick="x()">Задачи</h2>', { headingShift: 1 })).toBe(
      '<h3>Задачи</h3>',
    );
  });
});
