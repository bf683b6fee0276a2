import {
  APPLICATION_STATUSES,
  DOCUMENT_REVIEWS,
  FEE_STATUSES,
  INTERVIEW_STATUSES,
  LOCALES,
  type Locale,
} from "@campus/contract";
import { describe, expect, it } from "vitest";
import enUS from "./messages/pages/en-US.json";
import zhCN from "./messages/pages/zh-CN.json";
import zhTW from "./messages/pages/zh-TW.json";
import { STATUS_TONES, statusLabel } from "./statuses";

const messages: Record<Locale, Record<string, string>> = {
  "zh-TW": zhTW,
  "zh-CN": zhCN,
  "en-US": enUS,
};

describe("registration's statuses", () => {
  it.each([
    ["status", APPLICATION_STATUSES],
    ["fee", FEE_STATUSES],
    ["review", DOCUMENT_REVIEWS],
    ["interviewStatus", INTERVIEW_STATUSES],
  ] as const)("every %s of the contract has a tone and words in each language", (kind, all) => {
    for (const status of all) {
      expect(Object.keys(STATUS_TONES[kind])).toContain(status);
      for (const locale of LOCALES)
        expect(
          messages[locale][statusLabel(kind, status as never)],
          `${locale} ${status}`,
        ).toBeTruthy();
    }
  });

  it("uses the glossary's words for an interview's states", () => {
    expect(INTERVIEW_STATUSES.map((s) => zhTW[statusLabel("interviewStatus", s)])).toEqual([
      "未預約",
      "待安排",
      "待面試",
      "面試審核中",
      "面試通過",
      "面試不通過",
      "候補",
    ]);
  });

  it("uses the glossary's words for an application's states", () => {
    expect(APPLICATION_STATUSES.map((s) => zhTW[statusLabel("status", s)])).toEqual([
      "未完成（繼續填寫）",
      "已提交",
      "審核中",
      "已取錄",
      "不獲取錄",
    ]);
  });
});
