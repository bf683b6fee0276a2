import type {
  Attachment,
  EcaApprovalRow,
  EcaCategory,
  EcaDashboard,
  EcaFigures,
  EcaEntry,
  EcaEvent,
  EcaEventRow,
  EcaImport,
  EcaImportPreview,
  EcaPrize,
  EcaProfile,
  EcaProfileRecord,
  EcaRecognition,
  EcaRecognitionDetail,
  EcaRecord,
  EcaSettings,
  EcaStudent,
  EcaTag,
  EcaTrait,
  EcaTraitProposal,
} from "@campus/contract";
import { demoSchool, parentUser, teacherUser } from "@campus/contract/fixtures";

/*
 * The ECA stories' people and records: the office (every settings key), a teacher (the event
 * list only), the demo school's settings and events.
 */

export const ecaOffice = teacherUser({
  user_id: 9,
  user_name: "李志明",
  name_en: "Lee Chi Ming",
  roles: ["teacher", "staff"],
  school: demoSchool,
  permissions: {
    "eca.events": ["query", "get", "add", "edit", "delete"],
    "eca.approval": ["query", "get", "add", "edit", "delete"],
    "eca.settings": ["add", "delete", "edit", "query", "get", "enable", "disable"],
    "eca.import": ["query", "get", "import"],
    "eca.recognition": ["query", "get", "add", "edit", "delete"],
    "eca.dashboard": ["query", "get", "export"],
  },
});

/** Office staff who may look at the settings but change nothing. */
export const ecaSettingsReader = teacherUser({
  ...ecaOffice,
  permissions: { "eca.settings": ["query", "get"] },
});

export const ecaTeacher = teacherUser({
  school: demoSchool,
  permissions: {
    "eca.events": ["query", "get", "add", "edit", "delete"],
    "eca.recognition": ["query", "get", "add", "edit", "delete"],
  },
});

const area = (
  id: number,
  key: string,
  [zh, cn]: [string, string],
  en: string,
  over: Partial<EcaCategory> = {},
): EcaCategory => ({
  id,
  name_zh: zh,
  name_cn: cn,
  own_name_cn: "",
  name_en: en,
  status: "enabled",
  used: 12,
  score: 10,
  cap: null,
  preset_key: key,
  ...over,
});

export const categories = (): EcaCategory[] => [
  area(1, "ole.moral", ["德育及公民教育", "德育及公民教育"], "Moral and Civic Education"),
  area(2, "ole.community", ["社會服務", "社会服务"], "Community Service", { cap: 50 }),
  area(3, "ole.career", ["與工作有關的經驗", "与工作有关的经验"], "Career-related Experiences"),
  area(4, "ole.aesthetic", ["藝術發展", "艺术发展"], "Aesthetic Development"),
  area(5, "ole.physical", ["體育發展", "体育发展"], "Physical Development", { score: 7.5 }),
  {
    ...area(6, "", ["學術研習", "学术研习"], "Academic study", { status: "disabled", used: 0 }),
    preset_key: null,
  },
];

export const prizes = (): EcaPrize[] => [
  {
    id: 1,
    name_zh: "冠軍",
    name_cn: "冠军",
    own_name_cn: "",
    name_en: "Champion",
    status: "enabled",
    used: 20,
    multiplier: 3,
    quantity: 1,
  },
  {
    id: 2,
    name_zh: "亞軍",
    name_cn: "亚军",
    own_name_cn: "",
    name_en: "1st runner-up",
    status: "enabled",
    used: 18,
    multiplier: 2.5,
    quantity: 1,
  },
  {
    id: 3,
    name_zh: "優異獎",
    name_cn: "优异奖",
    own_name_cn: "",
    name_en: "Merit",
    status: "enabled",
    used: 30,
    multiplier: 1.5,
    quantity: 3,
  },
  {
    id: 4,
    name_zh: "舊獎項",
    name_cn: "旧奖项",
    own_name_cn: "",
    name_en: "Old prize",
    status: "disabled",
    used: 0,
    multiplier: 1,
    quantity: 1,
  },
];

