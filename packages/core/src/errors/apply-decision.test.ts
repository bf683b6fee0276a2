import { describe, expect, it } from "vitest";
import { coreMessages } from "../i18n/catalogue";
import { createCampusIntl } from "../i18n/intl";
import { applyDecision, loginPath, type ErrorEffects } from "./apply-decision";
import type { ErrorDecision } from "./decide-error";

function recorder() {
  const calls: [string, ...unknown[]][] = [];
  const effects: ErrorEffects = {
    toast: (text, options) => calls.push(["toast", text, options]),
    alert: (options) => calls.push(["alert", options]),
    navigate: (to) => calls.push(["navigate", to]),
    openLoginDialog: () => calls.push(["openLoginDialog"]),
    clearSession: () => calls.push(["clearSession"]),
  };
  return { calls, effects };
}

function apply(decision: ErrorDecision, locale: "zh-TW" | "zh-CN" | "en-US" = "zh-TW", extra = {}) {
  const { calls, effects } = recorder();
  applyDecision(decision, effects, {
    intl: createCampusIntl(locale, coreMessages[locale]),
    ...extra,
  });
  return calls;
}

describe("applyDecision", () => {
  it("library: forgets the user and opens the login dialog", () => {
    expect(apply({ kind: "login", area: "library" })).toEqual([
      ["clearSession"],
      ["openLoginDialog"],
    ]);
  });

  it("registration: goes to registration login with the school code", () => {
    expect(apply({ kind: "login", area: "registration" }, "zh-TW", { schoolCode: "DEMO" })).toEqual(
      [["clearSession"], ["navigate", "/registration/login?xschoolCode=DEMO"]],
    );
  });

  it("elsewhere: goes to the school login and remembers where the user was", () => {
    expect(
      apply({ kind: "login", area: "portal" }, "zh-TW", { currentPath: "/library/rank?x=1" }),
    ).toEqual([["clearSession"], ["navigate", "/login?redirect=%2Flibrary%2Frank%3Fx%3D1"]]);
    expect(loginPath("portal", { currentPath: "/login" })).toBe("/login");
  });

  it("maintenance: a dialog with the maintenance notice in the user's language", () => {
    expect(apply({ kind: "maintenance" }, "en-US")).toEqual([
      [
        "alert",
        {
          title: "Under maintenance",
          text: "The system is under a short maintenance check and will be back within an hour",
        },
      ],
    ]);
  });

  it("code 324: back to the root", () => {
    expect(apply({ kind: "goHome" })).toEqual([["navigate", "/"]]);
  });

  it("a message shows as an error toast for its duration", () => {
    expect(apply({ kind: "message", text: "已達續借上限", durationMs: 2_500 })).toEqual([
      ["toast", "已達續借上限", { tone: "error", durationMs: 2_500 }],
    ]);
  });

  it("an HTTP status shows an info dialog naming the status", () => {
    const [call] = apply({ kind: "httpStatus", status: 502 }, "zh-CN");
    expect(call).toEqual([
      "alert",
      { title: "请求失败", text: "服务器返回状态码 502，请稍后再试。" },
    ]);
  });

  it("network: 'network connection error' in the user's language", () => {
    expect(apply({ kind: "network" })[0]?.[1]).toBe("網絡連接錯誤");
  });

  it("offline: says the reader seems to be offline, not that the network failed", () => {
    expect(apply({ kind: "network", offline: true })[0]?.[1]).toBe("你似乎已離線");
    expect(apply({ kind: "network", offline: true }, "en-US")[0]?.[1]).toBe(
      "You seem to be offline",
    );
  });

  it("a write whose outcome is unknown says so after the failure, once", () => {
    const [call] = apply({ kind: "timeout", unconfirmed: true }, "en-US");
    expect(call?.[1]).toBe(
      "Loading timed out We could not confirm whether it went through: the page now shows the latest from the server. If it is not there, try again — it will not be done twice.",
    );
    expect(apply({ kind: "timeout", unconfirmed: true })[0]?.[1]).toMatch(
      /^載入逾時（未能確認操作是否完成/,
    );
  });

  it("timeout and setup failures: 'loading timed out'", () => {
    expect(apply({ kind: "timeout" }, "zh-CN")[0]?.[1]).toBe("加载超时");
  });

  it("a chunk that failed to load offers a reload", () => {
    expect(apply({ kind: "chunk" }, "en-US")).toEqual([
      [
        "alert",
        {
          title: "The page did not load",
          text: "Part of this page could not be loaded. Check your connection and reload.",
          action: "reload",
        },
      ],
    ]);
  });
});
