// @vitest-environment node
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  elementCount,
  styleObject,
  toElement,
  twinOf,
  type Tree,
} from '../../scripts/same-content-lib.mjs';

const h = (type: string, props: Record<string, unknown>, ...children: (ReactElement | string)[]) =>
  createElement(type, props, ...children);
const render = (trees: readonly Tree[]) =>
  trees.map((tree) => renderToStaticMarkup(toElement(tree, h) as ReactElement)).join('');

// What a page of the site serves, reduced: inlined CSS, a preload, the payload's scripts, a
// Suspense boundary's comments, an inert menu, an inline style with a data URL, a form.
const PAGE = `<!DOCTYPE html><html lang="ru" class="font_a font_b" data-dpl-id="abc"><head>
<meta charset="utf-8"><title>Поддержка — Орбита</title>
<link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin="" type="font/woff2">
<style data-precedence="next">@font-face{src:url(/_next/static/media/font.woff2)}.a{color:red}</style>
<style data-precedence="next">.b{color:blue}</style>
<script src="/_next/static/chunks/main.js" async=""></script></head><body>
<script>document.documentElement.dataset.font='swap'</script>
<header class="h"><a href="/" tabindex="-1">Орбита</a></header>
<div id="site-menu" inert="" hidden=""><nav aria-label="Разделы"><a href="/cases/">Кейсы</a></nav></div>
<!--$--><main id="main"><section style="--accent: #4cb8c4; background-image: url(data:image/png;base64,AAA;B); -webkit-line-clamp: 3">
<img alt="Экран" srcset="/_next/image?url=%2Fa.png&amp;w=640&amp;q=75 640w" sizes="100vw" src="/_next/image?url=%2Fa.png&amp;w=640&amp;q=75" fetchpriority="high" decoding="async">
<svg viewBox="0 0 24 24" aria-hidden="true"><path stroke-width="2" d="M0 0h24"></path></svg>
<form novalidate=""><label for="phone">Телефон</label><input id="phone" name="phone" value="+7" required="">
<input type="checkbox" checked=""><textarea name="task">Сайт</textarea></form></section></main><!--/$-->
<template id="P:1"></template><noscript>Без скриптов</noscript>
<script>self.__next_f.push([1,"0:{}"])</script></body></html>`;

describe('the same-content twin of a page', () => {
  // React's development build warns of the SVG attributes the twin keeps hyphenated (`stroke-width`,
  // as the HTML has it); the production build the twin app runs renders them without a word.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  const rewrite = (text: string) => text.replaceAll('/_next/static/media/', '/site-media/');
  const twin = twinOf(PAGE, rewrite);

  it('keeps the inlined CSS in order, rewritten, and the head’s preloads', () => {
    expect(twin.css).toBe(
      '@font-face{src:url(/site-media/font.woff2)}.a{color:red}\n.b{color:blue}',
    );
    expect(twin.head).toEqual([
      [
        'link',
        {
          rel: 'preload',
          href: '/site-media/font.woff2',
          as: 'font',
          crossOrigin: '',
          type: 'font/woff2',
        },
      ],
    ]);
    expect(twin.title).toBe('Поддержка — Орбита');
    expect(twin.htmlProps).toEqual({ lang: 'ru', className: 'font_a font_b' });
  });

  it('drops the scripts, templates, noscripts and comments, and nothing else', () => {
    const markup = render(twin.body);
    expect(markup).not.toMatch(/<script|<template|<noscript|<!--|__next_f/);
    expect(elementCount(twin.body)).toBe(15);
  });

  it('renders back to the same markup through React', () => {
    const markup = render(twin.body).replace(/\s+/g, ' ');
    expect(markup).toContain('<a href="/" tabindex="-1">Орбита</a>');
    expect(markup).toContain('<div id="site-menu" inert="" hidden="">');
    expect(markup).toContain(
      'style="--accent:#4cb8c4;background-image:url(data:image/png;base64,AAA;B);-webkit-line-clamp:3"',
    );
    expect(markup).toContain(
      '<img alt="Экран" srcSet="/_next/image?url=%2Fa.png&amp;w=640&amp;q=75 640w" sizes="100vw"',
    );
    expect(markup).toContain('fetchPriority="high"');
    expect(markup).toContain(
      '<svg viewBox="0 0 24 24" aria-hidden="true"><path stroke-width="2" d="M0 0h24"></path></svg>',
    );
    expect(markup).toContain('<form noValidate=""><label for="phone">Телефон</label>');
    expect(markup).toMatch(/<input id="phone" [^>]*value="\+7"\/>/);
    expect(markup).toMatch(/<input id="phone" [^>]*required=""/);
    expect(markup).toContain('<input type="checkbox" checked=""/>');
    expect(markup).toContain('<textarea name="task">Сайт</textarea>');
  });

  it('reads inline styles the way a browser does', () => {
    expect(styleObject('color: red; ; --x : 1px;-ms-grid-row:2;background:url("a;b")')).toEqual({
      color: 'red',
      '--x': '1px',
      msGridRow: '2',
      background: 'url("a;b")',
    });
    expect(styleObject('')).toEqual({});
  });
});
