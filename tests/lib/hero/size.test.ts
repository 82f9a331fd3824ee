import { heroCanvasSize, cappedPixelRatio } from '@/lib/hero/size';
import { HERO_MOBILE_EXTRA_WIDTH } from '@/lib/hero/constants';

describe('heroCanvasSize (SPEC 9)', () => {
  it('is the window width by half of it above 530px', () => {
    expect(heroCanvasSize(1440)).toEqual({ width: 1440, height: 720 });
    expect(heroCanvasSize(1024)).toEqual({ width: 1024, height: 512 });
    expect(heroCanvasSize(531)).toEqual({ width: 531, height: 266 });
  });

  it('adds 100px at 530px and below, height still half the width', () => {
    expect(HERO_MOBILE_EXTRA_WIDTH).toBe(100);
    expect(heroCanvasSize(530)).toEqual({ width: 630, height: 315 });
    expect(heroCanvasSize(375)).toEqual({ width: 475, height: 238 });
    expect(heroCanvasSize(320)).toEqual({ width: 420, height: 210 });
  });

  it('follows a box narrower than the window, with the ≤530px rule taken from the window', () => {
    expect(heroCanvasSize(600, 1440)).toEqual({ width: 600, height: 300 });
    expect(heroCanvasSize(300, 400)).toEqual({ width: 400, height: 200 });
    expect(heroCanvasSize(300, 531)).toEqual({ width: 300, height: 150 });
  });

  it('rounds fractional widths and never goes negative', () => {
    expect(heroCanvasSize(1279.6)).toEqual({ width: 1280, height: 640 });
    expect(heroCanvasSize(-5)).toEqual({ width: 100, height: 50 });
  });
});

describe('cappedPixelRatio', () => {
  it('follows the device up to the cap and never drops below 1', () => {
    expect(cappedPixelRatio(3, 2)).toBe(2);
    expect(cappedPixelRatio(1.5, 2)).toBe(1.5);
    expect(cappedPixelRatio(0.75, 2)).toBe(1);
    expect(cappedPixelRatio(undefined, 2)).toBe(1);
    expect(cappedPixelRatio(Number.NaN, 2)).toBe(1);
  });
});