export const tags = (): EcaTag[] => [
  {
    id: 1,
    name_zh: "音樂",
    name_cn: "音乐",
    own_name_cn: "",
    name_en: "Music",
    status: "enabled",
    used: 8,
  },
  {
    id: 2,
    name_zh: "STEM",
    name_cn: "STEM",
    own_name_cn: "",
    name_en: "STEM",
    status: "enabled",
    used: 5,
  },
  {
    id: 3,
    name_zh: "舊標籤",
    name_cn: "旧标签",
    own_name_cn: "",
    name_en: "Old label",
    status: "disabled",
    used: 1,
  },
];

export const traits = (): EcaTrait[] => [
  {
    id: 1,
    name_zh: "領導才能",
    name_cn: "领导才能",
    own_name_cn: "",
    name_en: "Leadership",
    status: "enabled",
    used: 6,
  },
  {
    id: 2,
    name_zh: "團隊合作",
    name_cn: "团队合作",
    own_name_cn: "",
    name_en: "Teamwork",
    status: "enabled",
    used: 9,
  },
  {
    id: 3,
    name_zh: "堅毅",
    name_cn: "坚毅",
    own_name_cn: "",
    name_en: "Perseverance",
    status: "enabled",
    used: 12,
  },
  {
    id: 4,
    name_zh: "體育精神",
    name_cn: "体育精神",
    own_name_cn: "",
    name_en: "Sportsmanship",
    status: "enabled",
    used: 7,
  },
  {
    id: 5,
    name_zh: "舊特質",
    name_cn: "旧特质",
    own_name_cn: "",
    name_en: "Old trait",
    status: "disabled",
    used: 0,
  },
];

export const ecaSettings = (over: Partial<EcaSettings> = {}): EcaSettings => ({
  rule: { region: "hk", level_factors: true, group_percent: 50 },
  categories: categories(),
  prizes: prizes(),
  tags: tags(),
  traits: traits(),
  school_years: [2026, 2025],
  current_year: 2026,
  ...over,
});

export const eventRow = (over: Partial<EcaEventRow> = {}): EcaEventRow => ({
  id: 1,
  code: "ECA2026-001",
  name_zh: "2026/27 全港學界田徑比賽",
  name_cn: "2026/27 全港学界田径比赛",
  name_en: "Inter-school Athletics Meet 2026/27",
  nature: "competition",
  type: "individual",
  category: { id: 5, name_zh: "體育發展", name_cn: "体育发展", name_en: "Physical Development" },
  tags: [{ id: 1, name_zh: "運動", name_cn: "运动", name_en: "Sports" }],
  region: "territory",
  school_year: 2026,
  semester: "first",
  grade: null,
  starts_on: "2026-11-02",
  ends_on: "2026-11-04",
  hours: 6,
  source: "school",
  status: "passed",
  students: 12,
  average_score: 31.25,
  teachers: [{ id: 8, name_zh: "黃嘉欣", name_en: "Wong Ka Yan" }],
  ...over,
});

export const events = (): EcaEventRow[] => [
  eventRow(),
  eventRow({
    id: 2,
    code: "ECA2026-002",
    name_zh: "2026/27 長者中心探訪",
    name_cn: "2026/27 长者中心探访",
    name_en: "Elderly Centre Visit 2026/27",
    nature: "service",
    type: "group",
    category: { id: 2, name_zh: "社會服務", name_cn: "社会服务", name_en: "Community Service" },
    tags: [],
    starts_on: "2026-10-20",
    ends_on: "2026-10-20",
    source: "teacher",
    status: "pending",
    students: 8,
    average_score: null,
  }),
  eventRow({
    id: 3,
    code: "ECA2026-003",
    name_zh: "校外獎項：鋼琴比賽",
    name_cn: "校外奖项：钢琴比赛",
    name_en: "Outside award: piano contest",
    source: "parent",
    status: "rejected",
    students: 1,
    average_score: null,
    starts_on: "2026-10-01",
    ends_on: "2026-10-01",
  }),
];

