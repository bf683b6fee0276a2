import type { Action } from "@campus/contract";
import { allowedMember, schoolMember, type SchoolMember } from "../http/route";

/** Someone of a school calling an ECA endpoint. */
export type EcaCaller = SchoolMember;

/** The ECA pages whose action keys the server checks (menu codes, spec §6). */
export const ECA_PAGES = {
  studentDetail: "eca.studentDetail",
  events: "eca.events",
  approval: "eca.approval",
  import: "eca.import",
  settings: "eca.settings",
  recognition: "eca.recognition",
  dashboard: "eca.dashboard",
} as const;

/** Signed in as one of a school's people; with an ECA page's action key (http/route.ts). */
export { schoolMember, allowedMember as ecaCaller };

/** "add" for a new record, "edit" for one named by its id. */
export const addOrEdit = (body: Record<string, unknown>): Action =>
  body.id === undefined || body.id === null ? "add" : "edit";
