import { describe, expect, it } from "vitest";
import {
  registrationGuard,
  returnAddress,
  type RegistrationGuardDecision,
} from "./registration-guard";

const go = (to: string): RegistrationGuardDecision => ({ kind: "redirect", to });
const proceed: RegistrationGuardDecision = { kind: "proceed" };

/**
 * Spec §2, Registration, one row per rule: [the rule, address, stored school code, signed in,
 * what happens].
 */
const RULES: [string, string, string | null, boolean, RegistrationGuardDecision][] = [
  // /registration/{code}
  [
    "entry link, no code stored: store it, go to login",
    "/registration/DEMO",
    null,
    false,
    { kind: "enter", code: "DEMO", clearDraft: false, to: "/registration/login?xschoolCode=DEMO" },
  ],
  [
    "entry link, same code as stored: go to the form",
    "/registration/DEMO",
    "DEMO",
    true,
    { kind: "enter", code: "DEMO", clearDraft: false, to: "/registration/form?xschoolCode=DEMO" },
  ],
  [
    "entry link, another code than stored: clear the draft, go to login",
    "/registration/OTHER",
    "DEMO",
    true,
    { kind: "enter", code: "OTHER", clearDraft: true, to: "/registration/login?xschoolCode=OTHER" },
  ],
  [
    "the office's pages are never a school code (a guardian's guard sends them to the form)",
    "/registration/office",
    "DEMO",
    true,
    proceed,
  ],
  // /registration/login
  [
    "login with a stored code and none in the query: add it",
    "/registration/login",
    "DEMO",
    false,
    go("/registration/login?xschoolCode=DEMO"),
  ],
  [
    "login with a code in the query: stays",
    "/registration/login?xschoolCode=DEMO",
    "DEMO",
    false,
    proceed,
  ],
  [
    "login with another code in the query: stays (login is not guarded)",
    "/registration/login?xschoolCode=OTHER",
    "DEMO",
    false,
    proceed,
  ],
  ["login with no code anywhere: stays", "/registration/login", null, false, proceed],
  // /registration/form, /registration/form/{id}
  [
    "form with the stored code: opens",
    "/registration/form?xschoolCode=DEMO",
    "DEMO",
    true,
    proceed,
  ],
  [
    "form with another code than stored: cancelled, login with that code",
    "/registration/form?xschoolCode=OTHER",
    "DEMO",
    true,
    go("/registration/login?xschoolCode=OTHER"),
  ],
  [
    "form without a code: the stored one added",
    "/registration/form",
    "DEMO",
    true,
    go("/registration/form?xschoolCode=DEMO"),
  ],
  [
    "form/{id} without a code: the stored one added, params kept",
    "/registration/form/12?step=2",
    "DEMO",
    true,
    go("/registration/form/12?step=2&xschoolCode=DEMO"),
  ],
  [
    "form/{id} with another code: cancelled, login with that code",
    "/registration/form/12?xschoolCode=OTHER",
    "DEMO",
    true,
    go("/registration/login?xschoolCode=OTHER"),
  ],
  // /registration/history, /registration/history/{id}
  [
    "history with another code: cancelled, login with that code",
    "/registration/history?xschoolCode=OTHER",
    "DEMO",
    true,
    go("/registration/login?xschoolCode=OTHER"),
  ],
  [
    "history without a code: the stored one added",
    "/registration/history",
    "DEMO",
    true,
    go("/registration/history?xschoolCode=DEMO"),
  ],
  [
    "history/{id} without a code: the stored one added",
    "/registration/history/12",
    "DEMO",
    true,
    go("/registration/history/12?xschoolCode=DEMO"),
  ],
  [
    "history/{id} with the stored code: opens",
    "/registration/history/12?xschoolCode=DEMO",
    "DEMO",
    true,
    proceed,
  ],
  [
    "history signed in, no code anywhere (a new tab): the login asks which school, then back",
    "/registration/history",
    null,
    true,
    go("/registration/login?redirect=%2Fregistration%2Fhistory"),
  ],
  // Parent-layout guard
  [
    "print with another code: cancelled, login with that code",
    "/registration/print?xschoolCode=OTHER&id=3",
    "DEMO",
    true,
    go("/registration/login?xschoolCode=OTHER"),
  ],
  [
    "a payment result with another code: cancelled, login with that code",
    "/registration/wechat/7?xschoolCode=OTHER",
    "DEMO",
    true,
    go("/registration/login?xschoolCode=OTHER"),
  ],
  [
    "print and payment results keep their address (no code added)",
    "/registration/alipay/7",
    "DEMO",
    true,
    proceed,
  ],
  [
    "the demo's sandbox cashier is a page, not a school's code",
    "/registration/sandbox?trade_no=P7-0A1B2C",
    "DEMO",
    true,
    proceed,
  ],
  // §8 "please log in first" → registration login with the school code
  [
    "form signed out: login with the stored code",
    "/registration/form?xschoolCode=DEMO",
    "DEMO",
    false,
    go("/registration/login?xschoolCode=DEMO"),
  ],
  [
    "a payment result signed out: login with the stored code, then back",
    "/registration/wechat/7",
    "DEMO",
    false,
    go("/registration/login?xschoolCode=DEMO&redirect=%2Fregistration%2Fwechat%2F7"),
  ],
  [
    "history signed out, no code known: login, then back",
    "/registration/history",
    null,
    false,
    go("/registration/login?redirect=%2Fregistration%2Fhistory"),
  ],
  [
    "an application signed out: login with its code, then back to it",
    "/registration/history/9?xschoolCode=DEMO",
    "DEMO",
    false,
    go(
      "/registration/login?xschoolCode=DEMO&redirect=%2Fregistration%2Fhistory%2F9%3FxschoolCode%3DDEMO",
    ),
  ],
  // A link followed in a new tab (nothing stored in it yet): its code is taken, the page opens.
  [
    "a link to an application in a new tab: its code becomes the current school",
    "/registration/history/9?xschoolCode=DEMO",
    null,
    true,
    {
      kind: "enter",
      code: "DEMO",
      clearDraft: false,
      to: "/registration/history/9?xschoolCode=DEMO",
    },
  ],
  [
    "the form in a new tab, signed out: its code taken (then the login)",
    "/registration/form?xschoolCode=DEMO",
    null,
    false,
    { kind: "enter", code: "DEMO", clearDraft: false, to: "/registration/form?xschoolCode=DEMO" },
  ],
  // Addresses that are not pages
  [
    "/registration itself: the form",
    "/registration",
    "DEMO",
    true,
    go("/registration/form?xschoolCode=DEMO"),
  ],
  [
    "deeper than any page: the form",
    "/registration/form/1/2",
    null,
    true,
    go("/registration/form"),
  ],
];