/** An event whole, as the editor reads it. */
export const ecaEvent = (over: Partial<EcaEvent> = {}): EcaEvent => ({
  ...eventRow(),
  content: "學生代表學校參加全港學界田徑比賽。",
  organiser: "香港學界體育聯會",
  sub_items: ["100 米", "跳遠"],
  start_time: "08:30",
  end_time: "17:00",
  attachments: [],
  photos: [],
  version: 3,
  reject_reason: null,
  created_by: { id: 8, name_zh: "黃嘉欣", name_en: "Wong Ka Yan" },
  created_at: "2026-10-01T01:00:00.000Z",
  trait_ids: [3, 4],
  prizes: [
    { prize_id: 1, quantity: 1 },
    { prize_id: 3, quantity: 3 },
  ],
  can: { edit: true, approve: false, delete: true },
  ...over,
});

/** Students of class 4A, in register order. */
export const students = (): EcaStudent[] =>
  [
    ["陳大文", "Chan Tai Man"],
    ["何美玲", "Ho Mei Ling"],
    ["李嘉豪", "Lee Ka Ho"],
    ["張曉晴", "Cheung Hiu Ching"],
  ].map(([zh, en], i) => ({
    id: 100 + i,
    name_zh: zh!,
    name_en: en!,
    class_name: "4A",
    class_number: i + 1,
    student_no: `s20270${String(i + 10)}`,
  }));

/** One student's entry in the event above. */
export const entry = (over: Partial<EcaEntry> = {}): EcaEntry => ({
  id: 1,
  student: students()[0]!,
  source: "teacher",
  status: "passed",
  reject_reason: null,
  prize_id: 1,
  level: "territory",
  competition_item: "100 米",
  remark: "帶領隊員完成比賽",
  achievement: "冠軍",
  role: "隊長",
  hours: null,
  score: 45,
  editable: true,
  ...over,
});

export const entries = (): EcaEntry[] => [
  entry(),
  entry({
    id: 2,
    student: students()[1]!,
    prize_id: null,
    level: null,
    competition_item: "跳遠",
    remark: "",
    achievement: "",
    role: "",
    score: 7.5,
  }),
  entry({
    id: 3,
    student: students()[2]!,
    source: "parent",
    status: "pending",
    prize_id: 3,
    level: "district",
    competition_item: "",
    remark: "家長提交：校外比賽優異獎",
    achievement: "優異獎",
    role: "",
    score: 16.88,
  }),
];

export const teachers = () => ({
  teachers: [
    { id: 9, name_zh: "李志明", name_cn: "李志明", name_en: "Lee Chi Ming" },
    { id: 8, name_zh: "黃嘉欣", name_cn: "黄嘉欣", name_en: "Wong Ka Yan" },
  ],
});

/** An event waiting in an approval list. */
export const approvalRow = (over: Partial<EcaApprovalRow> = {}): EcaApprovalRow => ({
  ...eventRow({ status: "pending", source: "teacher", average_score: null }),
  waiting_since: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  created_by: { id: 8, name_zh: "黃嘉欣", name_en: "Wong Ka Yan" },
  reject_reason: null,
  changed: [],
  decided_at: null,
  may_decide: true,
  submission: null,
  ...over,
});

export const approvalRows = (): EcaApprovalRow[] => [
  approvalRow(),
  approvalRow({
    id: 2,
    code: "ECA2026-002",
    name_zh: "2026/27 長者中心探訪",
    name_cn: "2026/27 长者中心探访",
    name_en: "Elderly Centre Visit 2026/27",
    waiting_since: new Date(Date.now() - 86_400_000).toISOString(),
  }),
  approvalRow({
    id: 3,
    code: "ECA2026-003",
    name_zh: "2026/27 閱讀分享會",
    name_cn: "2026/27 阅读分享会",
    name_en: "Reading circle 2026/27",
    may_decide: false,
    created_by: { id: 9, name_zh: "李志明", name_en: "Lee Chi Ming" },
  }),
];

