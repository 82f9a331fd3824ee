import { documentParts, flightRows } from '../../scripts/document-parts-lib.mjs';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
/** A text row as React writes it: its length in UTF-8 bytes, in hex, and no line end. */
const textRow = (id: string, text: string) => `${id}:T${bytes(text).toString(16)},${text}`;
/** The payload's rows, pushed in two scripts as Next.js streams them (split mid-row). */
function payload(rows: string): string {
  const at = Math.floor(rows.length / 2);
  return [rows.slice(0, at), rows.slice(at)]
    .map((chunk) => `<script>self.__next_f.push(${JSON.stringify([1, chunk])})</script>`)
    .join('');
}

const LAYOUT_CSS = '.header{color:#fff}.menu{content:"Меню"}';
const GLOBAL_ERROR_CSS = '.header{color:#fff}.menu{content:"Меню — снова"}';
const SRCSET = '/_next/image?url=%2Fa.png&w=640 640w, /_next/image?url=%2Fa.png&w=1080 1080w';
const ROWS =
  `1:"$Sreact.fragment"\n` +
  `3:I[4080,["/_next/static/chunks/a.js"],"Link"]\n` +
  textRow('2', LAYOUT_CSS) +
  `0:{"P":null,"t":{"d":{"r":["$","style","0",{"children":"$2"}]}},"G":["$16",["$L17"]]}\n` +
  `17:["$","style","0",{"precedence":"next","children":"$5f"}]\n` +
  textRow('5f', GLOBAL_ERROR_CSS) +
  `4:["$","main",null,{"children":["$","$L3",null,{"notFound":[["$","h1",null,{"children":"Такой страницы нет"}],["$","style","1",{"children":"$6"}]],"forbidden":"$undefined"}]}]\n` +
  textRow('6', '.screen{text-align:center}') +
  `5:["$","p",null,{"children":"Студия «Орбита»"}]\n` +
  textRow('7', SRCSET);
const HTML =
  `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><style data-precedence="next">${LAYOUT_CSS}</style></head>` +
  `<body><script>(function(){})()</script><main><p>Студия «Орбита»</p>` +
  `<img srcset="${SRCSET}" alt=""></main>${payload(ROWS)}</body></html>`;

describe('flightRows', () => {
  it('reads text rows by their length in bytes, so Cyrillic text does not shift the next row', () => {
    const rows = flightRows(HTML);
    expect(rows.get('2')).toEqual({ text: true, value: LAYOUT_CSS });
    expect(rows.get('5f')).toEqual({ text: true, value: GLOBAL_ERROR_CSS });
    expect(rows.get('5')).toEqual({
      text: false,
      value: '["$","p",null,{"children":"Студия «Орбита»"}]',
    });
    expect(rows.get('7')).toEqual({ text: true, value: SRCSET });
    expect([...rows.keys()]).toEqual(['1', '3', '2', '0', '17', '5f', '4', '6', '5', '7']);
  });

  it('finds no rows in a page without a payload', () => {
    expect(flightRows('<html><body><p>Статическая страница</p></body></html>').size).toBe(0);
  });
});

describe('documentParts', () => {
  const parts = documentParts(HTML);
  const escaped = (text: string) => bytes(JSON.stringify(text)) - 2;

  it('measures the head, its inlined CSS, the markup and the payload in bytes', () => {
    expect(parts.document).toBe(bytes(HTML));
    expect(parts.head).toBe(bytes(HTML.slice(0, HTML.indexOf('<body'))));
    expect(parts.headCss).toBe(bytes(LAYOUT_CSS));
    expect(parts.payload).toBe(bytes(payload(ROWS)));
    const body = HTML.slice(HTML.indexOf('<body'));
    const inlineScript = '<script>(function(){})()</script>';
    expect(parts.bodyMarkup).toBe(bytes(body) - bytes(inlineScript) - parts.payload);
  });

  it('tells the global error boundary’s styles from the CSS the page repeats', () => {
    const errorStyle = '["$","style","0",{"precedence":"next","children":"$5f"}]';
    expect(parts.globalErrorStyles).toBe(escaped(errorStyle) + escaped(GLOBAL_ERROR_CSS));
    // The layout's style row lives inside row 0 (not a row of its own): only the not-found's style
    // would be another, and that one is the boundary's.
    expect(parts.payloadCss).toBe(0);
  });

  it('counts the root not-found boundary with the styles it names, once', () => {
    const tree =
      '[["$","h1",null,{"children":"Такой страницы нет"}],["$","style","1",{"children":"$6"}]]';
    expect(parts.rootNotFound).toBe(escaped(tree) + escaped('.screen{text-align:center}'));
  });

  it('counts as element rows every row React decodes, not the text rows nor the style elements', () => {
    const rows = flightRows(HTML);
    // 1, 3, 0, 4 and 5; not 17 (a style element) nor the text rows 2, 5f, 6 and 7.
    const decoded = ['1', '3', '0', '4', '5'].map((id) => rows.get(id)?.value ?? '');
    expect(parts.payloadTree).toBe(decoded.reduce((sum, value) => sum + escaped(value), 0));
  });

  it('adds up the image source sets of the markup and of the payload', () => {
    expect(parts.imageSources).toBe(bytes(` srcset="${SRCSET}"`) + escaped(SRCSET));
  });

  it('counts a style row of its own as CSS the payload repeats', () => {
    const rows =
      ROWS + `\n8:["$","style","2",{"children":"$9"}]\n` + textRow('9', '.page{margin:0}');
    const html = HTML.replace(payload(ROWS), payload(rows));
    expect(documentParts(html).payloadCss).toBe(
      escaped('["$","style","2",{"children":"$9"}]') + escaped('.page{margin:0}'),
    );
  });
});
