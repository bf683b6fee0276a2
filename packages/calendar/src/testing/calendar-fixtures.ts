import {
  type Attachment,
  type CalendarItem,
  type CalendarKindInfo,
  type CalendarLesson,
  type CalendarMonth,
  type CalendarPerson,
  type Locale,
  type SchoolEvent,
} from "@campus/contract";
import { lessonsOn } from "../agenda/agenda";
import { addDays, daysOfMonth, spans, weekdayOf } from "../dates/calendar-dates";

/*
 * A Hong Kong primary school's November 2026, shaped like the server's answers: a six-day
 * cycle over school days (weekends and days off do not move it), a staff development day off,
 * Christmas holidays in December, two children (陳小明 in 4A, 陳小欣 in 1B) with their classes'
 * timetables, and a library book due. Texts in each language, as the server words them.
 */

export const TODAY = "2026-11-24";
export const ZONE = "Asia/Hong_Kong";

type Words = readonly [zhTW: string, zhCN: string, en: string];
const say = (words: Words, locale: Locale) =>
  locale === "en-US" ? words[2] : locale === "zh-CN" ? words[1] : words[0];

// ── Kinds ─────────────────────────────────────────────────────────────────────────────────

/** The kinds the demo server declares, worded as its catalogues word them in `locale`. */
export function calendarKinds(locale: Locale = "zh-TW"): CalendarKindInfo[] {
  const kind = (id: string, colour: string, one: Words, many: Words = one) => ({
    id,
    name: say(one, locale),
    names: say(many, locale),
    colour,
    listed: id !== "lesson",
  });
  return [
    kind("lesson", "#565d69", ["課堂", "课堂", "Lesson"], ["課堂", "课堂", "Lessons"]),
    kind(
      "event",
      "#175cd3",
      ["學校活動", "学校活动", "School event"],
      ["學校活動", "学校活动", "School events"],
    ),
    kind("exam", "#b42318", ["考試", "考试", "Exam"], ["考試", "考试", "Exams"]),
    kind("holiday", "#067647", ["假期", "假期", "Holiday"], ["假期", "假期", "Holidays"]),
    kind("library", "#6941c6", ["圖書館", "图书馆", "Library"]),
    kind("interview", "#b54708", ["面試", "面试", "Interview"], ["面試", "面试", "Interviews"]),
    kind("eca", "#0e7490", ["課外活動", "课外活动", "ECA"]),
  ];
}

/** The kinds a list shows for `asked`, as the server decides them. */
export function listedKinds(asked: readonly string[] | undefined): string[] {
  const kinds = calendarKinds();
  if (asked?.includes("*")) return kinds.map((kind) => kind.id);
  const known = kinds.filter((kind) => asked?.includes(kind.id));
  return (known.length ? known : kinds.filter((kind) => kind.listed)).map((kind) => kind.id);
}

// ── People ────────────────────────────────────────────────────────────────────────────────

const PEOPLE: {
  id: number;
  name: Words;
  class_name: string | null;
  role: CalendarPerson["role"];
}[] = [
  { id: 2, name: ["陳小明", "陳小明", "Chan Siu Ming"], class_name: "4A", role: "student" },
  { id: 3, name: ["陳小欣", "陳小欣", "Chan Siu Yan"], class_name: "1B", role: "student" },
  { id: 6, name: ["黃嘉欣", "黃嘉欣", "Wong Ka Yan"], class_name: null, role: "teacher" },
];

export const SIU_MING = 2;
export const SIU_YAN = 3;
export const MS_WONG = 6;

export function person(id: number, locale: Locale = "zh-TW"): CalendarPerson {
  const p = PEOPLE.find((candidate) => candidate.id === id)!;
  return { id: p.id, name: say(p.name, locale), class_name: p.class_name, role: p.role };
}

// ── Days off and the cycle ────────────────────────────────────────────────────────────────

interface Event {
  id: number;
  kind: SchoolEvent["kind"];
  title: Words;
  description?: Words;
  place?: Words;
  start: string;
  end?: string;
  time?: [string, string];
  grades?: number[];
  classes?: string[];
  files?: Attachment[];
}

