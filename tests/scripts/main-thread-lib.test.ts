import {
  busy,
  splitProfile,
  type CallFrame,
  type Profile,
} from '../../scripts/main-thread-lib.mjs';

const frame = (functionName: string, url = '', line = 0, column = 0): CallFrame => ({
  functionName,
  scriptId: '1',
  url,
  lineNumber: line,
  columnNumber: column,
});
const REACT = 'http://localhost:3100/_next/static/chunks/react.js?dpl=x';
const SITE = 'http://localhost:3100/_next/static/chunks/site.js?dpl=x';
const PAGE = 'http://localhost:3100/about/';

// (root) → React's work loop → a site component → React's setState; and beside it the parser,
// the payload's inline script, the collector and idle time. Each sample lasts 1 ms.
const profile: Profile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 5, 6, 7, 8, 9] },
    { id: 2, callFrame: frame('workLoop', REACT, 30, 100), children: [3] },
    { id: 3, callFrame: frame('Header', SITE, 0, 42), children: [4] },
    { id: 4, callFrame: frame('setState', REACT, 30, 900) },
    { id: 5, callFrame: frame('(program)') },
    { id: 6, callFrame: frame('', PAGE, 11, 7) },
    { id: 7, callFrame: frame('(garbage collector)') },
    { id: 8, callFrame: frame('(idle)') },
    { id: 9, callFrame: frame('appendChild'), children: [] },
  ],
  samples: [2, 3, 4, 4, 5, 5, 6, 7, 8, 8, 8, 9],
  timeDeltas: [0, ...Array(12).fill(1000)],
};

describe('the main thread split by whose work it was', () => {
  const isSite = (f: CallFrame) => f.url.includes('/site.js');
  const kindOf = (f: CallFrame) =>
    f.url.includes('/_next/static/') ? 'framework' : f.url === PAGE ? 'document' : 'native';

  it('counts everything under a site frame as the site’s, the framework it calls included', () => {
    const { split, functions } = splitProfile(profile, isSite, kindOf);
    expect(split).toEqual({ site: 3, framework: 1, document: 1, native: 3, gc: 1 });
    expect(functions).toEqual({ 'site.js:0:42 Header': 3 });
    expect(busy(split)).toBe(9);
  });

  it('gives the framework the same samples when no frame is the site’s', () => {
    const { split, functions } = splitProfile(profile, () => false, kindOf);
    expect(split.site).toBe(0);
    expect(split.framework).toBe(4);
    expect(functions).toEqual({});
  });

  it('names the site’s inline scripts, which have the document’s URL', () => {
    const { functions } = splitProfile(profile, (f) => f.url === PAGE, kindOf);
    expect(functions).toEqual({ '(inline):11:7': 1 });
  });
});
