import { downloads as contractDownloads, ECA_CERTIFICATE_PATH, endpoints } from "@campus/contract";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { routes } from "../http/route";
import type { Db } from "../db/database";
import { addOrEdit, ECA_PAGES, ecaCaller, schoolMember, type EcaCaller } from "./callers";
import { approvalsOf, decideEvents } from "./services/approvals";
import { saveAwards } from "./services/awards";
import {
  addEntries,
  decideEntries,
  entriesOf,
  moveEntries,
  removeEntries,
  saveEntry,
  studentsOf,
} from "./services/entries";
import { deleteEvent, eventOf, saveEvent, schoolTeachers } from "./services/event";
import { eventsOf } from "./services/events";
import {
  checkImportFile,
  confirmImport,
  importFile,
  importOf,
  importReport,
  importsOf,
  importTemplate,
  undoImport,
  discardImport,
} from "./services/imports";
import { myRecordsOf } from "./services/records";
import { profileOf } from "./services/profile";
import { dashboardOf, dashboardWorkbook } from "./services/dashboard";
import { localEngine } from "./services/recognition/engine";
import { recognitionRunner } from "./services/recognition/jobs";
import { openAiRecognition } from "./services/recognition/openai-engine";
import { Recognitions } from "./services/recognition/recognitions";
import { openAiSettingsFrom } from "../services/openai-endpoint";
import { downloads } from "../http/download";
import { certificateFile, submitRecord, uploadCertificate } from "./services/submissions";
import { serveUploads } from "../http/serve-uploads";
import { EVENT_UPLOADS } from "./services/event-files";
import { forgetEcaPages } from "./services/list-cache";
import {
  addOlePreset,
  deleteSetting,
  saveCategory,
  savePrize,
  saveRule,
  saveTag,
  saveTrait,
  setSettingStatus,
  settingsOf,
} from "./services/settings";

const { settings, events, approval, import: imports, recognition } = ECA_PAGES;

/**
 * Every ECA write of a school drops the school's cached event lists once it is done (also when
 * it failed half-way: a batch of decisions writes each on its own).
 */
const written = <T>(ctx: { db: Db }, me: EcaCaller, work: Promise<T>) =>
  work.finally(() => forgetEcaPages(ctx.db, me.schoolId));

