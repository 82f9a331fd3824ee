// SPEC 2.9, 9 sliders: column and column_with_slider — looped, centred, fixed width, no arrows,
// gap 60px (30px at ≤1024 and ≤530); mobile_version — looped, 4 per page by 1, gap 45px, padding
// 10vw, no arrows; ≤1024: 3 per page, gap 20px, padding 5vw; ≤530: 1 per page, centred, gap 15px.
import { CASE_IMAGE_SLIDER, MOBILE_VERSION_SLIDER } from '@/lib/case/sliders';

describe('case image slider options', () => {
  it('is looped, centred, fixed-width, without arrows, with a 60px gap', () => {
    expect(CASE_IMAGE_SLIDER).toMatchObject({
      type: 'loop',
      focus: 'center',
      arrows: false,
      gap: '60px',
    });
    expect(CASE_IMAGE_SLIDER.fixedWidth).toBeTruthy();
  });

  it('narrows the gap to 30px at 1024px and at 530px', () => {
    expect(CASE_IMAGE_SLIDER.breakpoints?.[1024]).toMatchObject({ gap: '30px' });
    expect(CASE_IMAGE_SLIDER.breakpoints?.[530]).toMatchObject({ gap: '30px' });
  });
});

describe('mobile-version slider options', () => {
  it('shows 4 per page, moves 1, gap 45px, padding 10vw, looped, no arrows', () => {
    expect(MOBILE_VERSION_SLIDER).toMatchObject({
      type: 'loop',
      perPage: 4,
      perMove: 1,
      gap: '45px',
      padding: '10vw',
      arrows: false,
    });
  });

  it('shows 3 per page with gap 20px and padding 5vw at 1024px', () => {
    expect(MOBILE_VERSION_SLIDER.breakpoints?.[1024]).toEqual({
      perPage: 3,
      gap: '20px',
      padding: '5vw',
    });
  });

  it('shows 1 centred per page with gap 15px at 530px', () => {
    expect(MOBILE_VERSION_SLIDER.breakpoints?.[530]).toEqual({
      perPage: 1,
      focus: 'center',
      gap: '15px',
    });
  });
});
