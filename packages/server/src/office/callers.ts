import { allowedMember, type SchoolMember } from "../http/route";

/** One of a school's office calling its console. */
export type OfficeCaller = SchoolMember;

/** The console's pages whose action keys the server checks (menu codes, spec §6). */
export const OFFICE_PAGES = {
  roster: "office.roster",
  people: "office.people",
  audit: "office.audit",
  outbox: "office.outbox",
  roles: "office.roles",
  school: "office.school",
} as const;

/** One of the school's office whose roles allow `action` on the console's page `page`. */
export const officeCaller = allowedMember;
