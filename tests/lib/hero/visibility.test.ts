import {
  INITIAL_LOOP_STATE,
  frameloopFor,
  isRunning,
  loopReducer,
  type LoopEvent,
  type LoopState,
} from '@/lib/hero/visibility';

const run = (events: LoopEvent['type'][], from: LoopState = INITIAL_LOOP_STATE) =>
  events.reduce((s, type) => loopReducer(s, { type } as LoopEvent), from);

describe('hero loop state machine (SPEC 4)', () => {
  it('starts paused until the element is in view', () => {
    expect(isRunning(INITIAL_LOOP_STATE)).toBe(false);
    expect(frameloopFor(INITIAL_LOOP_STATE)).toBe('never');
    expect(frameloopFor(run(['enter']))).toBe('always');
  });

  it('pauses out of view and resumes on re-entry', () => {
    expect(isRunning(run(['enter', 'leave']))).toBe(false);
    expect(isRunning(run(['enter', 'leave', 'enter']))).toBe(true);
  });

  it('pauses while the page is hidden, even in view', () => {
    expect(isRunning(run(['enter', 'page-hidden']))).toBe(false);
    expect(isRunning(run(['enter', 'page-hidden', 'page-visible']))).toBe(true);
    expect(isRunning(run(['page-hidden', 'enter']))).toBe(false);
  });

  it('stops for good when the visitor leaves, until a back/forward-cache restore', () => {
    const stopped = run(['enter', 'stop']);
    expect(isRunning(stopped)).toBe(false);
    expect(isRunning(run(['leave', 'enter', 'page-visible'], stopped))).toBe(false);
    expect(isRunning(run(['restore'], stopped))).toBe(true);
  });

  it('returns the same object for events that change nothing', () => {
    const s = run(['enter']);
    expect(loopReducer(s, { type: 'enter' })).toBe(s);
    expect(loopReducer(s, { type: 'page-visible' })).toBe(s);
    expect(loopReducer(s, { type: 'restore' })).toBe(s);
  });
});
