// The hero's WebGL probe, off the page's main thread. Making a WebGL context, and a second one that
// refuses a software rasteriser, costs a slowed phone's main thread one long task while the page
// is loading: 33–189 ms at 4× in real loads, and up to 670 ms in Lighthouse's simulation of a slow
// host (docs/performance.md 'What the gap is made of'). A worker asks the same GPU process with an
// OffscreenCanvas and posts the answer; the page probes on its own thread only where it must.
import { isWebGLProbe, probeWebGL, type WebGLProbe } from './renderer';

/** How long the page waits for the worker's answer before it probes on its own thread. */
export const PROBE_WORKER_TIMEOUT_MS = 3000;

export type OffThreadOptions = {
  /** Starts the probe's worker (injectable for tests). */
  createWorker?: () => Worker;
  /** The probe on the page's own thread, where the worker cannot answer. */
  probeHere?: () => WebGLProbe;
  timeoutMs?: number;
};

const probeWorker = () =>
  new Worker(new URL('./probe.worker.ts', import.meta.url), { name: 'webgl-probe' });

/**
 * Probes WebGL in a worker. It probes on the page's thread instead where there is no worker or no
 * OffscreenCanvas, when the worker fails or is silent for PROBE_WORKER_TIMEOUT_MS, and when the
 * worker finds no WebGL: a browser may offer WebGL to the page and not to OffscreenCanvas (Safari
 * before 17), and that must not cost a capable phone its 3D hero.
 */
export function probeWebGLOffThread({
  createWorker = probeWorker,
  probeHere = () => probeWebGL(),
  timeoutMs = PROBE_WORKER_TIMEOUT_MS,
}: OffThreadOptions = {}): Promise<WebGLProbe> {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined')
    return Promise.resolve(probeHere());
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    let settled = false;
    const finish = (answer: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker?.terminate();
      resolve(isWebGLProbe(answer) && answer.supported ? answer : probeHere());
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    try {
      worker = createWorker();
    } catch {
      finish(null);
      return;
    }
    worker.addEventListener('message', (event: MessageEvent<unknown>) => finish(event.data));
    worker.addEventListener('error', () => finish(null));
  });
}
