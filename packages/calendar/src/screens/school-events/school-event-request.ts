/*
 * How the office's form reads a class list as typed. (The rules the request meets are the
 * contract's `saveSchoolEventSchema`, which the form and the server both check.)
 */

/** "4a, 4B、5C" → ["4A", "4B", "5C"]: commas (either width), 、 or spaces between classes. */
export const parseClasses = (text: string) => [
  ...new Set(
    text
      .toUpperCase()
      .split(/[\s,，、;；]+/)
      .filter(Boolean),
  ),
];
