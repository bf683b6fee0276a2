import type { Words } from "./school-year";

/**
 * The demo school's class timetables for 2026–27: eight lessons a day on a six-day cycle
 * (Day 1 … Day 6, see `cycle-days.ts`), for the demo children's classes (4A, 1B, 6C) and four
 * more. Rooms are named in the three languages (401 室, Room 401), as the subjects are.
 *
 * A cycle's 48 lessons per class: Chinese 9, English 9, Maths 8, General Studies 5, Visual Arts
 * 3, PE 3, Music 2, Putonghua 2, Computer 2, Reading 2, Library 1 and two class-teacher periods
 * (Period 1 of Day 1 and Day 4). No teacher is in two places at once (`school-year.test.ts`).
 */

export interface SeedPeriod {
  period: number;
  /** Wall-clock times in Hong Kong, "HH:MM". */
  start: string;
  end: string;
}

/** Eight 35-minute lessons; recesses 09:25–09:45 and 10:55–11:10, lunch 12:20–13:40. */
export const PERIODS: SeedPeriod[] = [
  { period: 1, start: "08:15", end: "08:50" },
  { period: 2, start: "08:50", end: "09:25" },
  { period: 3, start: "09:45", end: "10:20" },
  { period: 4, start: "10:20", end: "10:55" },
  { period: 5, start: "11:10", end: "11:45" },
  { period: 6, start: "11:45", end: "12:20" },
  { period: 7, start: "13:40", end: "14:15" },
  { period: 8, start: "14:15", end: "14:50" },
];

const w = (zhTW: string, zhCN: string, en: string): Words => ({ zhTW, zhCN, en });

export const SUBJECTS = {
  chinese: w("中國語文", "语文", "Chinese Language"),
  english: w("英國語文", "英语", "English Language"),
  maths: w("數學", "数学", "Mathematics"),
  general_studies: w("常識", "常识", "General Studies"),
  visual_arts: w("視覺藝術", "美术", "Visual Arts"),
  music: w("音樂", "音乐", "Music"),
  pe: w("體育", "体育", "Physical Education"),
  putonghua: w("普通話", "普通话", "Putonghua"),
  computer: w("電腦", "信息技术", "Computer Studies"),
  library: w("圖書課", "图书馆课", "Library"),
  reading: w("閱讀", "阅读", "Reading"),
  class_teacher: w("班主任課", "班主任课", "Class teacher period"),
} satisfies Record<string, Words>;

export type SubjectKey = keyof typeof SUBJECTS;

/** A teacher: `login` for one with an account in the demo school, a name for everyone. */
export interface SeedTeacher {
  login?: string;
  name: Words;
}

export interface SeedLesson {
  cycleDay: number;
  period: number;
  subject: SubjectKey;
  teacher: SeedTeacher;
  room: Words;
}

const teacher = (zhTW: string, zhCN: string, en: string, login?: string): SeedTeacher =>
  login === undefined ? { name: w(zhTW, zhCN, en) } : { login, name: w(zhTW, zhCN, en) };

/** The staff who teach these classes; "t.wong" and "admin" are demo accounts. */
const STAFF = {
  wong: teacher("黃嘉欣", "黄嘉欣", "Wong Ka Yan", "t.wong"),
  lee: teacher("李志明", "李志明", "Lee Chi Ming", "admin"),
  chan: teacher("陳美玲", "陈美玲", "Chan Mei Ling"),
  cheung: teacher("張家豪", "张家豪", "Cheung Ka Ho"),
  hughes: teacher("Daniel Hughes", "Daniel Hughes", "Daniel Hughes"),
  ho: teacher("何詠詩", "何咏诗", "Ho Wing Sze"),
  lam: teacher("林志偉", "林志伟", "Lam Chi Wai"),
  kwok: teacher("郭曉彤", "郭晓彤", "Kwok Hiu Tung"),
  fung: teacher("馮子健", "冯子健", "Fung Tsz Kin"),
  so: teacher("蘇詩琪", "苏诗琪", "So Sze Ki"),
  mak: teacher("麥思敏", "麦思敏", "Mak Sze Man"),
  ng: teacher("吳家樂", "吴家乐", "Ng Ka Lok"),
  chow: teacher("周綺雯", "周绮雯", "Chow Yee Man"),
  cheng: teacher("鄭偉倫", "郑伟伦", "Cheng Wai Lun"),
  leung: teacher("梁慧敏", "梁慧敏", "Leung Wai Man"),
  lau: teacher("劉嘉儀", "刘嘉仪", "Lau Ka Yee"),
  yip: teacher("葉振華", "叶振华", "Yip Chun Wah"),
  tse: teacher("謝穎欣", "谢颖欣", "Tse Wing Yan"),
  au: teacher("區凱琳", "区凯琳", "Au Hoi Lam"),
  yuen: teacher("袁浩明", "袁浩明", "Yuen Ho Ming"),
  sze: teacher("施嘉雯", "施嘉雯", "Sze Ka Man"),
  wang: teacher("王麗", "王丽", "Wang Li"),
  law: teacher("羅俊傑", "罗俊杰", "Law Chun Kit"),
  chung: teacher("鍾淑儀", "钟淑仪", "Chung Shuk Yee"),
} satisfies Record<string, SeedTeacher>;

/** The grids' short codes for the subjects. */
const CODES = {
  ch: "chinese",
  en: "english",
  ma: "maths",
  gs: "general_studies",
  va: "visual_arts",
  mu: "music",
  pe: "pe",
  pth: "putonghua",
  cs: "computer",
  lib: "library",
  rd: "reading",
  ct: "class_teacher",
} as const satisfies Record<string, SubjectKey>;

/** Who teaches what in every class (specialists take the same subject across the school). */
const SPECIALISTS = {
  visual_arts: STAFF.tse,
  music: STAFF.au,
  putonghua: STAFF.wang,
  computer: STAFF.law,
  library: STAFF.chung,
  reading: STAFF.chung,
} satisfies Partial<Record<SubjectKey, SeedTeacher>>;

const room = (zhTW: string, zhCN: string, en: string): Words => ({ zhTW, zhCN, en });
/** A class's own room by its number on the door: 401 室, Room 401. */
const classroom = (no: string) => room(`${no} 室`, `${no} 室`, `Room ${no}`);

/** Rooms other than the class's own. PE: the Playground with Mr Yuen, the Hall with Ms Sze. */
const SPECIAL_ROOMS: Partial<Record<SubjectKey, Words>> = {
  visual_arts: room("美術室", "美术室", "Art Room"),
  music: room("音樂室", "音乐室", "Music Room"),
  computer: room("電腦室", "电脑室", "Computer Room"),
  library: room("圖書館", "图书馆", "Library"),
};
const PLAYGROUND = room("操場", "操场", "Playground");
const HALL = room("禮堂", "礼堂", "Hall");

type ClassTeachers = Record<
  "chinese" | "english" | "maths" | "general_studies" | "pe" | "class_teacher",
  SeedTeacher
>;

/**
 * One class's lessons from its grid: a line per cycle day, a code per period ("ch en ma …").
 */
function timetable(own: Words, teachers: ClassTeachers, days: string[]): SeedLesson[] {
  const staff: Record<SubjectKey, SeedTeacher> = { ...SPECIALISTS, ...teachers };
  return days.flatMap((line, d) =>
    line
      .trim()
      .split(/\s+/)
      .map((code, p) => {
        const subject = CODES[code as keyof typeof CODES];
        if (subject === undefined) throw new Error(`timetable: unknown subject code "${code}"`);
        const who = staff[subject];
        const pe = subject === "pe" ? (who === STAFF.yuen ? PLAYGROUND : HALL) : undefined;
        return {
          cycleDay: d + 1,
          period: p + 1,
          subject,
          teacher: who,
          room: pe ?? SPECIAL_ROOMS[subject] ?? own,
        };
      }),
  );
}

