import type {
  Action,
  ActivationLetters,
  Attachment,
  AuditEntry,
  Person,
  ClassTeacher,
  RosterActivation,
  RosterImport,
  RosterPreview,
  RoleGrants,
  RolloverPlan,
  SchoolProfile,
} from "@campus/contract";
import { demoSchool, teacherUser } from "@campus/contract/fixtures";

/*
 * The console's data as the server answers it, for stories and tests: the school office's
 * account, a roster's preview and the import history.
 */

export const officeStaff = teacherUser({
  user_id: 9,
  user_name: "李志明",
  name_en: "Lee Chi Ming",
  roles: ["teacher", "staff"],
  school: demoSchool,
  permissions: {
    "office.roster": ["query", "get", "import", "edit"],
    "office.people": ["query", "get", "add", "edit", "enable", "disable"],
    "office.audit": ["query", "get"],
    "office.outbox": ["query"],
    "office.roles": ["query", "get", "edit"],
    "office.school": ["get", "edit"],
  },
});

/** The demo school's profile, as the office reads it. */
export const schoolProfile = (over: Partial<SchoolProfile> = {}): SchoolProfile => ({
  code: demoSchool.code,
  name_zh: demoSchool.name_zh,
  name_cn: demoSchool.name_cn,
  name_en: demoSchool.name_en,
  region: "hk",
  brand_color: null,
  logo: null,
  ...over,
});

/** A 16 × 16 PNG in teal and white: a logo's bytes, as a file and as its address in stories. */
export const LOGO_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAI0lEQVR4nGPgL8uDo/9IAJc4wyDUQIwiZPHBqGEQButIjAcAwL34EJ3MsrwAAAAASUVORK5CYII=";

/** A logo the office uploaded (shown from its bytes: stories serve no files). */
export const logoUpload = (id = 41): Attachment => ({
  id,
  name: "logo.png",
  type: "image/png",
  size: 92,
  url: `data:image/png;base64,${LOGO_PNG}`,
});

export const rosterPreview = (over: Partial<RosterPreview> = {}): RosterPreview => ({
  upload_id: 41,
  file_name: "2026-27 全校學生名冊.csv",
  format: "Big5",
  people: "students",
  full: false,
  counts: { added: 312, updated: 587, left: 0, unchanged: 12, refused: 0, guardians_added: 498 },
  staff_counts: null,
  problems: [],
  more_problems: 0,
  extra_columns: ["備註", "宗教"],
  import_id: null,
  ...over,
});

/** A file with three refused cells in two rows (and more beyond those listed). */
export const refusedPreview = () =>
  rosterPreview({
    counts: { added: 310, updated: 587, left: 0, unchanged: 12, refused: 2, guardians_added: 496 },
    problems: [
      {
        row: 17,
        column: "guardian1_phone",
        column_title: "家長一手機號碼",
        message: "電話號碼格式不正確",
      },
      {
        row: 17,
        column: "class_number",
        column_title: "學號",
        message: "學號須為 1 至 99 的整數",
      },
      {
        row: 230,
        column: "student_no",
        column_title: "學生編號",
        message: "與第 12 行的學生編號相同",
      },
    ],
    more_problems: 4,
  });

/** A staff list: teachers and office members, by sign-in name. */
export const staffPreview = () =>
  rosterPreview({
    upload_id: 42,
    file_name: "2026-27 教職員.xlsx",
    format: "xlsx",
    people: "staff",
    counts: { added: 3, updated: 1, left: 0, unchanged: 58, refused: 0, guardians_added: 0 },
    extra_columns: ["任教科目"],
  });

/** A OneRoster bundle from the school's SIS: its students and guardians, and its teachers. */
export const bundlePreview = () =>
  rosterPreview({
    upload_id: 43,
    file_name: "sis-export.zip",
    format: "OneRoster 1.1",
    counts: { added: 2, updated: 5, left: 0, unchanged: 893, refused: 0, guardians_added: 3 },
    staff_counts: { added: 1, updated: 2, left: 0, unchanged: 57, refused: 0, guardians_added: 0 },
    extra_columns: [],
  });

