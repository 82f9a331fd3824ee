// Small builders for the ACF repeater shapes of the case constructor (SPEC 3), so that the case
// files read like the copy they hold.

/** content: list of { text } */
export const paragraphs = (...texts) => texts.map((text) => ({ text }));

/** list: list of { item } */
export const items = (...texts) => texts.map((item) => ({ item }));

/** offering task: list of { text_task } */
export const tasks = (...texts) => texts.map((text_task) => ({ text_task }));

/** offering offer: list of { text_offer } */
export const offers = (...texts) => texts.map((text_offer) => ({ text_offer }));

/** control_system list: list of { item_title, item_text } */
export const steps = (...pairs) =>
  pairs.map(([item_title, item_text]) => ({ item_title, item_text }));
