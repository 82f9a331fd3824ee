// Pause/resume state machine of the hero's render loop (SPEC 4): it runs only while the element
// is in the viewport and the page is visible, and stops for good once the visitor leaves.

export type LoopState = {
  inView: boolean;
  pageVisible: boolean;
  /** The visitor left the page (pagehide or unmount): resources are released, nothing restarts. */
  stopped: boolean;
};

export type LoopEvent =
  | { type: 'enter' }
  | { type: 'leave' }
  | { type: 'page-visible' }
  | { type: 'page-hidden' }
  | { type: 'stop' }
  /** bfcache restore (pageshow with persisted) brings a stopped page back. */
  | { type: 'restore' };

export const INITIAL_LOOP_STATE: LoopState = { inView: false, pageVisible: true, stopped: false };

export function loopReducer(state: LoopState, event: LoopEvent): LoopState {
  switch (event.type) {
    case 'enter':
      return state.inView ? state : { ...state, inView: true };
    case 'leave':
      return state.inView ? { ...state, inView: false } : state;
    case 'page-visible':
      return state.pageVisible ? state : { ...state, pageVisible: true };
    case 'page-hidden':
      return state.pageVisible ? { ...state, pageVisible: false } : state;
    case 'stop':
      return state.stopped ? state : { ...state, stopped: true };
    case 'restore':
      return state.stopped ? { ...state, stopped: false } : state;
  }
}

export function isRunning(state: LoopState): boolean {
  return state.inView && state.pageVisible && !state.stopped;
}

/** The react-three-fiber frameloop for a state: 'never' schedules no frames at all. */
export function frameloopFor(state: LoopState): 'always' | 'never' {
  return isRunning(state) ? 'always' : 'never';
}
