/*
 * Classes as people type them into a form ("4a, 4B、5C"): what the calendar's events, notices and
 * fees all read into the list a request sends.
 */

/** A class as the roster names it: a grade 1–6 and a letter ("4A"). */
export const CLASS_PATTERN = /^[1-6][A-Z]$/;

/** "4a, 4B，5C、 6d" → ["4A", "4B", "5C", "6D"]: commas of either width, 、 or spaces, once each. */
export const parseClasses = (text: string) => [
  ...new Set(
    text
      .toUpperCase()
      .split(/[\s,，、;；]+/)
      .filter(Boolean),
  ),
];

/** The first class typed that is not one ("7A", "4"), or none. */
export const badClass = (text: string) =>
  parseClasses(text).find((name) => !CLASS_PATTERN.test(name));