export const TIMETABLES: Record<string, SeedLesson[]> = {
  "4A": timetable(
    classroom("401"),
    {
      chinese: STAFF.chan,
      english: STAFF.wong,
      maths: STAFF.cheung,
      general_studies: STAFF.yip,
      pe: STAFF.yuen,
      class_teacher: STAFF.wong,
    },
    [
      "ct  rd  va  ma  en  mu  en  ch",
      "ch  pth gs  ma  ch  mu  en  ma",
      "pth ch  ma  gs  en  pe  va  ch",
      "ct  gs  ma  rd  va  ch  en  ch",
      "en  en  ma  ch  cs  gs  lib pe",
      "ma  en  en  ma  gs  pe  cs  ch",
    ],
  ),
  "4B": timetable(
    classroom("402"),
    {
      chinese: STAFF.chan,
      english: STAFF.hughes,
      maths: STAFF.cheung,
      general_studies: STAFF.yip,
      pe: STAFF.yuen,
      class_teacher: STAFF.chan,
    },
    [
      "ct  ch  rd  pe  va  ch  pth en",
      "en  ma  ch  ch  en  gs  pth pe",
      "en  ma  gs  ch  lib ma  ch  va",
      "ct  ch  gs  en  mu  va  ma  ma",
      "en  en  pe  ma  gs  ma  ch  cs",
      "cs  ma  rd  gs  en  ch  mu  en",
    ],
  ),
  "1B": timetable(
    classroom("102"),
    {
      chinese: STAFF.ho,
      english: STAFF.wong,
      maths: STAFF.lam,
      general_studies: STAFF.yip,
      pe: STAFF.sze,
      class_teacher: STAFF.ho,
    },
    [
      "ct  ch  ma  en  gs  pe  ma  en",
      "mu  en  rd  ma  ch  ch  ma  va",
      "cs  pe  va  ch  gs  ch  en  en",
      "ct  rd  lib cs  en  ch  gs  pth",
      "gs  pth ma  en  ch  ch  mu  ma",
      "en  gs  pe  ma  ch  en  ma  va",
    ],
  ),
  "2C": timetable(
    classroom("203"),
    {
      chinese: STAFF.kwok,
      english: STAFF.fung,
      maths: STAFF.lam,
      general_studies: STAFF.yip,
      pe: STAFF.sze,
      class_teacher: STAFF.fung,
    },
    [
      "ct  en  cs  va  en  lib ch  gs",
      "ch  va  ma  ch  ma  pth en  pe",
      "ma  mu  ch  ma  en  ch  gs  en",
      "ct  pe  ch  ma  ch  en  ma  gs",
      "ma  en  en  rd  pe  mu  pth gs",
      "ch  ch  va  cs  en  ma  rd  gs",
    ],
  ),
  "3A": timetable(
    classroom("301"),
    {
      chinese: STAFF.so,
      english: STAFF.fung,
      maths: STAFF.mak,
      general_studies: STAFF.lau,
      pe: STAFF.sze,
      class_teacher: STAFF.so,
    },
    [
      "ct  ch  en  mu  pe  ma  gs  en",
      "ch  ma  en  pth en  lib ma  ch",
      "ch  en  gs  cs  ma  ma  en  rd",
      "ct  ch  ma  en  rd  gs  va  ch",
      "va  ma  cs  en  gs  pe  ma  ch",
      "ch  ch  pth mu  pe  va  en  gs",
    ],
  ),
  "5B": timetable(
    classroom("502"),
    {
      chinese: STAFF.ng,
      english: STAFF.chow,
      maths: STAFF.cheng,
      general_studies: STAFF.lau,
      pe: STAFF.yuen,
      class_teacher: STAFF.ng,
    },
    [
      "ct  pth ch  ch  gs  pe  en  ma",
      "ch  mu  gs  ch  pth va  en  lib",
      "ch  va  en  ma  ma  ch  gs  cs",
      "ct  en  ma  ch  en  cs  ch  pe",
      "ma  en  en  ma  va  gs  ch  rd",
      "pe  gs  en  en  ma  mu  ma  rd",
    ],
  ),
  "6C": timetable(
    classroom("603"),
    {
      chinese: STAFF.leung,
      english: STAFF.chow,
      maths: STAFF.cheng,
      general_studies: STAFF.lee,
      pe: STAFF.yuen,
      class_teacher: STAFF.leung,
    },
    [
      "ct  en  ma  cs  gs  en  va  pe",
      "ma  lib en  va  ch  ma  gs  ch",
      "ma  ma  rd  pth mu  ch  ch  en",
      "ct  pe  gs  en  ch  ch  rd  mu",
      "pe  ch  pth en  en  va  ma  gs",
      "ma  en  ch  ma  ch  en  gs  cs",
    ],
  ),
};
