// The background loop that empties the outbox: it sleeps until the earliest lead is due, runs one
// pass at a time, and wakes early when a lead is queued (kick).
import type { Outbox } from './outbox';

export type DeliveryLoop = {
  /** Run a pass soon (a lead was just queued). */
  kick(): void;
  /** Resolves once the current pass, if any, has finished. */
  idle(): Promise<void>;
  stop(): void;
};

export type DeliveryLoopOptions = {
  /** Look again at least this often, for leads another process wrote. */
  rescanMs: number;
  now?: () => number;
  onError?: (error: unknown) => void;
};

export function startDeliveryLoop(outbox: Outbox, options: DeliveryLoopOptions): DeliveryLoop {
  const { rescanMs, now = Date.now, onError = () => {} } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  function wake(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, Math.max(0, Math.min(delay, rescanMs)));
    timer.unref?.();
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      let next = rescanMs;
      try {
        await outbox.deliverDue();
        const due = await outbox.nextDueAt();
        if (due !== null) next = due - now();
      } catch (error) {
        onError(error);
      }
      running = null;
      if (again) {
        again = false;
        next = 0;
      }
      wake(next);
    })();
  }

  wake(0);
  return {
    kick: () => wake(0),
    idle: async () => {
      while (running) await running;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
