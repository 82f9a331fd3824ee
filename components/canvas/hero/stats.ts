// A cheap, always-on window.__heroStats object: frame count and cost of the hero's render loop,
// for the e2e specs and for anyone profiling the page. Mutated in place, never re-created per frame.
// (One hero per page is the design; a second one would share the counters.)

export type HeroStats = {
  /** Frames drawn since the scene mounted. */
  frames: number;
  running: boolean;
  dpr: number;
  segments: number;
  /** Last fps measured by the governor (null when not measured). */
  fps: number | null;
  /** Main-thread time of the last frame (uniform updates + gl.render), ms. */
  lastFrameMs: number;
  /** Mean main-thread time per frame, ms. */
  meanFrameMs: number;
};

declare global {
  interface Window {
    __heroStats?: HeroStats;
  }
}

let current: HeroStats | null = null;

export function resetHeroStats(dpr: number, segments: number): void {
  current = {
    frames: 0,
    running: false,
    dpr,
    segments,
    fps: null,
    lastFrameMs: 0,
    meanFrameMs: 0,
  };
  window.__heroStats = current;
}

export function updateHeroStats(patch: Partial<Omit<HeroStats, 'frames'>>): void {
  if (current) Object.assign(current, patch);
}

export function recordFrame(frameMs: number): void {
  if (!current) return;
  current.frames += 1;
  current.lastFrameMs = frameMs;
  current.meanFrameMs += (frameMs - current.meanFrameMs) / current.frames;
}