/** A file as the server lists it (its address carries the random key). */
export const fileFixture = (
  id: number,
  name: string,
  type: Attachment["type"],
  size: number,
): Attachment => ({
  id,
  name,
  type,
  size,
  url: `/api/calendar/attachment/${id}/Key${id}xxxxxxxxxxxxxxxxxxxx/${encodeURIComponent(name)}`,
});

/** Sports day's notice and the stadium's map. */
export const SPORTS_DAY_FILES = [
  fileFixture(1, "陸運會通告.pdf", "application/pdf", 284_512),
  fileFixture(2, "場地地圖.png", "image/png", 1_350_000),
];

const EVENTS: Event[] = [
  { id: 1, kind: "holiday", title: ["國慶日", "国庆日", "National Day"], start: "2026-10-01" },
  {
    id: 2,
    kind: "holiday",
    title: ["重陽節翌日", "重阳节翌日", "The day following Chung Yeung Festival"],
    start: "2026-10-19",
  },
  {
    id: 3,
    kind: "holiday",
    title: ["教師發展日", "教师发展日", "Staff development day"],
    description: [
      "全校學生毋須回校。\n校車暫停服務。",
      "全校学生无须回校。\n校车暂停服务。",
      "No school for pupils.\nNo school bus.",
    ],
    start: "2026-11-13",
  },
  {
    id: 4,
    kind: "holiday",
    title: ["聖誕及新年假期", "圣诞及新年假期", "Christmas and New Year holidays"],
    start: "2026-12-21",
    end: "2027-01-01",
  },
  { id: 5, kind: "holiday", title: ["聖誕節", "圣诞节", "Christmas Day"], start: "2026-12-25" },
  {
    id: 101,
    kind: "event",
    title: ["陸運會", "运动会", "Sports day"],
    description: [
      "請穿著運動服，帶備水樽及帽子。\n家長可於看台觀賽。",
      "请穿运动服，带备水壶及帽子。\n家长可在看台观赛。",
      "Wear PE kit; bring a water bottle and a cap.\nParents are welcome in the stands.",
    ],
    place: ["將軍澳運動場", "将军澳运动场", "Tseung Kwan O Sports Ground"],
    start: "2026-11-19",
    time: ["08:30", "15:30"],
    grades: [3, 4, 5, 6],
    files: SPORTS_DAY_FILES,
  },
  {
    id: 102,
    kind: "event",
    title: ["參觀香港科學館", "参观香港科学馆", "Visit to the Hong Kong Science Museum"],
    place: ["香港科學館", "香港科学馆", "Hong Kong Science Museum"],
    start: "2026-11-20",
    time: ["09:00", "12:00"],
    classes: ["4A"],
  },
  {
    id: 103,
    kind: "exam",
    title: ["四年級第一次測驗", "四年级第一次测验", "Primary 4 first test"],
    description: [
      "範圍：中文、英文、數學。\n請準時 08:00 前回校。",
      "范围：中文、英文、数学。\n请于 08:00 前准时回校。",
      "Chinese, English and Mathematics.\nPlease be at school by 08:00.",
    ],
    start: "2026-11-26",
    end: "2026-11-27",
    grades: [4],
  },
  {
    id: 104,
    kind: "event",
    title: ["一年級家長晚會", "一年级家长晚会", "Primary 1 parents' evening"],
    place: ["禮堂", "礼堂", "School hall"],
    start: TODAY,
    time: ["18:00", "19:30"],
    grades: [1],
  },
  {
    id: 105,
    kind: "event",
    title: ["聖誕聯歡會", "圣诞联欢会", "Christmas party"],
    place: ["禮堂", "礼堂", "School hall"],
    start: "2026-12-18",
    time: ["10:30", "12:30"],
  },
];

const dayOff = (day: string) =>
  EVENTS.some(
    (e) => (e.kind === "holiday" || e.kind === "closure") && spans(e.start, e.end ?? e.start, day),
  );

const schoolDay = (day: string) => weekdayOf(day) % 6 !== 0 && !dayOff(day);

/** Monday 2 November 2026 is Day 6; the cycle counts school days only. */
const CYCLE_ANCHOR = "2026-11-02";

export function cycleDayOf(day: string): number | null {
  if (!schoolDay(day)) return null;
  let count = 0;
  const step = day >= CYCLE_ANCHOR ? 1 : -1;
  for (let d = CYCLE_ANCHOR; d !== day; d = addDays(d, step)) if (schoolDay(d)) count += step;
  return ((((count + 5) % 6) + 6) % 6) + 1;
}

