// Slider options of SPEC 9 (pure data, shared by the slider leaves and their tests).
import type { Options } from '@splidejs/splide';
import { BREAKPOINTS, MOBILE_BREAKPOINT } from '../constants';

/** Russian labels for Splide's screen-reader texts and pagination. */
const I18N: Options['i18n'] = {
  prev: 'Предыдущий слайд',
  next: 'Следующий слайд',
  first: 'К первому слайду',
  last: 'К последнему слайду',
  slideX: 'К слайду %s',
  pageX: 'К странице %s',
  play: 'Запустить',
  pause: 'Остановить',
  carousel: 'карусель',
  select: 'Выберите слайд',
  slide: 'слайд',
  slideLabel: '%s из %s',
};

/**
 * The sliders' root role: a named group (the APG carousel pattern allows it), so that a slider is
 * not a second region landmark beside its block's section (axe landmark-unique).
 */
export const SLIDER_ROLE = 'group';

/** Case image slider (column, column_with_slider): looped, centred, fixed width, no arrows. */
export const CASE_IMAGE_SLIDER: Options = {
  type: 'loop',
  focus: 'center',
  fixedWidth: 'min(64vw, 920px)',
  arrows: false,
  pagination: true,
  gap: '60px',
  role: SLIDER_ROLE,
  i18n: I18N,
  breakpoints: {
    [BREAKPOINTS.lg]: { gap: '30px', fixedWidth: '76vw' },
    [MOBILE_BREAKPOINT]: { gap: '30px', fixedWidth: '84vw' },
  },
};

/** Mobile-version slider: 4 per page by 1, gap 45px, padding 10vw; 3 / 20px / 5vw; 1 centred / 15px. */
export const MOBILE_VERSION_SLIDER: Options = {
  type: 'loop',
  perPage: 4,
  perMove: 1,
  gap: '45px',
  padding: '10vw',
  arrows: false,
  pagination: true,
  role: SLIDER_ROLE,
  i18n: I18N,
  breakpoints: {
    [BREAKPOINTS.lg]: { perPage: 3, gap: '20px', padding: '5vw' },
    [MOBILE_BREAKPOINT]: { perPage: 1, focus: 'center', gap: '15px' },
  },
};
