import { vi } from 'vitest';

/** Stubs global fetch with one answer per call, recording the requested URLs and options. */
type Answer = (url: string, init?: RequestInit) => Response | Promise<Response>;

export function stubFetch(...answers: Answer[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  let i = 0;
  const fn = vi.fn(async (url: string | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    const answer = answers[Math.min(i, answers.length - 1)];
    i += 1;
    if (!answer) throw new Error('no answer stubbed');
    return answer(String(url), init);
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

export const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const text =
  (body: string, status = 200) =>
  () =>
    new Response(body, { status, headers: { 'content-type': 'text/html' } });

/** A fetch that never answers until its signal aborts (the client's time-out). */
export const hang = (): Answer => (_url, init) =>
  new Promise<Response>((_, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });
