import type { FeaturePage } from "@campus/core";
import type { RegistrationMessageId } from "../messages/message-ids";
import { FORM, HISTORY, LOGIN, SCHOOL_CODE_PARAM } from "./registration-guard";

export { FORM, HISTORY, LOGIN };

/** An address of the feature with the school code in its query (spec §2). */
export const withSchool = (path: string, code: string | null) =>
  code
    ? `${path}${path.includes("?") ? "&" : "?"}${new URLSearchParams({ [SCHOOL_CODE_PARAM]: code })}`
    : path;

export const formPath = (id: number, code: string | null) => withSchool(`${FORM}/${id}`, code);
export const detailPath = (id: number, code: string | null) => withSchool(`${HISTORY}/${id}`, code);

/** The printable form of an application (spec §2 RegistrationPrint). */
export const PRINT = "/registration/print";
export const printPath = (id: number, code: string | null) =>
  `${PRINT}?${new URLSearchParams({ id: String(id), ...(code ? { [SCHOOL_CODE_PARAM]: code } : {}) })}`;

/**
 * Registration's addresses (spec §2), word for word, each screen its own chunk. The entry link
 * `/registration/{code}` comes last: wouter's switch takes the first match, and it would match
 * every named page.
 */
export const REGISTRATION_PAGES: (FeaturePage & { title: RegistrationMessageId })[] = [
  { path: "/registration", title: "registration.route.form", redirect: FORM },
  {
    path: LOGIN,
    title: "registration.route.login",
    screen: () => import("../screens/login/login-page").then((m) => m.LoginPage),
  },
  {
    path: FORM,
    title: "registration.route.form",
    screen: () => import("../screens/form/form-page").then((m) => m.FormPage),
  },
  {
    path: `${FORM}/:id`,
    title: "registration.route.form",
    screen: () => import("../screens/form/form-page").then((m) => m.FormPage),
  },
  {
    path: HISTORY,
    title: "registration.route.history",
    screen: () => import("../screens/history/history-page").then((m) => m.HistoryPage),
  },
  {
    path: `${HISTORY}/:id`,
    title: "registration.route.historyDetail",
    screen: () => import("../screens/detail/detail-page").then((m) => m.DetailPage),
  },
  {
    path: PRINT,
    title: "registration.route.print",
    screen: () => import("../screens/detail/detail-page").then((m) => m.PrintPage),
  },
  {
    path: "/registration/wechat/:id",
    title: "registration.route.wechatResult",
    screen: () => import("../screens/payment/payment-result-page").then((m) => m.WechatResultPage),
  },
  {
    path: "/registration/alipay/:id",
    title: "registration.route.alipayResult",
    screen: () => import("../screens/payment/payment-result-page").then((m) => m.AlipayResultPage),
  },
  // The demo's payment provider (no such page of the spec: WeChat's and Alipay's are their own).
  {
    path: "/registration/sandbox",
    title: "registration.route.sandbox",
    screen: () =>
      import("../screens/payment/sandbox-cashier-page").then((m) => m.SandboxCashierPage),
  },
  // The entry link: the guard stores the code and moves on before any screen is needed.
  {
    path: "/registration/:code",
    title: "registration.title",
    screen: () => Promise.resolve(Nothing),
  },
];

function Nothing() {
  return null;
}
