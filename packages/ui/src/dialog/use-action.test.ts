import { ApiError, type ApiFailure } from "@campus/core";
import { describe, expect, it } from "vitest";
import { isBusinessRefusal } from "./use-action";

const renewal = (failure: ApiFailure) => new ApiError("libraryRenew", failure, { write: true });
const envelope = (code: number, msg: string): ApiFailure => ({
  kind: "envelope",
  code,
  msg,
  data: null,
});

describe("what a screen may word itself: business refusals only (issue 17, point 5)", () => {
  it("is the server's reason for not doing this action", () => {
    expect(isBusinessRefusal(renewal(envelope(409, "已有其他讀者預約此書，不可續借")))).toBe(true);
    expect(isBusinessRefusal(renewal(envelope(429, "嘗試次數太多，請於 5 分鐘後再試")))).toBe(true);
  });

  it.each([
    ["maintenance (666)", envelope(666, "maintenance")],
    ["go home (324)", envelope(324, "")],
    ["please log in first", envelope(401, "請先登入")],
    ["please log in first, by its words", envelope(500, "Please log in first")],
    ["still being processed (409)", envelope(409, "此操作仍在處理中，請稍後再查看")],
    [
      "a key reused for another body (422)",
      envelope(422, "此操作的請求編號已用於另一項內容不同的請求"),
    ],
    ["the server's own failure (500)", envelope(500, "伺服器發生錯誤，請稍後再試")],
    ["an empty message", envelope(409, " ")],
    ["HTTP 502", { kind: "http", status: 502, body: "upstream connect error" }],
    ["no answer", { kind: "timeout" }],
    ["no connection", { kind: "network", body: null, offline: true }],
  ] satisfies [string, ApiFailure][])("is not %s", (_, failure) => {
    expect(isBusinessRefusal(renewal(failure))).toBe(false);
  });

  it("is never something that is not an API error", () => {
    expect(isBusinessRefusal(new TypeError("x is undefined"))).toBe(false);
  });
});