/** The demo parent, with their child's ECA records to read and outside awards to submit. */
export const ecaParent = parentUser({
  permissions: { "eca.studentDetail": ["query", "get", "add"] },
});

/** A certificate photo a parent uploaded (a real 1 × 1 PNG behind a story's address). */
export const certificate = (over: Partial<Attachment> = {}): Attachment => ({
  id: 31,
  name: "鋼琴比賽證書.png",
  type: "image/png",
  size: 245_000,
  url: "/api/eca/certificate/31/AAAAAAAAAAAAAAAAAAAAAAAA/%E8%AD%89%E6%9B%B8.png",
  ...over,
});

/** A student's record in their own list. */
export const record = (over: Partial<EcaRecord> = {}): EcaRecord => ({
  id: 1,
  event: {
    id: 1,
    code: "ECA2026-001",
    name_zh: "2026/27 全港學界田徑比賽",
    name_cn: "2026/27 全港学界田径比赛",
    name_en: "Inter-school Athletics Meet 2026/27",
    nature: "competition",
    category: { id: 5, name_zh: "體育發展", name_cn: "体育发展", name_en: "Physical Development" },
    organiser: "香港學界體育聯會",
    starts_on: "2026-11-02",
    ends_on: "2026-11-04",
  },
  source: "school",
  status: "passed",
  reject_reason: null,
  prize: { id: 1, name_zh: "冠軍", name_cn: "冠军", name_en: "Champion" },
  level: "territory",
  competition_item: "100 米",
  achievement: "冠軍",
  role: "隊長",
  hours: 6,
  score: 45,
  remark: "",
  certificates: [],
  editable: false,
  ...over,
});

export const records = (): EcaRecord[] => [
  record(),
  record({
    id: 2,
    event: {
      ...record().event,
      id: 9,
      code: "ECA2026-009",
      name_zh: "校外獎項：鋼琴比賽",
      name_cn: "校外奖项：钢琴比赛",
      name_en: "Outside award: piano contest",
      nature: "competition",
      category: {
        id: 4,
        name_zh: "藝術發展",
        name_cn: "艺术发展",
        name_en: "Aesthetic Development",
      },
      starts_on: "2026-10-12",
      ends_on: "2026-10-12",
    },
    source: "parent",
    status: "rejected",
    reject_reason: "未能核實得獎證書，請上載清晰的證書照片。",
    prize: { id: 3, name_zh: "優異獎", name_cn: "优异奖", name_en: "Merit" },
    level: "district",
    competition_item: "",
    role: "",
    hours: 2,
    score: 16.88,
    certificates: [certificate()],
    editable: true,
  }),
  record({
    id: 3,
    event: {
      ...record().event,
      id: 10,
      code: "ECA2026-010",
      name_zh: "長者中心探訪",
      name_cn: "长者中心探访",
      name_en: "Elderly Centre Visit",
      nature: "service",
      starts_on: "2026-10-01",
      ends_on: "2026-10-01",
    },
    source: "teacher",
    status: "pending",
    prize: null,
    level: null,
    competition_item: "",
    role: "義工",
    hours: 3,
    score: 10,
  }),
];

/** One import as the history lists it. */
export const ecaImport = (over: Partial<EcaImport> = {}): EcaImport => ({
  id: 7,
  file_name: "2026-27 校際比賽成績.xlsx",
  file_size: 18_430,
  status: "checked",
  created_by: { id: 9, name_zh: "李志明", name_en: "Lee Chi Ming" },
  created_at: "2026-11-26T02:15:00Z",
  imported_at: null,
  undone_at: null,
  rows: 48,
  accepted: 45,
  refused: 3,
  new_events: 2,
  ...over,
});

