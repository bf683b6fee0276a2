import { describe, expect, it } from "vitest";
import { LOCALES } from "../locale";
import {
  contractMessages,
  loadContractMessages,
  LOGIN_REQUIRED_TEXTS,
  REQUEST_IN_PROGRESS_TEXTS,
} from "./index";

describe("the contract's messages", () => {
  it("knows 'please log in first' in every language as the catalogues word it", () => {
    expect([...LOGIN_REQUIRED_TEXTS].sort()).toEqual(
      LOCALES.map((locale) => contractMessages[locale]["api.error.loginRequired"]).sort(),
    );
  });

  it("knows 'still being processed' in every language as the catalogues word it", () => {
    expect([...REQUEST_IN_PROGRESS_TEXTS].sort()).toEqual(
      LOCALES.map((locale) => contractMessages[locale]["api.error.requestInProgress"]).sort(),
    );
  });

  it.each(LOCALES)("loads %s on its own, the same texts as the catalogue", async (locale) => {
    expect(await loadContractMessages(locale)).toEqual(contractMessages[locale]);
  });
});