// ── Timetables ────────────────────────────────────────────────────────────────────────────

const PERIODS: [string, string][] = [
  ["08:30", "09:05"],
  ["09:05", "09:40"],
  ["09:55", "10:30"],
  ["10:30", "11:05"],
  ["11:20", "11:55"],
  ["11:55", "12:30"],
  ["13:35", "14:10"],
  ["14:10", "14:45"],
];

const SUBJECTS: Record<string, Words> = {
  chi: ["中文", "中文", "Chinese"],
  eng: ["英文", "英文", "English"],
  math: ["數學", "数学", "Mathematics"],
  gs: ["常識", "常识", "General Studies"],
  pth: ["普通話", "普通话", "Putonghua"],
  music: ["音樂", "音乐", "Music"],
  va: ["視覺藝術", "视觉艺术", "Visual Arts"],
  pe: ["體育", "体育", "Physical Education"],
  it: ["電腦", "电脑", "Computer"],
  lib: ["圖書", "图书", "Library lesson"],
};

const TEACHERS: Record<string, Words> = {
  chi: ["黃嘉欣老師", "黄嘉欣老师", "Ms Wong Ka Yan"],
  "1B:chi": ["周慧儀老師", "周慧仪老师", "Ms Chow Wai Yee"],
  eng: ["Ms Taylor", "Ms Taylor", "Ms Taylor"],
  math: ["李志明老師", "李志明老师", "Mr Lee Chi Ming"],
  gs: ["陳美玲老師", "陈美玲老师", "Ms Chan Mei Ling"],
  other: ["何家豪老師", "何家豪老师", "Mr Ho Ka Ho"],
};

const ROOMS: Record<string, Words> = {
  pe: ["禮堂", "礼堂", "School hall"],
  music: ["音樂室", "音乐室", "Music room"],
  it: ["電腦室", "电脑室", "Computer room"],
  lib: ["圖書館", "图书馆", "Library"],
};

/** Each class's subjects, period by period, for cycle days 1–6. */
const PLAN: Record<string, string[][]> = {
  "4A": [
    ["chi", "chi", "eng", "math", "gs", "pe", "music", "lib"],
    ["eng", "eng", "math", "chi", "pth", "gs", "va", "va"],
    ["math", "chi", "chi", "eng", "gs", "it", "pe", "pe"],
    ["chi", "math", "eng", "eng", "gs", "music", "pth", "lib"],
    ["eng", "chi", "math", "math", "va", "va", "gs", "it"],
    ["chi", "eng", "gs", "math", "pe", "pe", "chi", "music"],
  ],
  "1B": [
    ["eng", "eng", "chi", "chi", "math", "music", "gs", "pe"],
    ["chi", "chi", "math", "eng", "va", "va", "pth", "gs"],
    ["math", "eng", "chi", "gs", "pe", "pe", "lib", "it"],
    ["chi", "math", "eng", "eng", "music", "gs", "va", "pth"],
    ["eng", "chi", "chi", "math", "lib", "gs", "pe", "pe"],
    ["math", "chi", "eng", "gs", "va", "va", "music", "chi"],
  ],
};

const classOf = (id: number) => PEOPLE.find((p) => p.id === id)?.class_name ?? null;

function lessonsOfClass(className: string, cycleDay: number, locale: Locale): CalendarLesson[] {
  const plan = PLAN[className]![cycleDay - 1]!;
  return plan.map((subject, i) => ({
    id: (className === "4A" ? 4000 : 1000) + cycleDay * 10 + i + 1,
    period: i + 1,
    start_time: PERIODS[i]![0],
    end_time: PERIODS[i]![1],
    subject: say(SUBJECTS[subject]!, locale),
    teacher: say(
      TEACHERS[`${className}:${subject}`] ?? TEACHERS[subject] ?? TEACHERS.other!,
      locale,
    ),
    room: say(
      ROOMS[subject] ?? [`${className} 課室`, `${className} 教室`, `Room ${className}`],
      locale,
    ),
    class_name: className,
  }));
}