describe("registration's routes (spec §2)", () => {
  it.each(RULES)("%s", (_rule, address, storedCode, signedIn, expected) => {
    const [pathname = "", query = ""] = address.split("?");
    const search = query ? `?${query}` : "";
    expect(registrationGuard({ pathname, search, storedCode, signedIn })).toEqual(expected);
  });
});

describe("a parent signed in with the school account (the portal's 報名紀錄, issue 35, item 23)", () => {
  it("goes to the login of the account's own school, then back to the history", () => {
    expect(
      registrationGuard({
        pathname: "/registration/history",
        search: "",
        storedCode: null,
        signedIn: false,
        accountSchool: "DEMO",
      }),
    ).toEqual(go("/registration/login?xschoolCode=DEMO&redirect=%2Fregistration%2Fhistory"));
  });
  it("takes the tab's own school over the account's", () => {
    expect(
      registrationGuard({
        pathname: "/registration/history",
        search: "",
        storedCode: "OTHER",
        signedIn: false,
        accountSchool: "DEMO",
      }),
    ).toEqual(go("/registration/history?xschoolCode=OTHER"));
  });
});

describe("where the login sends a guardian back to", () => {
  const back = (to: string) => returnAddress(`?${new URLSearchParams({ redirect: to })}`);
  it("is one of registration's own pages", () => {
    expect(back("/registration/history/9?xschoolCode=DEMO")).toBe(
      "/registration/history/9?xschoolCode=DEMO",
    );
    expect(returnAddress("?xschoolCode=DEMO")).toBeNull();
  });
  it.each([
    "https://evil.example/registration/form",
    "//evil.example/registration/form",
    "/registration//evil.example",
    "/library/home",
    "/registration/login?xschoolCode=DEMO",
    "javascript:alert(1)",
  ])("never %s", (to) => expect(back(to)).toBeNull());
});
