// Types of scripts/same-content-lib.mjs for the unit tests.
export type Tree = string | [string, Record<string, unknown>, ...Tree[]];
export type Twin = {
  htmlProps: Record<string, unknown>;
  bodyProps: Record<string, unknown>;
  title: string;
  css: string;
  head: Tree[];
  body: Tree[];
};
export declare function styleObject(text: string): Record<string, string>;
export declare function twinOf(html: string, rewrite?: (text: string) => string): Twin;
export declare function elementCount(trees: readonly Tree[]): number;
export declare function toElement<E>(
  tree: Tree,
  h: (type: string, props: Record<string, unknown>, ...children: (E | string)[]) => E,
): E | string;
