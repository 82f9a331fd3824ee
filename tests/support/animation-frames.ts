// requestAnimationFrame under test: callbacks wait in a queue until runFrames() runs them, as the
// browser runs them at the start of a frame (the inline scripts of lib/layout/ act there).
let queue: FrameRequestCallback[] = [];

/** Queues requestAnimationFrame's callbacks from now on; call in beforeEach (restoreAllMocks ends it). */
export function queueAnimationFrames(): void {
  queue = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    queue.push(callback);
    return queue.length;
  });
}

/** Runs the callbacks queued so far, as one frame. */
export function runFrames(): void {
  const callbacks = queue;
  queue = [];
  for (const callback of callbacks) callback(0);
}