/** A pupil's class timetable; Ms Wong's own: 4A's Chinese lessons. */
export function timetableOf(
  personId: number,
  locale: Locale = "zh-TW",
): CalendarMonth["timetables"] {
  return [1, 2, 3, 4, 5, 6].map((cycleDay) => {
    const className = classOf(personId);
    const lessons = className
      ? lessonsOfClass(className, cycleDay, locale)
      : lessonsOfClass("4A", cycleDay, locale).filter(
          (lesson) => lesson.teacher === say(TEACHERS.chi!, locale),
        );
    return { person_id: personId, cycle_day: cycleDay, lessons };
  });
}

// ── Items ─────────────────────────────────────────────────────────────────────────────────

const gradeOf = (className: string | null) => (className ? Number.parseInt(className, 10) : null);

function concerns(event: Event, personId: number) {
  const p = PEOPLE.find((candidate) => candidate.id === personId)!;
  if (p.role === "teacher") return true;
  if (!event.grades?.length && !event.classes?.length) return true;
  return (
    (event.grades ?? []).includes(gradeOf(p.class_name) ?? -1) ||
    (event.classes ?? []).includes(p.class_name ?? "")
  );
}

export function schoolEvent(id: number): SchoolEvent {
  const e = EVENTS.find((candidate) => candidate.id === id)!;
  return {
    id: e.id,
    kind: e.kind,
    title_zh: e.title[0],
    title_cn: e.title[1],
    title_en: e.title[2],
    description_zh: e.description?.[0] ?? "",
    description_cn: e.description?.[1] ?? "",
    description_en: e.description?.[2] ?? "",
    place_zh: e.place?.[0] ?? "",
    place_cn: e.place?.[1] ?? "",
    place_en: e.place?.[2] ?? "",
    start_day: e.start,
    end_day: e.end ?? e.start,
    start_time: e.time?.[0] ?? null,
    end_time: e.time?.[1] ?? null,
    grades: e.grades ?? [],
    classes: e.classes ?? [],
    attachments: e.files ?? [],
    updated_at: "2026-09-01T00:00:00.000Z",
  };
}

/** Every school event as the office lists them (from the first day on). */
export const schoolEvents = (from = TODAY) =>
  EVENTS.filter((e) => (e.end ?? e.start) >= from)
    .sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id)
    .map((e) => schoolEvent(e.id));

function eventItem(e: Event, people: number[], locale: Locale): CalendarItem {
  return {
    key: `event:${e.id}`,
    kind: e.kind === "closure" ? "holiday" : e.kind,
    person_ids: people.filter((id) => concerns(e, id)),
    start_day: e.start,
    end_day: e.end ?? e.start,
    start_time: e.time?.[0] ?? null,
    end_time: e.time?.[1] ?? null,
    title: say(e.title, locale),
    place: e.place ? say(e.place, locale) : null,
    day_off: e.kind === "holiday" || e.kind === "closure",
    lesson: null,
  };
}

/** What other features add: a library book due, an ECA practice. */
const SOURCE_ITEMS = (locale: Locale): (CalendarItem & { link: string | null })[] => [
  {
    key: `library-due:${TODAY}:7`,
    kind: "library",
    person_ids: [SIU_MING],
    start_day: TODAY,
    end_day: TODAY,
    start_time: null,
    end_time: null,
    title: say(
      ["還書限期：《恐龍大探險》", "还书期限：《恐龙大探险》", "Return “Dinosaur Adventure”"],
      locale,
    ),
    place: say(["學校圖書館", "学校图书馆", "School library"], locale),
    day_off: false,
    lesson: null,
    link: "/library/myrecord/borrow/now",
  },
  {
    key: "eca:2026-11-25:3",
    kind: "eca",
    person_ids: [SIU_MING],
    start_day: "2026-11-25",
    end_day: "2026-11-25",
    start_time: "15:45",
    end_time: "17:00",
    title: say(["足球隊練習", "足球队练习", "Football team practice"], locale),
    place: say(["操場", "操场", "Playground"], locale),
    day_off: false,
    lesson: null,
    link: null,
  },
];

const byTime = (a: CalendarItem, b: CalendarItem) =>
  a.start_day.localeCompare(b.start_day) ||
  (a.start_time ?? "").localeCompare(b.start_time ?? "") ||
  a.title.localeCompare(b.title) ||
  a.key.localeCompare(b.key);

