import type { FeaturePage } from "@campus/core";
import type { ManualPageId } from "../content/doc";
import type { ManualMessageId } from "../messages/message-ids";

/** The manual's addresses (spec §2), word for word. */
export const MANUAL = "/manual";
export const manualPath = (page: ManualPageId, section?: string) =>
  `${MANUAL}/${page}${section ? `?${new URLSearchParams({ section })}` : ""}`;

/** Each page's title and its menu code (the server grants them to every school account). */
export const MANUAL_PAGE_INFO: Record<ManualPageId, { title: ManualMessageId; routeCode: string }> =
  {
    p_communication: { title: "manual.route.communication", routeCode: "manual.communication" },
    p_studentAttendance: { title: "manual.route.attendance", routeCode: "manual.attendance" },
    p_GRWTHPay: { title: "manual.route.pay", routeCode: "manual.pay" },
  };

const screen = () => import("../screens/manual-page").then((m) => m.ManualPage);

/** `/manual` opens the parent communication page; every page is the one screen's chunk. */
export const MANUAL_PAGES_ROUTES: (FeaturePage & { title: ManualMessageId })[] = [
  { path: MANUAL, title: "manual.route.communication", redirect: manualPath("p_communication") },
  ...(
    Object.entries(MANUAL_PAGE_INFO) as [ManualPageId, (typeof MANUAL_PAGE_INFO)[ManualPageId]][]
  ).map(([page, info]) => ({ path: manualPath(page), ...info, screen })),
];
