import { describe, expect, it } from "vitest";
import { LOCALES } from "../locale";
import serverZhTW from "./server/zh-TW.json";
import {
  clientMessages,
  contractMessages,
  loadApplicationValidationMessages,
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

  it("words what only the platform's server says (api.*, roster.*): a feature's are in its folder", () => {
    // A feature's own (`eca.error.*`) are `packages/server/src/<feature>/messages/` (decision
    // 0042); the roster's import, which a school's first start and the office share, is the
    // platform's.
    const strays = Object.keys(serverZhTW).filter((id) => !/^(api|roster)\./.test(id));
    expect(strays).toEqual([]);
    expect(Object.keys(serverZhTW).some((id) => id.startsWith("api.error."))).toBe(true);
  });

  it.each(LOCALES)("loads %s on its own, the client's texts only", async (locale) => {
    // Every page's texts, then the application form's own chunk: together, the client's.
    const everyPage = await loadContractMessages(locale);
    const applicationForm = await loadApplicationValidationMessages(locale);
    expect({ ...everyPage, ...applicationForm }).toEqual(clientMessages[locale]);
    expect(Object.keys(everyPage).filter((id) => id in applicationForm)).toEqual([]);
  });

  it("has every id in every language, once", () => {
    const ids = (catalogue: Record<string, string>) => Object.keys(catalogue).sort();
    for (const locale of LOCALES) {
      expect(ids(clientMessages[locale])).toEqual(ids(clientMessages["zh-TW"]));
      expect(ids(contractMessages[locale])).toEqual(ids(contractMessages["zh-TW"]));
    }
    const client = Object.keys(clientMessages["zh-TW"]).length;
    expect(Object.keys(contractMessages["zh-TW"]).length).toBeGreaterThan(client);
  });
});
