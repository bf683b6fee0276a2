import type { FeaturePage } from "@campus/core";

/** The school's names and region. */
export const SCHOOL = "/office/school";
export const SCHOOL_ROUTE = "office.school";

/** The roster's page: its address, and the menu code whose action keys it reads. */
export const ROSTER = "/office/roster";
export const ROSTER_ROUTE = "office.roster";
/** The school's people: found, closed and reopened, their sign-in reset. */
export const PEOPLE = "/office/people";
export const PEOPLE_ROUTE = "office.people";
/** What the office did, and to whom. */
export const AUDIT = "/office/audit";
export const AUDIT_ROUTE = "office.audit";

/** What the school's features texted and e-mailed people. */
export const OUTBOX = "/office/outbox";
export const OUTBOX_ROUTE = "office.outbox";

/** Which role sees which page, and may do what there. */
export const ROLES = "/office/roles";
export const ROLES_ROUTE = "office.roles";

/** The audit log about one person. */
export const personAuditPath = (id: number) => `${AUDIT}?person=${id}`;
/** The outbox's messages to one person. */
export const personOutboxPath = (id: number) => `${OUTBOX}?person=${id}`;

/** Every address of the console, with its title and screen: each screen is its own chunk. */
export const OFFICE_PAGES: FeaturePage[] = [
  { path: "/office", title: "office.route.roster", redirect: ROSTER },
  {
    path: SCHOOL,
    title: "office.route.school",
    routeCode: SCHOOL_ROUTE,
    screen: () => import("../screens/school/school-page").then((m) => m.SchoolPage),
  },
  {
    path: ROSTER,
    title: "office.route.roster",
    routeCode: ROSTER_ROUTE,
    screen: () => import("../screens/roster/roster-page").then((m) => m.RosterPage),
  },
  {
    path: PEOPLE,
    title: "office.route.people",
    routeCode: PEOPLE_ROUTE,
    screen: () => import("../screens/people/people-page").then((m) => m.PeoplePage),
  },
  {
    path: ROLES,
    title: "office.route.roles",
    routeCode: ROLES_ROUTE,
    screen: () => import("../screens/roles/roles-page").then((m) => m.RolesPage),
  },
  {
    path: AUDIT,
    title: "office.route.audit",
    routeCode: AUDIT_ROUTE,
    screen: () => import("../screens/audit/audit-page").then((m) => m.AuditPage),
  },
  {
    path: OUTBOX,
    title: "office.route.outbox",
    routeCode: OUTBOX_ROUTE,
    screen: () => import("../screens/outbox/outbox-page").then((m) => m.OutboxPage),
  },
];