export const rosterHistory = (): RosterImport[] => [
  {
    id: 3,
    kind: "file",
    file_name: "2026-27 插班生.xlsx",
    full: false,
    counts: { added: 4, updated: 0, left: 0, unchanged: 0, refused: 0, guardians_added: 6 },
    imported_by: { id: 9, name_zh: "李志明", name_en: "Lee Chi Ming" },
    imported_at: "2026-11-26T02:20:00Z",
    staff_counts: null,
    undone_at: null,
    undoable: true,
  },
  {
    id: 4,
    kind: "staff",
    file_name: "2026-27 教職員.xlsx",
    full: false,
    counts: { added: 3, updated: 1, left: 0, unchanged: 58, refused: 0, guardians_added: 0 },
    imported_by: { id: 9, name_zh: "李志明", name_en: "Lee Chi Ming" },
    imported_at: "2026-11-20T06:45:00Z",
    staff_counts: null,
    undone_at: null,
    undoable: false,
  },
  {
    id: 2,
    kind: "file",
    file_name: "2026-27 全校學生名冊.csv",
    full: true,
    counts: { added: 312, updated: 587, left: 41, unchanged: 12, refused: 0, guardians_added: 498 },
    imported_by: { id: 9, name_zh: "李志明", name_en: "Lee Chi Ming" },
    imported_at: "2026-09-01T01:05:00Z",
    // The SIS's OneRoster bundle: its teachers too.
    staff_counts: { added: 58, updated: 0, left: 2, unchanged: 0, refused: 0, guardians_added: 0 },
    undone_at: null,
    undoable: false,
  },
  {
    id: 5,
    kind: "rollover",
    file_name: "2026/27",
    full: false,
    counts: { added: 0, updated: 812, left: 36, unchanged: 0, refused: 0, guardians_added: 0 },
    imported_by: { id: 9, name_zh: "李志明", name_en: "Lee Chi Ming" },
    imported_at: "2026-08-31T02:00:00Z",
    staff_counts: null,
    undone_at: null,
    undoable: false,
  },
  {
    id: 1,
    kind: "file",
    file_name: "全校名冊（舊）.csv",
    full: true,
    counts: { added: 899, updated: 0, left: 0, unchanged: 0, refused: 0, guardians_added: 1480 },
    imported_by: null,
    imported_at: "2026-08-30T08:00:00Z",
    staff_counts: null,
    undone_at: "2026-08-30T08:30:00Z",
    undoable: false,
  },
];

/** The school's teachers, whom a class teacher may be (4A's is the first). */
export const classTeachers: ClassTeacher[] = [
  { id: 41, name_zh: "陳美玲", name_en: "Chan Mei Ling" },
  { id: 42, name_zh: "黃志明", name_en: "Wong Chi Ming" },
];

export const rosterActivation = (): RosterActivation => ({
  classes: [
    {
      class_name: "4A",
      class_teacher: classTeachers[0]!,
      students: 31,
      guardians: 31,
      guardians_active: 28,
      students_active: 30,
      students_without_guardian: 0,
    },
    {
      class_name: "4B",
      class_teacher: null,
      students: 30,
      guardians: 29,
      guardians_active: 12,
      students_active: 4,
      students_without_guardian: 2,
    },
    {
      class_name: "4C",
      class_teacher: null,
      students: 29,
      guardians: 27,
      guardians_active: 0,
      students_active: 0,
      students_without_guardian: 1,
    },
  ],
  total: {
    students: 90,
    guardians: 87,
    guardians_active: 40,
    students_active: 34,
    students_without_guardian: 3,
  },
  teachers: classTeachers,
});

/** 4A's letters: two students without a password; one who has set one left out. */
export const activationLetters = (over: Partial<ActivationLetters> = {}): ActivationLetters => ({
  class_name: "4A",
  expires_on: "2026-12-27",
  school: demoSchoolNames,
  letters: [
    {
      student_id: 301,
      username: "s2026001",
      class_number: 1,
      name_zh: "陳大文",
      name_en: "CHAN Tai Man",
      code: "KYBYUCYFF98P",
    },
    {
      student_id: 302,
      username: "s2026002",
      class_number: 2,
      name_zh: "李嘉欣",
      name_en: "LEE Ka Yan",
      code: "HT7MQ2WXZ4RB",
    },
  ],
  skipped: 1,
  ...over,
});

