// Module shim: jsdom (a devDependency, vitest's DOM) ships no types and @types/jsdom is not
// installed. This restates the part the e2e specs use: a window whose DOMParser reads feeds' XML.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: Record<string, unknown>);
    readonly window: Window & typeof globalThis;
  }
}