/** The preview of the import above: three rows refused, the first rows it writes. */
export const importPreview = (over: Partial<EcaImportPreview> = {}): EcaImportPreview => ({
  ...ecaImport(),
  ignored_columns: [],
  problems: [
    { row: 4, column: "獎項", message: "沒有名為「Gold」的獎項" },
    { row: 17, column: "學號", message: "本校沒有學生 4Z 1" },
    { row: 30, column: "開始日期", message: "請以 YYYY/MM/DD 格式填寫日期" },
  ],
  sample: students()
    .slice(0, 3)
    .map((student, i) => ({
      row: i + 2,
      student,
      event: {
        code: "IMP-RELAY",
        name_zh: "學界田徑接力邀請賽",
        name_cn: "学界田径接力邀请赛",
        name_en: "Inter-school Relay Invitational",
        new: true,
      },
      prize: i === 0 ? { id: 1, name_zh: "冠軍", name_cn: "冠军", name_en: "Champion" } : null,
      level: i === 0 ? ("interSchool" as const) : null,
      competition_item: i === 0 ? "4×100 米" : "",
    })),
  ...over,
});

/** The history: one waiting to be confirmed, one imported, one undone. */
export const importHistory = (): EcaImport[] => [
  ecaImport(),
  ecaImport({
    id: 6,
    file_name: "上學期服務時數.xlsx",
    status: "imported",
    imported_at: "2026-11-20T03:00:00Z",
    rows: 120,
    accepted: 120,
    refused: 0,
  }),
  ecaImport({
    id: 5,
    file_name: "賣旗日義工（舊名單）.xlsx",
    status: "undone",
    imported_at: "2026-11-18T03:00:00Z",
    undone_at: "2026-11-18T03:20:00Z",
    rows: 5,
    accepted: 5,
    refused: 0,
  }),
];

const RELAY = {
  id: 12,
  code: "ECA2026-012",
  name_zh: "學界田徑接力賽",
  name_cn: "学界田径接力赛",
  name_en: "Inter-school Relay",
};

/** A recognition job of the relay's students: done, two of its proposals decided. */
export const recognition = (over: Partial<EcaRecognition> = {}): EcaRecognition => ({
  id: 31,
  target: "event",
  event: RELAY,
  student: null,
  status: "completed",
  total: 4,
  done: 4,
  error: null,
  engine: "local",
  attempts: 1,
  created_by: { id: 9, name_zh: "黃家欣", name_en: "Wong Ka Yan" },
  created_at: "2026-11-20T02:10:00Z",
  finished_at: "2026-11-20T02:10:02Z",
  proposals: 3,
  accepted: 1,
  rejected: 0,
  editable: true,
  ...over,
});

export const proposal = (over: Partial<EcaTraitProposal> = {}): EcaTraitProposal => ({
  id: 501,
  entry_id: 7001,
  student: students()[0]!,
  event: RELAY,
  trait: { id: 1, name_zh: "領導才能", name_cn: "领导才能", name_en: "Leadership" },
  strength: 80,
  evidence: [
    { field: "remark", text: "表現積極，帶領隊員完成比賽。", words: ["帶領"] },
    { field: "role", text: "隊長", words: ["隊長"] },
  ],
  decision: "pending",
  decided_by: null,
  decided_at: null,
  ...over,
});

/** Three proposals: leadership and teamwork for 陳大文, perseverance (accepted) for 何美玲. */
export const proposals = (): EcaTraitProposal[] => [
  proposal(),
  proposal({
    id: 502,
    trait: { id: 2, name_zh: "團隊合作", name_cn: "团队合作", name_en: "Teamwork" },
    strength: 65,
    evidence: [
      { field: "remark", text: "表現積極，帶領隊員完成比賽。", words: ["隊員"] },
      { field: "type", text: "group", words: [] },
    ],
  }),
  proposal({
    id: 503,
    entry_id: 7002,
    student: students()[1]!,
    trait: { id: 3, name_zh: "堅毅", name_cn: "坚毅", name_en: "Perseverance" },
    strength: 45,
    evidence: [
      {
        field: "remark",
        text: "Never gave up after a fall in the heats",
        words: ["Never gave up"],
      },
      { field: "level", text: "interSchool", words: [] },
    ],
    decision: "accepted",
    decided_by: { id: 9, name_zh: "黃家欣", name_en: "Wong Ka Yan" },
    decided_at: "2026-11-20T03:00:00Z",
  }),
];

