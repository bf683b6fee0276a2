/*
 * A book as a catalogue file gives it, whatever the file's format (MARC 21 or the template's
 * spreadsheet): what the import checks and writes.
 */

export interface EntryCopy {
  barcode: string;
  callNumber: string;
  location: string;
}

export interface ImportEntry {
  /** Its number in the file: a MARC record's, or a spreadsheet's row (the header is row 1). */
  record: number;
  isbn: string;
  nameZh: string;
  nameEn: string;
  author: string;
  publisher: string;
  publishYear: number | null;
  /** A classification number (082, 084), to find a category by. */
  classNo: string;
  /** Whether `classNo` is Dewey's (MARC 082); else the school's scheme (084, the spreadsheet). */
  dewey: boolean;
  /** A category named by the file (the spreadsheet's column). */
  category: string;
  /** "zh" or "en" from a MARC record; a spreadsheet's as typed ("中文", "English"…), or "". */
  language: string;
  ageMin: number | null;
  ageMax: number | null;
  intro: string;
  copies: EntryCopy[];
}

export const hasHan = (text: string) => /\p{Script=Han}/u.test(text);
