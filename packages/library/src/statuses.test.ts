import {
  BOOK_STATUSES,
  COPY_STATUSES,
  LOAN_STATUSES,
  LOCALES,
  RESERVATION_STATUSES,
  type Locale,
} from "@campus/contract";
import { describe, expect, it } from "vitest";
import librarianEnUS from "./messages/librarian/en-US.json";
import librarianZhCN from "./messages/librarian/zh-CN.json";
import librarianZhTW from "./messages/librarian/zh-TW.json";
import enUS from "./messages/en-US.json";
import zhCN from "./messages/zh-CN.json";
import zhTW from "./messages/zh-TW.json";
import { BOOK_TONES, COPY_TONES, LOAN_TONES, RESERVATION_TONES, statusLabel } from "./statuses";

/** The library's texts with the catalogue's (a copy's statuses load with the catalogue). */
const libraryMessages: Record<Locale, Record<string, string>> = {
  "zh-TW": { ...zhTW, ...librarianZhTW },
  "zh-CN": { ...zhCN, ...librarianZhCN },
  "en-US": { ...enUS, ...librarianEnUS },
};

const KINDS = [
  ["loan", LOAN_STATUSES, LOAN_TONES],
  ["reservation", RESERVATION_STATUSES, RESERVATION_TONES],
  ["book", BOOK_STATUSES, BOOK_TONES],
  ["copy", COPY_STATUSES, COPY_TONES],
] as const;

describe("the library's statuses", () => {
  it.each(KINDS)(
    "every %s status of the contract has a tone and words in each language",
    (kind, statuses, tones) => {
      for (const status of statuses) {
        expect(tones).toHaveProperty(status);
        for (const locale of LOCALES) {
          const words = libraryMessages[locale][`library.status.${kind}.${status}`];
          expect(words, `${locale} ${kind}.${status}`).toBeTruthy();
        }
      }
    },
  );

  it("words a status as the glossary does", () => {
    expect(libraryMessages["zh-TW"][statusLabel("loan", "lossPending")]).toBe("報失審批中");
    expect(libraryMessages["zh-CN"][statusLabel("reservation", "ready")]).toBe("可取书");
    expect(libraryMessages["en-US"][statusLabel("reservation", "ready")]).toBe("Ready for pickup");
  });
});