export const recognitionDetail = (
  over: Partial<EcaRecognition> = {},
  list: EcaTraitProposal[] = proposals(),
): EcaRecognitionDetail => ({
  recognition: recognition(over),
  list,
  total: list.length,
  pageNum: 1,
  pageSize: 20,
});

export const recognitions = (): EcaRecognition[] => [
  recognition({ id: 33, status: "in_progress", done: 12, total: 40, proposals: 0, accepted: 0 }),
  recognition(),
  recognition({
    id: 30,
    status: "failed",
    event: {
      id: 8,
      code: "ECA2026-008",
      name_zh: "校園環保大使",
      name_cn: "校园环保大使",
      name_en: "Green Ambassadors",
    },
    error: "識別失敗：識別服務暫時未能完成，請稍後重試",
    engine: "gpt-4o-mini",
    proposals: 0,
    accepted: 0,
  }),
  recognition({
    id: 29,
    target: "student",
    event: null,
    student: students()[0]!,
    created_by: { id: 1, name_zh: "李志明", name_en: "Lee Chi Ming" },
    proposals: 6,
    accepted: 4,
    rejected: 1,
  }),
];

const ole = (id: number, key: string, zh: string, cn: string, en: string) => ({
  id,
  name_zh: zh,
  name_cn: cn,
  name_en: en,
  preset_key: key,
});
const PHYSICAL = ole(5, "ole.physical", "體育發展", "体育发展", "Physical Development");
const AESTHETIC = ole(4, "ole.aesthetic", "藝術發展", "艺术发展", "Aesthetic Development");
const COMMUNITY = ole(2, "ole.community", "社會服務", "社会服务", "Community Service");

export const profileRecord = (over: Partial<EcaProfileRecord> = {}): EcaProfileRecord => ({
  id: 900,
  event: {
    id: 12,
    code: "ECA2026-012",
    name_zh: "學界田徑接力賽",
    name_cn: "学界田径接力赛",
    name_en: "Inter-school Relay",
    nature: "competition",
    organiser: "香港學界體育聯會",
    starts_on: "2026-11-14",
    ends_on: "2026-11-14",
    school_year: 2026,
    category: PHYSICAL,
  },
  prize: { id: 1, name_zh: "冠軍", name_cn: "冠军", name_en: "Champion" },
  level: "interSchool",
  competition_item: "4×100 米",
  role: "隊長",
  achievement: "",
  hours: 6,
  score: 30,
  ...over,
});