/** Everything but lessons that concerns `people` and touches the days from `from` to `to`. */
export function itemsBetween(people: number[], from: string, to: string, locale: Locale = "zh-TW") {
  const events = EVENTS.filter((e) => e.start <= to && (e.end ?? e.start) >= from)
    .map((e) => eventItem(e, people, locale))
    .filter((item) => item.person_ids.length > 0);
  const others = SOURCE_ITEMS(locale)
    .filter((item) => item.start_day >= from && item.start_day <= to)
    .map(({ link: _link, ...item }) => ({
      ...item,
      person_ids: item.person_ids.filter((id) => people.includes(id)),
    }))
    .filter((item) => item.person_ids.length > 0);
  return [...events, ...others].sort(byTime);
}

/** Lessons of `people` on the school days from `from` to `to`, one item each. */
export function lessonItemsBetween(people: number[], from: string, to: string, locale: Locale) {
  const timetables = people.flatMap((id) => timetableOf(id, locale));
  const items: CalendarItem[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const cycle = cycleDayOf(day);
    if (cycle !== null) items.push(...lessonsOn(timetables, day, cycle));
  }
  return items;
}

/** The month's answer for `people` (the server's `calendarMonth`). */
export function monthOf(
  month: string,
  people: number[],
  locale: Locale = "zh-TW",
  today = TODAY,
): CalendarMonth {
  const days = daysOfMonth(month);
  return {
    month,
    time_zone: ZONE,
    today,
    people: people.map((id) => person(id, locale)),
    kinds: calendarKinds(locale),
    days: days.map((day) => ({ day, cycle_day: cycleDayOf(day) })),
    items: itemsBetween(people, days[0]!, days.at(-1)!, locale),
    timetables: people.flatMap((id) => timetableOf(id, locale)),
  };
}

/** One item with everything the detail page shows, or null for a key the server would refuse. */
export function detailOf(key: string, people: number[], locale: Locale = "zh-TW") {
  const [kind, a, b] = key.split(":");
  if (kind === "event") {
    const e = EVENTS.find((candidate) => candidate.id === Number(a));
    if (!e || !people.some((id) => concerns(e, id))) return null;
    return {
      item: eventItem(e, people, locale),
      description: e.description ? say(e.description, locale) : null,
      audience: { grades: e.grades ?? [], classes: e.classes ?? [] },
      link: null,
      attachments: e.files ?? [],
    };
  }
  if (kind === "lesson" && b) {
    const item = lessonItemsBetween(people, b, b, locale).find((i) => i.key === key);
    return item ? { item, description: null, audience: null, link: null, attachments: [] } : null;
  }
  const found = SOURCE_ITEMS(locale).find((i) => i.key === key);
  if (!found || !found.person_ids.some((id) => people.includes(id))) return null;
  const { link, ...item } = found;
  return { item, description: null, audience: null, link, attachments: [] };
}

/** An iCalendar file as the server writes one (enough for a download to be checked). */
export const icsOf = (key: string) => ({
  filename: `${key.replace(/[^a-z0-9-]+/gi, "-")}.ics`,
  ics: [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Campus//Calendar//EN",
    "BEGIN:VEVENT",
    `UID:${key}@campus`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n"),
});

/**
 * School events the office wrote with user text in every field (the XSS stories): one a text,
 * all on `day`, each for the whole school.
 */
export function userTextItems(texts: readonly string[], people: number[], day = TODAY) {
  return texts.map((text, i): CalendarItem => ({
    key: `event:${900 + i}`,
    kind: "event",
    person_ids: people,
    start_day: day,
    end_day: day,
    start_time: null,
    end_time: null,
    title: text,
    place: text,
    day_off: false,
    lesson: null,
  }));
}

/** One such event's detail: its title, place and description, and files named by the texts. */
export function userTextDetail(texts: readonly string[], people: number[]) {
  const [item] = userTextItems([texts.join(" ")], people);
  return {
    item: item!,
    description: texts.join("\n"),
    audience: { grades: [], classes: [] },
    link: null,
    attachments: texts.map((text, i) =>
      fileFixture(900 + i, `${text}.pdf`, "application/pdf", 1_024),
    ),
    time_zone: ZONE,
    people: people.map((id) => person(id)),
    kinds: calendarKinds(),
  };
}
