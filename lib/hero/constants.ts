// Hero and particle constants of SPEC 9, plus the tuning numbers of the hero's quality ladder.

/** Parametric geometry resolution (SPEC 9): 400×400 segments. */
export const HERO_SEGMENTS = 400;
/** Shader time advanced per frame (SPEC 9), measured in 60 fps frames. */
export const HERO_TIME_STEP = 0.01;
/** Animation speed multiplier (SPEC 9). */
export const HERO_SPEED = 1;
/** Distortion of the surface in the vertex shader (SPEC 9). */
export const HERO_DISTORTION = 4;
/** Canvas resize debounce (SPEC 4, 9). */
export const RESIZE_DEBOUNCE_MS = 100;
/** The canvas is this much wider than the window at ≤530px (SPEC 9). */
export const HERO_MOBILE_EXTRA_WIDTH = 100;
/** Mesh rotation per 60 fps frame, radians (a full turn in about 35 s). */
export const HERO_ROTATION_STEP = 0.003;

/** The static stand-in (LCP element), rendered with the default camera at desktop width. */
export const HERO_IMAGE = { src: '/img/main-elem.png', width: 1600, height: 800 } as const;
/** The matcap texture of the 3D shape. */
export const HERO_MATCAP_SRC = '/img/matcap.webp';

/** Query parameter that forces full 3D anywhere (`?hero=3d`), for tests and demos. */
export const HERO_FORCE_PARAM = 'hero';
export const HERO_FORCE_VALUE = '3d';

/** Start loading the 3D chunk when the hero is this close to the viewport. */
export const HERO_NEAR_VIEWPORT_MARGIN = '300px';

/** Device pixel ratio is capped here before the fps governor may lower it further. */
export const HERO_MAX_DPR = 2;
/** The governor's target: fewer frames per second than this is 'slow'. */
export const HERO_MIN_FPS = 30;
/** The governor samples the frame rate in windows of this length (drei PerformanceMonitor)… */
export const HERO_SAMPLE_MS = 250;
/** …this many of them (the first includes shader upload; the majority decides)… */
export const HERO_SAMPLE_WINDOWS = 4;
/** …and acts when more than this share of the windows agree. */
export const HERO_SAMPLE_MAJORITY = 0.5;
/** Segment counts tried after the pixel ratio is already 1. */
export const HERO_SEGMENT_LADDER = [HERO_SEGMENTS, 200, 100] as const;

/** The `elementtiming` name of the hero's static image: its paint record gates the 3D work. */
export const HERO_PAINT_ID = 'hero-still';