/** 陳小明's profile: three confirmed traits, three categories, four records over two years. */
export const profile = (over: Partial<EcaProfile> = {}): EcaProfile => ({
  student: {
    id: 2,
    name_zh: "陳小明",
    name_en: "Chan Siu Ming",
    class_name: "4A",
    class_number: 1,
    student_no: "s2026001",
  },
  school_year: 2026,
  school_years: [2026, 2025],
  traits: [
    {
      trait: { id: 3, name_zh: "堅毅", name_cn: "坚毅", name_en: "Perseverance" },
      count: 4,
      strength: 62,
      events: ["學界田徑接力賽", "校際游泳比賽"],
    },
    {
      trait: { id: 1, name_zh: "領導才能", name_cn: "领导才能", name_en: "Leadership" },
      count: 2,
      strength: 80,
      events: ["學界田徑接力賽"],
    },
    {
      trait: { id: 2, name_zh: "團隊合作", name_cn: "团队合作", name_en: "Teamwork" },
      count: 1,
      strength: 45,
      events: ["校園環保大使"],
    },
  ],
  categories: [
    { category: COMMUNITY, score: 10, class_average: 4.2, grade_average: 3.8, hours: 12 },
    { category: AESTHETIC, score: 0, class_average: 2.5, grade_average: 3.1, hours: 0 },
    { category: PHYSICAL, score: 42, class_average: 12.6, grade_average: 12.07, hours: 30 },
  ],
  year: { records: 3, hours: 42, score: 52 },
  all: { records: 4, hours: 62 },
  records: [
    profileRecord(),
    profileRecord({
      id: 901,
      event: {
        ...profileRecord().event,
        id: 13,
        name_zh: "校際游泳比賽",
        name_cn: "校际游泳比赛",
        name_en: "Inter-school Swimming Gala",
        starts_on: "2026-10-20",
        ends_on: "2026-10-20",
      },
      prize: { id: 2, name_zh: "亞軍", name_cn: "亚军", name_en: "1st runner-up" },
      level: "territory",
      role: "",
      competition_item: "50 米自由式",
    }),
    profileRecord({
      id: 902,
      event: {
        ...profileRecord().event,
        id: 8,
        name_zh: "校園環保大使",
        name_cn: "校园环保大使",
        name_en: "Green Ambassadors",
        nature: "service",
        organiser: "環境運動委員會",
        starts_on: "2026-09-20",
        ends_on: "2026-09-20",
        category: COMMUNITY,
      },
      prize: null,
      level: null,
      competition_item: "",
      role: "組長",
      hours: 12,
    }),
    profileRecord({
      id: 903,
      event: {
        ...profileRecord().event,
        id: 3,
        name_zh: "校際朗誦節",
        name_cn: "校际朗诵节",
        name_en: "Speech Festival",
        nature: "performance",
        organiser: "香港學校音樂及朗誦協會",
        starts_on: "2026-03-01",
        ends_on: "2026-03-01",
        school_year: 2025,
        category: AESTHETIC,
      },
      prize: { id: 4, name_zh: "優異", name_cn: "优异", name_en: "Merit" },
      level: "district",
      competition_item: "",
      role: "",
      hours: 20,
    }),
  ],
  ...over,
});

export const figures = (over: Partial<EcaFigures> = {}): EcaFigures => ({
  students: 180,
  participants: 117,
  participation: 65,
  hours: 1620,
  hours_per_student: 9,
  average_score: 14.5,
  awards: 42,
  ...over,
});

/** Grade 4 beside the school: its three classes as rows. */
export const dashboard = (over: Partial<EcaDashboard> = {}): EcaDashboard => ({
  school_year: 2026,
  school_years: [2026, 2025],
  semester: null,
  scope: "grade",
  grade: "4",
  class_name: null,
  figures: figures(),
  compare: [
    {
      scope: "school",
      key: "",
      figures: figures({
        students: 1080,
        participants: 610,
        participation: 56.5,
        hours_per_student: 7.2,
        average_score: 11.8,
        awards: 201,
      }),
    },
  ],
  rows: [
    {
      key: "4A",
      student: null,
      figures: figures({ students: 30, participants: 28, participation: 93.3 }),
    },
    {
      key: "4B",
      student: null,
      figures: figures({ students: 30, participants: 21, participation: 70 }),
    },
    {
      key: "4C",
      student: null,
      figures: figures({ students: 30, participants: 12, participation: 40 }),
    },
  ],
  categories: [
    { category: COMMUNITY, average: 3.5, compare: [2.9] },
    { category: PHYSICAL, average: 6.1, compare: [4.8] },
  ],
  levels: [
    { level: "school", awards: 12 },
    { level: "interSchool", awards: 20 },
    { level: "territory", awards: 10 },
  ],
  traits: [
    { trait: { id: 2, name_zh: "團隊合作", name_cn: "团队合作", name_en: "Teamwork" }, count: 14 },
    { trait: { id: 3, name_zh: "堅毅", name_cn: "坚毅", name_en: "Perseverance" }, count: 9 },
  ],
  ...over,
});
