// Issue 12: the colour maths behind the contrast guard (WCAG 2 relative luminance and contrast
// ratio) and the readable text colour picked when WordPress sends one that fails.
import {
  blockPalette,
  composite,
  contrastRatio,
  MIN_LARGE_TEXT_CONTRAST,
  MIN_TEXT_CONTRAST,
  parseColor,
  readableText,
  relativeLuminance,
  surfaceOf,
  toneOf,
  type Rgb,
} from '@/lib/case/color';

const rgb = (value: string): Rgb => {
  const c = parseColor(value);
  if (!c) throw new Error(`unparsable ${value}`);
  return composite(c, [255, 255, 255]);
};

describe('parseColor', () => {
  it('reads hex (3, 4, 6, 8 digits), rgb/rgba with numbers or percents, hsl/hsla and names', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255, 1]);
    expect(parseColor('#1b2a33')).toEqual([27, 42, 51, 1]);
    expect(parseColor('#00000080')?.[3]).toBeCloseTo(0.5, 2);
    expect(parseColor('#0008')?.[3]).toBeCloseTo(0.53, 2);
    expect(parseColor('rgba(255, 255, 255, 0.8)')).toEqual([255, 255, 255, 0.8]);
    expect(parseColor('rgb(100%, 0%, 0%)')).toEqual([255, 0, 0, 1]);
    expect(parseColor('hsla(0, 0%, 5%)')).toEqual([13, 13, 13, 1]);
    expect(parseColor('hsl(120, 100%, 25%)')).toEqual([0, 128, 0, 1]);
    expect(parseColor('White')).toEqual([255, 255, 255, 1]);
    expect(parseColor('transparent')?.[3]).toBe(0);
  });

  it('returns null for what it cannot read', () => {
    for (const bad of [undefined, '', '#12', '#ggg', 'red', 'rgb(1, 2)', 'var(--x)'])
      expect(parseColor(bad)).toBeNull();
  });
});

describe('relative luminance and contrast ratio (WCAG 2)', () => {
  it('gives 0 for black, 1 for white and the spec values in between', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 10);
    expect(relativeLuminance([128, 128, 128])).toBeCloseTo(0.2159, 4);
    expect(relativeLuminance(rgb('#49b6c3'))).toBeCloseTo(0.3881, 3);
  });

  it('is 21 for black on white, 1 for a colour on itself, and symmetric', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 10);
    expect(contrastRatio(rgb('#1b2a33'), rgb('#1b2a33'))).toBe(1);
    expect(contrastRatio(rgb('#777'), rgb('#fff'))).toBeCloseTo(4.48, 2);
    expect(contrastRatio(rgb('#fff'), rgb('#777'))).toBeCloseTo(4.48, 2);
  });

  it('measures the Теплолиния chips of issue 12 below 4.5:1 (axe: 3.88)', () => {
    expect(contrastRatio(rgb('#e0553d'), rgb('#1b2a33'))).toBeCloseTo(3.88, 2);
  });

  it('composites a translucent text colour over its background before measuring', () => {
    const surface = rgb('#ffffff');
    const faint = composite(parseColor('rgba(0, 0, 0, 0.2)')!, surface);
    expect(contrastRatio(faint, surface)).toBeLessThan(MIN_LARGE_TEXT_CONTRAST);
  });
});

