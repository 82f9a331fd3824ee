// Constants of the 'shift' particle background (SPEC 2.5, 9; the backdrop colour is $backdrop in
// styles/_colors.scss) and the tuning that keeps it cheap.
/** SPEC 9: about 150 particles, radius 100–300, life 150–350 frames. */
export const PARTICLE_COUNT = 150;
export const PARTICLE_RADIUS = { min: 100, max: 300 } as const;
export const PARTICLE_LIFE = { min: 150, max: 350 } as const;
/** The shift canvas follows devicePixelRatio up to this cap: a blur gains nothing from more. */
export const SHIFT_MAX_DPR = 1;
/**
 * Drawing-buffer scale of the shift canvas: the glows are soft gradients, so an eighth of the CSS
 * size upscaled by the compositor looks the same, at 1/64 of the pixels — which keeps every frame
 * short even where 2D canvas is rasterised in software (Lighthouse, GPU-less machines).
 */
export const SHIFT_RENDER_SCALE = 0.125;
/** The shift background redraws at most this often (its motion is slow). */
export const SHIFT_FPS = 30;

/** Hues between the two accents of DESIGN.md: #49b6c3 (≈187°) and #9eacff (≈231°). */
export const SHIFT_HUE = { min: 187, max: 231 } as const;
/** Frames of one full swing of the shared hue between the accents. */
export const SHIFT_HUE_PERIOD = 1800;
/** The brightest a particle gets (alpha at mid-life). */
export const SHIFT_PEAK_ALPHA = 0.09;
/** Fraction of life spent fading in, and again fading out. */
export const SHIFT_FADE = 0.3;
