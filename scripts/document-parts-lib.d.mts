// Types of scripts/document-parts-lib.mjs for the unit tests.
export type FlightRow = { text: boolean; value: string };
export declare function flightRows(html: string): Map<string, FlightRow>;
export type DocumentParts = {
  document: number;
  head: number;
  headCss: number;
  bodyMarkup: number;
  payload: number;
  payloadTree: number;
  payloadCss: number;
  globalErrorStyles: number;
  rootNotFound: number;
  imageSources: number;
};
export declare function documentParts(html: string): DocumentParts;