describe('readableText', () => {
  it('keeps a colour WordPress sends when it reaches 4.5:1', () => {
    expect(readableText('#ffffff', rgb('#1b2a33'))).toBe('#ffffff');
    expect(readableText('rgba(255, 255, 255, 0.8)', rgb('#16222e'))).toBe(
      'rgba(255, 255, 255, 0.8)',
    );
  });

  it('replaces a failing one by the site text colour that reads (the Теплолиния chips)', () => {
    expect(readableText('#e0553d', rgb('#1b2a33'))).toBe('#ffffff');
    expect(readableText('#ffffff', rgb('#ffffff'))).toBe('#111111');
    expect(readableText('#f3f5f7', rgb('#fff6ec'))).toBe('#111111');
    expect(readableText('rgba(17, 17, 17, 0.3)', rgb('#ffffff'))).toBe('#111111');
  });

  it('takes black on the mid greys where neither white nor #111 reach 4.5:1', () => {
    const grey = rgb('#7a7a7a');
    expect(contrastRatio(rgb('#ffffff'), grey)).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(contrastRatio(rgb('#111111'), grey)).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(readableText('#8a8a8a', grey)).toBe('#000000');
  });

  it('accepts 3:1 where the text is large', () => {
    expect(readableText('#e0553d', rgb('#1b2a33'), MIN_LARGE_TEXT_CONTRAST)).toBe('#e0553d');
  });

  it('reads on every background: 4.5:1 or more over a sweep of greys and hues', () => {
    const sent = ['#777777', '#e0553d', '#ff4f8b', '#49b6c3', 'rgba(255, 255, 255, 0.4)'];
    for (let v = 0; v <= 255; v += 5) {
      for (const bg of [`rgb(${v}, ${v}, ${v})`, `hsl(${v}, 80%, 50%)`, `hsl(${v}, 60%, 30%)`]) {
        const surface = rgb(bg);
        for (const text of sent) {
          const chosen = composite(parseColor(readableText(text, surface))!, surface);
          expect(contrastRatio(chosen, surface)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        }
      }
    }
  });
});

describe('toneOf, surfaceOf', () => {
  it('reads dark backgrounds as dark and clear or unknown ones as no tone', () => {
    expect(toneOf('#1b2a33')).toBe('dark');
    expect(toneOf('#fff6ec')).toBe('light');
    expect(toneOf('transparent')).toBeUndefined();
    expect(toneOf('rgba(0, 0, 0, 0)')).toBeUndefined();
    expect(toneOf(undefined)).toBeUndefined();
  });

  it('lays a translucent background over the white page; without one takes the default', () => {
    expect(surfaceOf('rgba(0, 0, 0, 0.5)', 'dark').map(Math.round)).toEqual([128, 128, 128]);
    expect(surfaceOf(undefined, 'dark')).toEqual([23, 24, 24]);
    expect(surfaceOf('transparent', 'light')).toEqual([255, 255, 255]);
  });
});

describe('blockPalette', () => {
  it('passes readable WordPress colours through unchanged', () => {
    const p = blockPalette({ bg: '#5a1620', text: '#ffffff', title: '#ffd9a8' }, 'dark');
    expect(p).toMatchObject({ tone: 'dark', bg: '#5a1620', text: '#ffffff', title: '#ffd9a8' });
  });

  it('fixes text and title that vanish on their own background (hostile colours)', () => {
    const p = blockPalette({ bg: '#ff4f8b', text: '#ff4f8b', title: '#ff5090' }, 'dark');
    const surface = rgb('#ff4f8b');
    for (const c of [p.text, p.title, p.secondary, p.accent])
      expect(contrastRatio(rgb(c), surface)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('keeps secondary text readable: the 68 % mix where it reads, the text colour where not', () => {
    expect(blockPalette({ bg: '#ffffff' }, 'light').secondary).toMatch(/^rgb\(/);
    const grey = blockPalette({ bg: '#7a7a7a' }, 'light');
    expect(grey.secondary).toBe(grey.text);
  });

  it('a clear background with a dark default keeps the dark surface (no white on white)', () => {
    const p = blockPalette({ bg: 'transparent', text: '#ffffff' }, 'dark');
    expect(p.bg).toBeUndefined();
    expect(p.tone).toBe('dark');
    expect(p.text).toBe('#ffffff');
  });

  it('darkens the accent for small text on light blocks (DESIGN.md: accent on white fails)', () => {
    expect(blockPalette({ bg: '#ffffff' }, 'light').accent).toBe('#111111');
    expect(blockPalette({ bg: '#1b2a33' }, 'dark').accent).toBe('#49b6c3');
  });
});
