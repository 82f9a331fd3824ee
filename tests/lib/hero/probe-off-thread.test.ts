// The probe in a worker: the worker's answer is used when it has WebGL; anything else (no worker,
// a failed or silent worker, a garbled answer, a worker without WebGL) falls back to the page.
import { PROBE_WORKER_TIMEOUT_MS, probeWebGLOffThread } from '@/lib/hero/probe-off-thread';
import type { WebGLProbe } from '@/lib/hero/renderer';

const gpu: WebGLProbe = {
  supported: true,
  renderer: 'Adreno (TM) 640',
  performanceCaveat: false,
  software: false,
};
const here: WebGLProbe = {
  supported: true,
  renderer: 'Apple GPU',
  performanceCaveat: false,
  software: false,
};

/** A worker that answers (or fails) when told to. */
class FakeWorker extends EventTarget {
  terminated = false;
  answer(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
  terminate() {
    this.terminated = true;
  }
}

function setup() {
  const worker = new FakeWorker();
  const probeHere = vi.fn(() => here);
  const promise = probeWebGLOffThread({
    createWorker: () => worker as unknown as Worker,
    probeHere,
  });
  return { worker, probeHere, promise };
}

beforeEach(() => {
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('OffscreenCanvas', class {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('probeWebGLOffThread', () => {
  it("uses the worker's answer and never probes on the page's thread", async () => {
    const { worker, probeHere, promise } = setup();
    worker.answer(gpu);
    await expect(promise).resolves.toEqual(gpu);
    expect(probeHere).not.toHaveBeenCalled();
    expect(worker.terminated).toBe(true);
  });

  it('keeps a software answer from the worker (the hero then stays an image)', async () => {
    const { worker, probeHere, promise } = setup();
    const software = { ...gpu, renderer: 'SwiftShader', software: true };
    worker.answer(software);
    await expect(promise).resolves.toEqual(software);
    expect(probeHere).not.toHaveBeenCalled();
  });

  it('probes on the page when the worker finds no WebGL, fails, or answers garbage', async () => {
    for (const act of [
      (w: FakeWorker) => w.answer({ ...gpu, supported: false }),
      (w: FakeWorker) => w.fail(),
      (w: FakeWorker) => w.answer('<html>'),
      (w: FakeWorker) => w.answer({ supported: true }),
    ]) {
      const { worker, probeHere, promise } = setup();
      act(worker);
      await expect(promise).resolves.toEqual(here);
      expect(probeHere).toHaveBeenCalledTimes(1);
      expect(worker.terminated).toBe(true);
    }
  });

  it('probes on the page when the worker stays silent, once, and ignores a late answer', async () => {
    vi.useFakeTimers();
    const { worker, probeHere, promise } = setup();
    vi.advanceTimersByTime(PROBE_WORKER_TIMEOUT_MS);
    await expect(promise).resolves.toEqual(here);
    worker.answer(gpu);
    expect(probeHere).toHaveBeenCalledTimes(1);
    expect(worker.terminated).toBe(true);
  });

  it('probes on the page where a worker cannot be made, or there is no OffscreenCanvas', async () => {
    const probeHere = vi.fn(() => here);
    const refused = probeWebGLOffThread({
      createWorker: () => {
        throw new Error('blocked by CSP');
      },
      probeHere,
    });
    await expect(refused).resolves.toEqual(here);
    vi.stubGlobal('OffscreenCanvas', undefined);
    const none = vi.fn(() => {
      throw new Error('must not start a worker');
    });
    await expect(probeWebGLOffThread({ createWorker: none, probeHere })).resolves.toEqual(here);
    expect(none).not.toHaveBeenCalled();
    expect(probeHere).toHaveBeenCalledTimes(2);
  });
});
