// The "same content" twin of a page for the benchmark (scripts/bench.mjs --same-content): the
// markup and CSS a page of the site serves, turned into a tree that a bare Next.js app renders as
// server components (host elements only, no client component, no site code). Measured beside the
// site and the bare page, it splits the gap: twin − bare is what the framework costs for this much
// content (parsing the document and its RSC payload, hydrating its elements, styling and laying
// them out); site − twin is what the site's own code adds.
import { JSDOM } from 'jsdom';

/** Attributes whose React prop has another name (the rest pass through as they are). */
const PROP_NAMES = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  srcset: 'srcSet',
  imagesrcset: 'imageSrcSet',
  imagesizes: 'imageSizes',
  fetchpriority: 'fetchPriority',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  enterkeyhint: 'enterKeyHint',
  inputmode: 'inputMode',
  novalidate: 'noValidate',
  spellcheck: 'spellCheck',
  datetime: 'dateTime',
  itemprop: 'itemProp',
  itemscope: 'itemScope',
  itemtype: 'itemType',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  playsinline: 'playsInline',
  'accept-charset': 'acceptCharset',
  'http-equiv': 'httpEquiv',
};

/** Attributes React takes as booleans: present in the HTML means true. */
const BOOLEAN = new Set([
  'hidden',
  'inert',
  'disabled',
  'required',
  'multiple',
  'readOnly',
  'autoPlay',
  'muted',
  'loop',
  'playsInline',
  'open',
  'noValidate',
  'itemScope',
  'async',
  'defer',
  'allowFullScreen',
  'autoFocus',
]);

/** Elements that are not content: scripts and the framework's own bookkeeping are left out. */
const SKIPPED = new Set(['script', 'template', 'noscript', 'style']);

/** `a: b; --c: d` → { a: 'b', '--c': 'd' }, camel-casing all but custom properties. */
export function styleObject(text) {
  const declarations = [];
  let depth = 0;
  let quote = null;
  let current = '';
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(') depth += 1;
    else if (ch === ')') depth -= 1;
    else if (ch === ';' && depth === 0) {
      declarations.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  declarations.push(current);
  const style = {};
  for (const declaration of declarations) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!name || !value) continue;
    const key = name.startsWith('--')
      ? name
      : name
          .replace(/^-ms-/, 'ms-')
          .replace(/-([a-z])/g, (_, c) => c.toUpperCase())
          .replace(/^-/, '');
    style[key] = value;
  }
  return style;
}

/** One element's attributes as React props (inputs keep their state as defaults). */
function propsOf(element, rewrite) {
  const props = {};
  for (const { name, value } of element.attributes) {
    let prop = PROP_NAMES[name] ?? name;
    if (prop === 'style') {
      props.style = styleObject(value);
      continue;
    }
    if (BOOLEAN.has(prop)) {
      props[prop] = true;
      continue;
    }
    const tag = element.localName;
    if (prop === 'value' && (tag === 'input' || tag === 'select' || tag === 'textarea'))
      prop = 'defaultValue';
    if (prop === 'checked' && tag === 'input') {
      props.defaultChecked = true;
      continue;
    }
    if (prop === 'selected' && tag === 'option') continue;
    props[prop] = rewrite(value);
  }
  return props;
}

/**
 * A node as `[tag, props, ...children]` (a string for text): what the twin's page turns back into
 * React elements. Comments, scripts and templates are dropped.
 */
function treeOf(node, rewrite) {
  if (node.nodeType === 3) return node.data;
  if (node.nodeType !== 1) return null;
  const tag = node.localName;
  if (SKIPPED.has(tag)) return null;
  const props = propsOf(node, rewrite);
  if (tag === 'textarea') {
    props.defaultValue = node.textContent;
    return [tag, props];
  }
  const children = [];
  for (const child of node.childNodes) {
    const tree = treeOf(child, rewrite);
    if (tree !== null && tree !== '') children.push(tree);
  }
  return [tag, props, ...children];
}

/**
 * The twin of one served page: the `<html>` element's props, its inlined CSS (every `<style>` of
 * the head, in order), the head's preloads and the body's content as trees. `rewrite` maps every
 * attribute value (and the CSS) so that the site's assets stay reachable from the twin's origin.
 */
export function twinOf(html, rewrite = (text) => text) {
  const { document } = new JSDOM(html).window;
  const css = [...document.head.querySelectorAll('style')].map((s) => s.textContent).join('\n');
  const preloads = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) =>
    treeOf(link, rewrite),
  );
  const body = [...document.body.childNodes]
    .map((node) => treeOf(node, rewrite))
    .filter((tree) => tree !== null && tree !== '');
  const htmlProps = propsOf(document.documentElement, rewrite);
  delete htmlProps['data-dpl-id'];
  return {
    htmlProps,
    bodyProps: propsOf(document.body, rewrite),
    title: document.title,
    css: rewrite(css),
    head: preloads,
    body,
  };
}

/** The number of elements in a twin's body trees: what its page makes React hydrate. */
export function elementCount(trees) {
  let count = 0;
  const walk = (tree) => {
    if (!Array.isArray(tree)) return;
    count += 1;
    tree.slice(2).forEach(walk);
  };
  trees.forEach(walk);
  return count;
}

/**
 * A tree back into React elements with `h` (React's createElement): host elements only. Its
 * source is written into the twin app as it is (bench-servers.mjs), so it must not close over
 * anything.
 */
export function toElement(tree, h) {
  if (typeof tree === 'string') return tree;
  return h(tree[0], tree[1], ...tree.slice(2).map((child) => toElement(child, h)));
}
