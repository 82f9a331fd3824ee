// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { color, image } from '@/lib/wp/fields';

describe('fields that reach the page are safe', () => {
  it('drops javascript: and relative image URLs', () => {
    expect(image.parse('javascript:alert(1)')).toBeUndefined();
    expect(image.parse('/uploads/a.png')).toBeUndefined();
    expect(
      image.parse({ url: 'https://wp.test/a.png', width: '800', height: 600, alt: null }),
    ).toEqual({
      url: 'https://wp.test/a.png',
      width: 800,
      height: 600,
      alt: '',
    });
  });

  it('accepts only plain colour literals, else the default', () => {
    const c = color('#fff');
    expect(c.parse('#49b6c3')).toBe('#49b6c3');
    expect(c.parse('rgba(0, 0, 0, 0.5)')).toBe('rgba(0, 0, 0, 0.5)');
    expect(c.parse('red; background: url(javascript:alert(1))')).toBe('#fff');
    expect(c.parse(undefined)).toBe('#fff');
  });
});