const demoSchoolNames = {
  name_zh: "校園示範學校",
  name_cn: "校园示范学校",
  name_en: "Campus Demo School",
  region: "hk" as const,
};

const link = (over: Partial<Person["links"][number]>): Person["links"][number] => ({
  id: 0,
  name_zh: "",
  name_en: "",
  class_name: null,
  class_number: null,
  relation: null,
  status: "active",
  ...over,
});

/** A student of 4A with two guardians, as the people list shows them. */
export const person = (over: Partial<Person> = {}): Person => ({
  id: 301,
  kind: "student",
  username: "s2026001",
  country_code: "",
  name_zh: "陳大文",
  name_en: "CHAN Tai Man",
  status: "active",
  class_name: "4A",
  class_number: 1,
  student_no: "R26001",
  roles: [],
  activated: true,
  links: [
    link({ id: 401, name_zh: "陳美玲", name_en: "CHAN Mei Ling", relation: "mother" }),
    link({ id: 402, name_zh: "陳志強", name_en: "CHAN Chi Keung", relation: "father" }),
  ],
  resettable: true,
  linkable: false,
  ...over,
});

/** A page of each kind: students (one left, one not activated), guardians, staff. */
export const peopleOf = (kind: Person["kind"]): Person[] => {
  if (kind === "guardian")
    return [
      person({
        id: 401,
        kind: "guardian",
        username: "61234001",
        country_code: "852",
        name_zh: "陳美玲",
        name_en: "CHAN Mei Ling",
        class_name: null,
        class_number: null,
        student_no: null,
        links: [
          link({
            id: 301,
            name_zh: "陳大文",
            name_en: "CHAN Tai Man",
            class_name: "4A",
            class_number: 1,
            relation: "mother",
          }),
          link({
            id: 303,
            name_zh: "陳小文",
            name_en: "CHAN Siu Man",
            class_name: "2B",
            class_number: 5,
            relation: "mother",
          }),
        ],
      }),
    ];
  if (kind === "staff")
    return [
      person({
        id: 9,
        kind: "staff",
        username: "office.demo",
        name_zh: "李志明",
        name_en: "Lee Chi Ming",
        class_name: null,
        class_number: null,
        student_no: null,
        roles: ["teacher", "staff"],
        links: [],
        resettable: false,
        linkable: true,
      }),
    ];
  return [
    person(),
    person({
      id: 302,
      username: "s2026002",
      name_zh: "李嘉欣",
      name_en: "LEE Ka Yan",
      class_number: 2,
      student_no: "R26002",
      activated: false,
      links: [link({ id: 403, name_zh: "李淑儀", name_en: "LEE Suk Yee", relation: "mother" })],
    }),
    person({
      id: 304,
      username: "s2026009",
      name_zh: "黃子晴",
      name_en: "WONG Tsz Ching",
      class_number: 9,
      student_no: "R26009",
      status: "left",
      links: [],
      resettable: false,
    }),
  ];
};

/** The office's latest actions: a reset, an account closed, letters, an import from the CLI. */
const section = (name_zh: string, name_cn: string, name_en: string) => ({
  name_zh,
  name_cn,
  name_en,
});
const CALENDAR = section("個人行事曆", "个人日程", "Personal calendar");
const LIBRARY = section("學校圖書館", "学校图书馆", "School library");
const OFFICE = section("學校管理", "学校管理", "School administration");
const WRITE: Action[] = ["add", "delete", "edit", "query", "get"];
const READ: Action[] = ["query", "get"];

