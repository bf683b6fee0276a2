import { downloads as contractDownloads, endpoints, SCHOOL_LOGO_PATH } from "@campus/contract";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { routes } from "../http/route";
import { serveUploads } from "../http/serve-uploads";
import { downloads } from "../http/download";
import { OFFICE_PAGES, officeCaller } from "./callers";
import { issueActivationLetters } from "./services/activation-letters";
import { auditOf } from "./services/audit-log";
import { outboxOf } from "./services/outbox";
import { roleGrantsOf, saveRoleGrants } from "./services/roles";
import { logoFile } from "../services/school-logo";
import { saveSchoolProfile, schoolProfileOf, uploadLogo } from "./services/school-profile";
import {
  addStaff,
  peopleOf,
  resetPersonSignIn,
  setPersonStatus,
  staffLink,
} from "./services/people";
import { activationOf, setClassTeacher } from "./services/classes";
import {
  checkRosterFile,
  importRosterFile,
  rosterImportsOf,
  rosterPreviewOf,
  rollOverSchool,
  rolloverPlanOf,
  rosterTemplate,
  staffTemplate,
  undoRoster,
} from "./services/roster-files";

/** The school office's console: the endpoints of the contract, and the roster's template. */
export function registerOfficeRoutes(app: Hono, deps: AppDeps) {
  const route = routes(app, deps);
  const roster = OFFICE_PAGES.roster;

  route(endpoints.officeRosterCheck)
    .as(officeCaller(roster, "import"))
    .handle((ctx, me) => checkRosterFile(ctx, { me, ...ctx.body }));

  route(endpoints.officeRosterPreview)
    .as(officeCaller(roster, "import"))
    .handle((ctx, me) => rosterPreviewOf(ctx, { me, ...ctx.body }));

  route(endpoints.officeRosterImport)
    .as(officeCaller(roster, "import"))
    .handle((ctx, me) => importRosterFile(ctx, { me, ...ctx.body }));

  route(endpoints.officeRosterImports)
    .as(officeCaller(roster, "query"))
    .handle((ctx, me) => rosterImportsOf(ctx, { me, ...ctx.body }));

  route(endpoints.officeRosterUndo)
    .as(officeCaller(roster, "import"))
    .handle((ctx, me) => undoRoster(ctx, { me, id: ctx.body.id }));

  route(endpoints.officeActivation)
    .as(officeCaller(roster, "query"))
    .handle((ctx, me) => activationOf(ctx, { me }));

  // A class's class teacher: the roster page's `edit`.
  route(endpoints.officeClassTeacher)
    .as(officeCaller(roster, "edit"))
    .handle((ctx, me) => setClassTeacher(ctx, { me, ...ctx.body }));

  // Codes that sign a student in: for those who may import the roster.
  route(endpoints.officeActivationLetters)
    .as(officeCaller(roster, "import"))
    .handle((ctx, me) => issueActivationLetters(ctx, { me, ...ctx.body }));

  // The year-end rollover: the roster's, as an import is (and undone as one).
  route(endpoints.officeRolloverPlan)
    .as(officeCaller(roster, "import"))
    .handle((ctx, me) => rolloverPlanOf(ctx, { me }));

  route(endpoints.officeRollover)
    .as(officeCaller(roster, "import"))
    .handle((ctx, me) => rollOverSchool(ctx, { me, moves: ctx.body.moves }));

  const people = OFFICE_PAGES.people;
  route(endpoints.officePeople)
    .as(officeCaller(people, "query"))
    .handle((ctx, me) => peopleOf(ctx, { me, ...ctx.body }));

  // Closing an account is the page's `disable`, reopening its `enable`.
  route(endpoints.officePersonStatus)
    .as(officeCaller(people, (body) => (body.status === "left" ? "disable" : "enable")))
    .handle((ctx, me) => setPersonStatus(ctx, { me, ...ctx.body }));

  route(endpoints.officePersonReset)
    .as(officeCaller(people, "edit"))
    .handle((ctx, me) => resetPersonSignIn(ctx, { me, id: ctx.body.id }));

  route(endpoints.officeAddStaff)
    .as(officeCaller(people, "add"))
    .handle((ctx, me) => addStaff(ctx, { me, ...ctx.body }));

  // A link that sets a password: the page's `edit`, as a sign-in reset is.
  route(endpoints.officeStaffLink)
    .as(officeCaller(people, "edit"))
    .handle((ctx, me) => staffLink(ctx, { me, id: ctx.body.id }));

  route(endpoints.officeRoles)
    .as(officeCaller(OFFICE_PAGES.roles, "query"))
    .handle((ctx, me) => roleGrantsOf(ctx, { me, role: ctx.body.role }));

  route(endpoints.officeSaveRole)
    .as(officeCaller(OFFICE_PAGES.roles, "edit"))
    .handle((ctx, me) => saveRoleGrants(ctx, { me, ...ctx.body }));

  route(endpoints.officeAudit)
    .as(officeCaller(OFFICE_PAGES.audit, "query"))
    .handle((ctx, me) => auditOf(ctx, { me, ...ctx.body }));

  route(endpoints.officeOutbox)
    .as(officeCaller(OFFICE_PAGES.outbox, "query"))
    .handle((ctx, me) => outboxOf(ctx, { me, ...ctx.body }));

  const download = downloads(app, deps);
  download(contractDownloads.officeRosterTemplate)
    .as(officeCaller(roster, "import"))
    .handle((ctx) => rosterTemplate(ctx));
  download(contractDownloads.officeStaffTemplate)
    .as(officeCaller(roster, "import"))
    .handle((ctx) => staffTemplate(ctx));

  const school = OFFICE_PAGES.school;
  route(endpoints.officeSchool)
    .as(officeCaller(school, "get"))
    .handle((ctx, me) => schoolProfileOf(ctx, { me }));

  route(endpoints.officeSaveSchool)
    .as(officeCaller(school, "edit"))
    .handle((ctx, me) => saveSchoolProfile(ctx, { me, ...ctx.body }));

  route(endpoints.officeUploadLogo)
    .as(officeCaller(school, "edit"))
    .handle((ctx, me) => uploadLogo(ctx, { me, file: ctx.body.file }));

  // A school's logo: public, as on its own web pages (an <img> sends no session).
  serveUploads(app, SCHOOL_LOGO_PATH, deps.files, (id, key) => logoFile(deps.db, id, key));
}
