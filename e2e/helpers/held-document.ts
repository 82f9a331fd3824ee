// A proxy in front of the site that sends a page's HTML up to an element and the rest only when
// the test says so, to make the browser paint the part it has: what a slow phone does when its
// parser yields mid-document, and any browser when the HTML arrives in pieces. Every other request
// passes through.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type HeldDocument = {
  /** The page through the proxy. */
  url: string;
  /** Sends the rest of the document. */
  release: () => void;
  /** Whether the document held the element (and so was cut before it). */
  wasCut: () => boolean;
  close: () => void;
};

/** Holds `path`'s document back at the first tag after `<main` that matches `element`. */
export async function holdDocument(
  siteOrigin: string,
  path: string,
  element: RegExp,
): Promise<HeldDocument> {
  let release = () => {};
  // Never held for longer than a test would wait.
  const rest = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, 15_000);
  });
  let cut = false;
  const proxy = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url!, siteOrigin), {
      headers: { 'accept-encoding': 'identity', accept: request.headers.accept ?? '*/*' },
      redirect: 'manual',
    });
    const headers = Object.fromEntries(
      [...upstream.headers].filter(
        ([name]) => !/^(content-(length|encoding)|transfer-encoding)$/.test(name),
      ),
    );
    response.writeHead(upstream.status, headers);
    const body = Buffer.from(await upstream.arrayBuffer());
    const html = request.url === path ? body.toString('latin1') : '';
    const main = html.indexOf('<main');
    const match = main < 0 ? null : element.exec(html.slice(main));
    if (!match) return void response.end(body);
    const at = html.lastIndexOf('<', main + match.index + 1);
    cut = true;
    response.write(body.subarray(0, at));
    await rest;
    response.end(body.subarray(at));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    release: () => release(),
    wasCut: () => cut,
    close: () => proxy.close(),
  };
}