/** A role's pages as the server answers them; the parent's records page narrowed to reading. */
export const roleGrants = (role: RoleGrants["role"] = "parent"): RoleGrants =>
  role === "staff"
    ? {
        role,
        pages: [
          {
            code: "office.people",
            name_zh: "人員管理",
            name_cn: "人员管理",
            name_en: "People",
            section: OFFICE,
            offered: ["add", "edit", "query", "get", "enable", "disable"],
            defaults: ["add", "edit", "query", "get", "enable", "disable"],
            actions: ["add", "edit", "query", "get", "enable", "disable"],
            kept: [],
          },
          {
            code: "office.roles",
            name_zh: "角色權限",
            name_cn: "角色权限",
            name_en: "Roles",
            section: OFFICE,
            offered: ["edit", "query", "get"],
            defaults: ["edit", "query", "get"],
            actions: ["edit", "query", "get"],
            kept: ["edit", "query", "get"],
          },
        ],
      }
    : {
        role,
        pages: [
          {
            code: "calendar.overview",
            name_zh: "行事曆總覽",
            name_cn: "日程总览",
            name_en: "Overview",
            section: CALENDAR,
            offered: WRITE,
            defaults: WRITE,
            actions: WRITE,
            kept: [],
          },
          {
            code: "library.home",
            name_zh: "圖書館首頁",
            name_cn: "图书馆首页",
            name_en: "Library home",
            section: LIBRARY,
            offered: READ,
            defaults: READ,
            actions: READ,
            kept: [],
          },
          {
            code: "library.myrecord",
            name_zh: "我的借閱紀錄",
            name_cn: "我的借阅记录",
            name_en: "My records",
            section: LIBRARY,
            offered: WRITE,
            defaults: WRITE,
            actions: READ,
            kept: [],
          },
        ],
      };

export const auditEntries = (): AuditEntry[] => [
  {
    id: 15,
    at: "2026-11-30T01:30:00Z",
    kind: "school.changed",
    actor: { id: 9, name_zh: "李志明", name_en: "Lee Chi Ming" },
    person: null,
    subject: "DEMO",
    changes: [
      { field: "nameEn", before: "Demo Primary School", after: "Demo Primary School (Kowloon)" },
      { field: "region", before: "hk", after: "mo" },
    ],
  },
  {
    id: 14,
    at: "2026-11-29T03:12:00Z",
    kind: "person.reset",
    actor: { id: 9, name_zh: "李志明", name_en: "Lee Chi Ming" },
    person: { id: 401, name_zh: "陳美玲", name_en: "CHAN Mei Ling" },
    subject: "",
    changes: [{ field: "password", before: "set", after: "none" }],
  },
  {
    id: 13,
    at: "2026-11-28T09:40:00Z",
    kind: "person.left",
    actor: { id: 9, name_zh: "李志明", name_en: "Lee Chi Ming" },
    person: { id: 304, name_zh: "黃子晴", name_en: "WONG Tsz Ching" },
    subject: "",
    changes: [{ field: "status", before: "active", after: "left" }],
  },
  {
    id: 12,
    at: "2026-11-27T02:00:00Z",
    kind: "activation.letters",
    actor: { id: 9, name_zh: "李志明", name_en: "Lee Chi Ming" },
    person: null,
    subject: "4A",
    changes: [
      { field: "letters", before: null, after: "31" },
      { field: "expiresOn", before: null, after: "2026-12-27" },
    ],
  },
  {
    id: 11,
    at: "2026-09-01T01:05:00Z",
    kind: "roster.import",
    actor: null,
    person: null,
    subject: "2026-27 全校學生名冊.csv",
    changes: [
      { field: "added", before: null, after: "312" },
      { field: "updated", before: null, after: "587" },
      { field: "guardiansAdded", before: null, after: "498" },
    ],
  },
  {
    id: 10,
    at: "2026-08-30T08:00:00Z",
    kind: "role.changed",
    actor: { id: 8, name_zh: "陳慧敏", name_en: "Chan Wai Man" },
    person: null,
    subject: "parent",
    changes: [{ field: "我的借閱紀錄", before: "add,delete,edit,query,get", after: "query,get" }],
  },
];

/** The year-end rollover's plan: four classes, the P6 ones leaving. */
export const rolloverPlan = (over: Partial<RolloverPlan> = {}): RolloverPlan => ({
  year_from: "2025/26",
  year_to: "2026/27",
  done: false,
  classes: [
    { class_name: "1A", students: 30, to: "2A" },
    { class_name: "4A", students: 31, to: "5A" },
    { class_name: "6A", students: 29, to: "" },
    { class_name: "6B", students: 28, to: "" },
  ],
  ...over,
});
