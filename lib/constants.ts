// Business constants named by SPEC.md section 9, defined once and imported everywhere.

/** Header and mobile bar become 'scrolled' at this vertical scroll (SPEC 2.2, 9). */
export const SCROLL_THRESHOLD_PX = 50;

/** Page loading bar (SPEC 9). */
export const LOADING_BAR = { height: 5, color: '#49b6c3', throttleMs: 0 } as const;

/** Responsive breakpoints (SPEC 9), mirrored in styles/_breakpoints.scss (a test keeps them equal). */
export const BREAKPOINTS = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1536,
} as const;

/** The extra small-phone breakpoint SPEC.md names for the hero and the sliders. */
export const MOBILE_BREAKPOINT = 530;

/** Images: webp at quality 100, densities 1 and 2 (SPEC 9). */
export const IMAGE_QUALITY = 100;

/** Default colours (SPEC 9). */
export const COLORS = {
  accent: '#49b6c3',
  accentSecondary: '#9eacff',
  backdrop: 'hsla(0, 0%, 5%)',
  caseHead: '#171818',
  casePage: '#ffffff',
  white: '#ffffff',
  black: '#000000',
} as const;

/** Marketing figures stated to visitors (SPEC 1, 2.10, 2.12, 9). */
export const FIGURES = {
  yearsOfExperience: 15,
} as const;

/** Data loads (SPEC 7.3, 9). */
export const PORTFOLIO_PAGE_SIZE = 4;

/** The sports landing's loads: 12 blog articles and 12 portfolio cases (SPEC 7.4, 9). */
export const SPORT_PAGE_LOAD = 12;

/** How often an open tab asks whether a new build is deployed (SPEC 7.6, 9: every hour). */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
