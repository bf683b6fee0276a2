import type { FeaturePage } from "@campus/core";
import type { FeesMessageId } from "../messages/message-ids";

/** The pages' menu codes: the server checks their action keys (decision 0050). */
export const FAMILY_ROUTE = "fees.home";
export const OFFICE_ROUTE = "fees.office";

export const HOME = "/fees/home";
export const OFFICE = "/fees/office";
export const NEW_FEE = "/fees/new";
export const ITEM = "/fees/item";
export const RESULT = "/fees/result";
export const RECEIPT = "/fees/receipt";

/** A paid fee's receipt (the child's fee, by its id). */
export const receiptPath = (dueId: number) => `${RECEIPT}?id=${dueId}`;

/** A fee's page for the office. */
export const itemPath = (id: number) => `${ITEM}?id=${id}`;

/** Every address of the feature, with its title, permission and screen (each its own chunk). */
export const FEES_PAGES: (FeaturePage & { title: FeesMessageId })[] = [
  { path: "/fees", title: "fees.route.home", redirect: HOME },
  {
    path: HOME,
    title: "fees.route.home",
    routeCode: FAMILY_ROUTE,
    screen: () => import("../screens/family/family-page").then((m) => m.FamilyPage),
  },
  {
    path: RESULT,
    title: "fees.route.result",
    routeCode: FAMILY_ROUTE,
    screen: () => import("../screens/result/result-page").then((m) => m.ResultPage),
  },
  {
    path: RECEIPT,
    title: "fees.route.receipt",
    routeCode: FAMILY_ROUTE,
    screen: () => import("../screens/receipt/receipt-page").then((m) => m.ReceiptPage),
  },
  {
    path: "/fees/sandbox",
    title: "fees.route.sandbox",
    screen: () => import("../screens/result/sandbox-page").then((m) => m.SandboxPage),
  },
  {
    path: OFFICE,
    title: "fees.route.office",
    routeCode: OFFICE_ROUTE,
    screen: () => import("../screens/office/items-page").then((m) => m.ItemsPage),
  },
  {
    path: NEW_FEE,
    title: "fees.route.new",
    routeCode: OFFICE_ROUTE,
    screen: () => import("../screens/office/new-fee-page").then((m) => m.NewFeePage),
  },
  {
    path: ITEM,
    title: "fees.route.item",
    routeCode: OFFICE_ROUTE,
    screen: () => import("../screens/office/item-page").then((m) => m.ItemPage),
  },
];
