// An XML parser for specs (jsdom's DOMParser, a devDependency already): a document that is not
// well-formed fails the spec with the parser's message.
import { JSDOM } from 'jsdom';

const { DOMParser } = new JSDOM('').window;

export function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent ?? ''}`);
  return doc;
}

/** The text of the first `tag` below `parent`, or null. */
export function textOf(parent: Element | Document, tag: string): string | null {
  return parent.getElementsByTagName(tag)[0]?.textContent ?? null;
}

export const CONTENT_NS = 'http://purl.org/rss/1.0/modules/content/';
export const ATOM_NS = 'http://www.w3.org/2005/Atom';