/** The ECA tracker's endpoints of the contract. */
export function registerEcaRoutes(app: Hono, deps: AppDeps) {
  const route = routes(app, deps);

  // Everyone of the school reads the choices (filters, the editor, a parent's form).
  route(endpoints.ecaSettings)
    .as(schoolMember)
    .handle((ctx, me) => settingsOf(ctx, me.schoolId));

  route(endpoints.ecaSaveCategory)
    .as(ecaCaller(settings, addOrEdit))
    .handle((ctx, me) =>
      written(ctx, me, saveCategory(ctx, { schoolId: me.schoolId, body: ctx.body })),
    );

  route(endpoints.ecaSavePrize)
    .as(ecaCaller(settings, addOrEdit))
    .handle((ctx, me) =>
      written(ctx, me, savePrize(ctx, { schoolId: me.schoolId, body: ctx.body })),
    );

  route(endpoints.ecaSaveTag)
    .as(ecaCaller(settings, addOrEdit))
    .handle((ctx, me) => written(ctx, me, saveTag(ctx, { schoolId: me.schoolId, body: ctx.body })));

  route(endpoints.ecaSaveTrait)
    .as(ecaCaller(settings, addOrEdit))
    .handle((ctx, me) =>
      written(ctx, me, saveTrait(ctx, { schoolId: me.schoolId, body: ctx.body })),
    );

  route(endpoints.ecaSettingStatus)
    .as(ecaCaller(settings, (body) => (body.status === "disabled" ? "disable" : "enable")))
    .handle((ctx, me) =>
      written(ctx, me, setSettingStatus(ctx, { schoolId: me.schoolId, ...ctx.body })),
    );

  route(endpoints.ecaDeleteSetting)
    .as(ecaCaller(settings, "delete"))
    .handle((ctx, me) =>
      written(ctx, me, deleteSetting(ctx, { schoolId: me.schoolId, ...ctx.body })),
    );

  route(endpoints.ecaOlePreset)
    .as(ecaCaller(settings, "add"))
    .handle((ctx, me) => written(ctx, me, addOlePreset(ctx, me.schoolId)));

  route(endpoints.ecaSaveRule)
    .as(ecaCaller(settings, "edit"))
    .handle((ctx, me) =>
      written(ctx, me, saveRule(ctx, { schoolId: me.schoolId, body: ctx.body })),
    );

  route(endpoints.ecaEvents)
    .as(ecaCaller(events, "query"))
    .handle((ctx, me) => eventsOf(ctx, { me, filters: ctx.body }));

  // A student's own records, or a parent's child's (whom the session acts for).
  route(endpoints.ecaMyRecords)
    .as(ecaCaller(ECA_PAGES.studentDetail, "query"))
    .handle((ctx) => myRecordsOf(ctx, { auth: ctx.auth, ...ctx.body }));

  route(endpoints.ecaDashboard)
    .as(ecaCaller(ECA_PAGES.dashboard, "query"))
    .handle((ctx, me) => dashboardOf(ctx, { me, ...ctx.body }));

  // One student's profile: their own, a parent's child's, a teacher's student's, any (office).
  route(endpoints.ecaProfile)
    .as(ecaCaller(ECA_PAGES.studentDetail, "query"))
    .handle((ctx, me) => profileOf(ctx, { me, auth: ctx.auth, ...ctx.body }));

  // A parent's submissions for their current child: the photos first, then the record.
  route(endpoints.ecaUploadCertificate)
    .as(ecaCaller(ECA_PAGES.studentDetail, "add"))
    .handle((ctx, me) => uploadCertificate(ctx, { ...me, file: ctx.body.file }));

  route(endpoints.ecaSubmitRecord)
    .as(ecaCaller(ECA_PAGES.studentDetail, "add"))
    .handle((ctx, me) =>
      written(ctx, me, submitRecord(ctx, { me, auth: ctx.auth, body: ctx.body })),
    );

  // A certificate photo, in the parent's list and the office's approvals.
  serveUploads(app, ECA_CERTIFICATE_PATH, deps.files, (id, key) =>
    certificateFile(deps.db, { id, key }),
  );

  route(endpoints.ecaEvent)
    .as(ecaCaller(events, "get"))
    .handle((ctx, me) => eventOf(ctx, { me, id: ctx.body.id }));

  route(endpoints.ecaTeachers)
    .as(ecaCaller(events, "query"))
    .handle((ctx, me) => schoolTeachers(ctx, me.schoolId));

  route(endpoints.ecaApprovals)
    .as(ecaCaller(approval, "query"))
    .handle((ctx, me) => approvalsOf(ctx, { me, ...ctx.body }));

  route(endpoints.ecaDecideEvents)
    .as(ecaCaller(approval, "edit"))
    .handle((ctx, me) => written(ctx, me, decideEvents(ctx, { me, ...ctx.body })));

  // An event's files and photos: sent one by one, then named by the event saved (issue 37).
  route(endpoints.ecaUploadEventFile)
    .as(ecaCaller(events, ["add", "edit"]))
    .handle((ctx, me) => EVENT_UPLOADS.attachments.upload(ctx, { ...me, file: ctx.body.file }));

  route(endpoints.ecaUploadEventPhoto)
    .as(ecaCaller(events, ["add", "edit"]))
    .handle((ctx, me) => EVENT_UPLOADS.photos.upload(ctx, { ...me, file: ctx.body.file }));

  for (const files of Object.values(EVENT_UPLOADS)) files.serve(app, deps.db, deps.files);

  route(endpoints.ecaSaveEvent)
    .as(ecaCaller(events, addOrEdit))
    .handle((ctx, me) => written(ctx, me, saveEvent(ctx, { me, body: ctx.body })));

  route(endpoints.ecaDeleteEvent)
    .as(ecaCaller(events, "delete"))
    .handle((ctx, me) => written(ctx, me, deleteEvent(ctx, { me, id: ctx.body.id })));

  // Step 2 and the students of step 3: the event's editors (the server checks each event).
  route(endpoints.ecaSaveAwards)
    .as(ecaCaller(events, "edit"))
    .handle((ctx, me) => written(ctx, me, saveAwards(ctx, { me, body: ctx.body })));

  route(endpoints.ecaEntries)
    .as(ecaCaller(events, "get"))
    .handle((ctx, me) => entriesOf(ctx, { me, ...ctx.body }));

  route(endpoints.ecaStudents)
    .as(ecaCaller(events, "edit"))
    .handle((ctx, me) => studentsOf(ctx, { me, ...ctx.body }));

  route(endpoints.ecaAddEntries)
    .as(ecaCaller(events, "edit"))
    .handle((ctx, me) => written(ctx, me, addEntries(ctx, { me, ...ctx.body })));

  route(endpoints.ecaSaveEntry)
    .as(ecaCaller(events, "edit"))
    .handle((ctx, me) => written(ctx, me, saveEntry(ctx, { me, body: ctx.body })));

  route(endpoints.ecaRemoveEntries)
    .as(ecaCaller(events, "edit"))
    .handle((ctx, me) => written(ctx, me, removeEntries(ctx, { me, ...ctx.body })));

  route(endpoints.ecaMoveEntries)
    .as(ecaCaller(events, "edit"))
    .handle((ctx, me) => written(ctx, me, moveEntries(ctx, { me, ...ctx.body })));

  route(endpoints.ecaDecideEntries)
    .as(ecaCaller(approval, "edit"))
    .handle((ctx, me) => written(ctx, me, decideEntries(ctx, { me, ...ctx.body })));

  // Import by file: checked into a preview, confirmed once, listed, undone.
  route(endpoints.ecaImportCheck)
    .as(ecaCaller(imports, "import"))
    .handle((ctx, me) => checkImportFile(ctx, { me, file: ctx.body.file }));

  route(endpoints.ecaImport)
    .as(ecaCaller(imports, "get"))
    .handle((ctx, me) => importOf(ctx, { me, id: ctx.body.id }));

  route(endpoints.ecaImportConfirm)
    .as(ecaCaller(imports, "import"))
    .handle((ctx, me) => written(ctx, me, confirmImport(ctx, { me, id: ctx.body.id })));

  route(endpoints.ecaImports)
    .as(ecaCaller(imports, "query"))
    .handle((ctx, me) => importsOf(ctx, { me, ...ctx.body }));

  route(endpoints.ecaImportUndo)
    .as(ecaCaller(imports, "import"))
    .handle((ctx, me) => written(ctx, me, undoImport(ctx, { me, id: ctx.body.id })));

  route(endpoints.ecaImportDiscard)
    .as(ecaCaller(imports, "import"))
    .handle((ctx, me) => discardImport(ctx, { me, id: ctx.body.id }));

  // AI recognition of traits: jobs run in the background; a restart picks up those in progress.
  const ai = openAiSettingsFrom(deps.env ?? {});
  const runner = recognitionRunner({
    db: deps.db,
    engine: ai ? openAiRecognition(ai) : localEngine,
    now: deps.now,
    later: deps.later,
    log: deps.log,
  });
  void runner.resume().catch((e: unknown) => deps.log?.(`recognition resume: ${String(e)}`));
  const recognitions = new Recognitions(runner);

  route(endpoints.ecaRecognize)
    .as(ecaCaller(recognition, "add"))
    .handle((ctx, me) => recognitions.recognize(ctx, me, ctx.body));

  route(endpoints.ecaRetryRecognition)
    .as(ecaCaller(recognition, "edit"))
    .handle((ctx, me) => recognitions.retry(ctx, me, ctx.body.id));

  route(endpoints.ecaRecognitions)
    .as(ecaCaller(recognition, "query"))
    .handle((ctx, me) => recognitions.list(ctx, me, ctx.body));

  route(endpoints.ecaRecognition)
    .as(ecaCaller(recognition, "get"))
    .handle((ctx, me) => recognitions.detail(ctx, me, ctx.body));

  // A decision changes the dashboard's traits: the school's kept answers are dropped.
  route(endpoints.ecaDecideTraits)
    .as(ecaCaller(recognition, "edit"))
    .handle((ctx, me) => written(ctx, me, recognitions.decide(ctx, me, ctx.body)));

  // Files read through the session (decisions 0018, 0041): the import's template in the
  // reader's language, an import's file as uploaded, its refused rows with an error column; and
  // the dashboard's tables for the same fields.
  const download = downloads(app, deps);
  download(contractDownloads.ecaImportTemplate)
    .as(ecaCaller(imports, "import"))
    .handle((ctx, me) => importTemplate(ctx, me));
  download(contractDownloads.ecaImportFile)
    .as(ecaCaller(imports, "get"))
    .handle((ctx, me) => importFile(ctx, { me, id: ctx.params.id }));
  download(contractDownloads.ecaImportReport)
    .as(ecaCaller(imports, "get"))
    .handle((ctx, me) => importReport(ctx, { me, id: ctx.params.id }));
  download(contractDownloads.ecaDashboardExport)
    .as(ecaCaller(ECA_PAGES.dashboard, "export"))
    .handle((ctx, me) => dashboardWorkbook(ctx, { me, query: ctx.query }));
}
