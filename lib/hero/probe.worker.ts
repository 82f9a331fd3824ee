// The WebGL probe in a worker (lib/hero/probe-off-thread.ts): one answer, then the page ends it.
// Bundled on its own by `new Worker(new URL(…))`.
import { offscreenFactory, probeWebGL } from './renderer';

postMessage(probeWebGL(offscreenFactory()));
