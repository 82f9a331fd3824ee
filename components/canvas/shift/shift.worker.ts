// The shift background's worker: draws the particles on the canvas the page handed it
// (protocol.ts), off the page's main thread. Bundled on its own by `new Worker(new URL(…))`.
import { shiftWorker, workerEnv, type ShiftMessage } from './protocol';

const handle = shiftWorker(workerEnv());

addEventListener('message', (event: MessageEvent<ShiftMessage>) => handle(event.data));
