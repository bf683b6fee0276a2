import {
  ECA_CODE_PATTERN,
  ECA_IMPORT_COLUMNS,
  ECA_IMPORT_MAX_ROWS,
  ECA_IMPORT_REQUIRED,
  ECA_NAME_MAX,
  ECA_ROLE_MAX,
  ECA_SHORT_MAX,
  ECA_SUB_ITEMS_MAX,
  ECA_TEXT_MAX,
  type ContractMessageId,
  type EcaImportColumn,
  type EcaLevel,
} from "@campus/contract";
import { cellText, dayOf, squash, type Cell } from "../../services/spreadsheet";

/*
 * The import's rules (spec §5: the template's header row unchanged, * columns required, dates
 * YYYY/MM/DD), as one pure function over the sheet's cells and what the school has: every row
 * is checked, and each refused row says its number, its column and why. The service loads the
 * lookups and words the problems in the reader's language; the tests read like the template.
 */

/** Why a row (or one of its cells) is refused: a message id of the contract and its values. */
export interface ImportProblem {
  /** The row's number in the file, the header being row 1. */
  row: number;
  column: EcaImportColumn | null;
  id: ContractMessageId;
  values?: Record<string, string | number>;
}

/** A setting the rows may name, in any of its names (a zh-CN office types the Simplified one). */
export interface NamedSetting {
  id: number;
  nameZh: string;
  nameCn: string;
  nameEn: string;
  status: "enabled" | "disabled";
}

/** An event as the rows describe it (a new one) or as it is recorded (an existing one). */
export interface ImportEvent {
  code: string;
  nameZh: string;
  nameEn: string;
  categoryId: number;
  startsOn: string;
  endsOn: string;
  /** Tenths of an hour. */
  hours: number;
  organiser: string;
  subItems: string[];
}

export interface RecordedEvent extends ImportEvent {
  id: number;
  /** Entries it holds already, as `studentId|item`. */
  entries: ReadonlySet<string>;
}

/** A row that passed: what it writes. */
export interface ImportRow {
  row: number;
  code: string;
  studentId: number;
  prizeId: number | null;
  level: EcaLevel | null;
  item: string;
  role: string;
  achievement: string;
  remark: string;
}

/** The outcome of a check: kept with the import, written when it is confirmed. */
export interface ImportCheck {
  rows: number;
  /** Columns after the template's that the file added ("備註"): named, and not read. */
  ignored?: string[];
  accepted: ImportRow[];
  /** Events the accepted rows make (codes the school does not have yet). */
  events: ImportEvent[];
  problems: ImportProblem[];
}

export interface ImportLookups {
  /** Header rows accepted: the columns' titles in each language (with the * marks). */
  headers: readonly (readonly string[])[];
  /** An error report's last column's titles: a report can be fixed and uploaded as it is. */
  errorColumn: readonly string[];
  categories: readonly NamedSetting[];
  prizes: readonly NamedSetting[];
  /** A competition level's words in each language (lower case) → the level. */
  levels: ReadonlyMap<string, EcaLevel>;
  /** The levels' words in the reader's language, for the message that lists them. */
  levelWords: string;
  students: readonly {
    id: number;
    className: string | null;
    classNumber: number | null;
    studentNo: string | null;
  }[];
  /** The school's events whose codes the file names, by code (upper case). */
  events: ReadonlyMap<string, RecordedEvent>;
}

/** A whole file refused (not the template, nothing in it, too long): said on the file field. */
export class ImportFileProblem extends Error {
  constructor(
    readonly id: ContractMessageId,
    readonly values: Record<string, number> = {},
  ) {
    super(id);
  }
}

const EVENT_COLUMNS = [
  "name_zh",
  "name_en",
  "category",
  "starts_on",
  "ends_on",
  "hours",
  "organiser",
] as const satisfies readonly EcaImportColumn[];
type EventColumn = (typeof EVENT_COLUMNS)[number];

/** Hours as typed ("2.5") in tenths; null if not hours (at most one decimal place, ≤ 1,000). */
export function tenthsOf(text: string): number | null {
  if (!/^\d{1,4}(?:\.\d)?$/.test(text) || Number(text) > 1000) return null;
  return Math.round(Number(text) * 10);
}

const byName = (settings: readonly NamedSetting[], name: string) => {
  const lower = name.toLowerCase();
  return settings.find(
    (s) => s.nameZh === name || s.nameCn === name || s.nameEn.toLowerCase() === lower,
  );
};

/**
 * The first row as the template's header (in any language), unchanged: null when it is not;
 * else the titles of columns the file added after the template's (an error report's own last
 * column is the checker's, not one added), which are named and not read.
 */
function headerOf(cells: readonly Cell[], lookups: ImportLookups): { ignored: string[] } | null {
  const texts = cells.map(cellText);
  while (texts.length > 0 && texts[texts.length - 1] === "") texts.pop();
  const n = ECA_IMPORT_COLUMNS.length;
  const template = lookups.headers.some((header) =>
    header.every((title, i) => squash(title) === texts[i]),
  );
  if (!template) return null;
  const added = texts.slice(n).filter((title) => !lookups.errorColumn.includes(title));
  return { ignored: added.map((title, i) => title || `#${n + i + 1}`) };
}

/** Checks every data row of a sheet against the template's rules and the school's records. */
export function checkImport(
  sheet: readonly (readonly Cell[])[],
  lookups: ImportLookups,
): ImportCheck {
  const header = sheet.length === 0 ? null : headerOf(sheet[0]!, lookups);
  if (!header) throw new ImportFileProblem("eca.import.error.header");
  const data = sheet
    .slice(1)
    // Only the template's columns are read (an added one, or an error report's, is not).
    .map((cells, i) => ({
      row: i + 2,
      cells: cells.slice(0, ECA_IMPORT_COLUMNS.length).map(cellText),
    }))
    .filter(({ cells }) => cells.some((text) => text !== ""));
  if (data.length === 0) throw new ImportFileProblem("eca.import.error.empty");
  if (data.length > ECA_IMPORT_MAX_ROWS)
    throw new ImportFileProblem("eca.import.error.tooManyRows", { max: ECA_IMPORT_MAX_ROWS });

  const problems: ImportProblem[] = [];
  const accepted: ImportRow[] = [];
  /** New events by code: the row that gave them and what it gave (null: refused). */
  const fresh = new Map<string, { row: number; event: ImportEvent | null; texts: string[] }>();
  const seen = new Map<string, number>();
  const studentsByClass = new Map(
    lookups.students
      .filter((s) => s.className !== null && s.classNumber !== null)
      .map((s) => [`${s.className!.toUpperCase()}|${s.classNumber}`, s]),
  );
  const studentsByNo = new Map(
    lookups.students.filter((s) => s.studentNo !== null).map((s) => [s.studentNo!, s]),
  );

  for (const { row, cells } of data) {
    const rowProblems: ImportProblem[] = [];
    const refuse = (
      column: EcaImportColumn | null,
      id: ContractMessageId,
      values?: Record<string, string | number>,
    ) => rowProblems.push({ row, column, id, ...(values ? { values } : {}) });
    const get = (column: EcaImportColumn) => cells[ECA_IMPORT_COLUMNS.indexOf(column)] ?? "";
    const longest = (column: EcaImportColumn, max: number) => {
      const text = get(column);
      if ([...text].length > max) refuse(column, "validation.tooLong", { max });
      return text;
    };

    // The event, by its code.
    const code = get("code").toUpperCase();
    let event: ImportEvent | null = null;
    let eventCode = "";
    if (code === "") refuse("code", "validation.required");
    else if (!ECA_CODE_PATTERN.test(code)) refuse("code", "validation.ecaCode");
    else {
      eventCode = code;
      const recorded = lookups.events.get(code);
      const earlier = fresh.get(code);
      if (recorded) {
        event = recorded;
        compareEvent(cells, recorded, lookups, (column, value) =>
          refuse(column, "eca.import.error.differsRecorded", { code, value }),
        );
      } else if (earlier) {
        if (earlier.event === null)
          refuse("code", "eca.import.error.eventRefused", { code, row: earlier.row });
        else {
          event = earlier.event;
          EVENT_COLUMNS.forEach((column, i) => {
            const text = get(column);
            if (text !== "" && text !== earlier.texts[i])
              refuse(column, "eca.import.error.differs", {
                row: earlier.row,
                value: earlier.texts[i]!,
              });
          });
        }
      } else {
        const before = rowProblems.length;
        const described = describeEvent(code, get, lookups, refuse);
        event = rowProblems.length === before ? described : null;
        fresh.set(code, { row, event, texts: EVENT_COLUMNS.map(get) });
      }
    }

    // The student: class and number, or student number (never an internal id).
    const className = get("class_name").toUpperCase();
    const classNumberText = get("class_number");
    const studentNo = get("student_no");
    let studentId: number | null = null;
    if ((className === "" || classNumberText === "") && studentNo === "") {
      refuse(className === "" ? "class_name" : "class_number", "eca.import.error.studentRequired");
    } else {
      let byClass: number | null = null;
      if (className !== "" && classNumberText !== "") {
        if (!/^\d{1,3}$/.test(classNumberText))
          refuse("class_number", "eca.import.error.classNumber");
        else {
          const found = studentsByClass.get(`${className}|${Number(classNumberText)}`);
          if (found) byClass = found.id;
          else
            refuse("class_number", "eca.import.error.noSuchStudent", {
              value: `${className} ${Number(classNumberText)}`,
            });
        }
      }
      let byNo: number | null = null;
      if (studentNo !== "") {
        const found = studentsByNo.get(studentNo);
        if (found) byNo = found.id;
        else refuse("student_no", "eca.import.error.noSuchStudent", { value: studentNo });
      }
      if (byClass !== null && byNo !== null && byClass !== byNo)
        refuse("student_no", "eca.import.error.studentMismatch", {
          value: `${className} ${Number(classNumberText)}`,
        });
      else studentId = byClass ?? byNo;
    }

    // The student's part.
    const prizeName = get("prize");
    let prizeId: number | null = null;
    if (prizeName !== "") {
      const prize = byName(lookups.prizes, prizeName);
      if (!prize) refuse("prize", "eca.import.error.noSuchPrize", { value: prizeName });
      else if (prize.status === "disabled")
        refuse("prize", "eca.import.error.prizeDisabled", { value: prizeName });
      else prizeId = prize.id;
    }
    const levelWord = get("level");
    const level = levelWord === "" ? null : (lookups.levels.get(levelWord.toLowerCase()) ?? null);
    if (levelWord !== "" && level === null)
      refuse("level", "eca.import.error.noSuchLevel", {
        value: levelWord,
        levels: lookups.levelWords,
      });
    const item = longest("competition_item", ECA_SHORT_MAX);
    const role = longest("role", ECA_ROLE_MAX);
    const achievement = longest("achievement", ECA_SHORT_MAX);
    const remark = longest("remark", ECA_TEXT_MAX);

    if (event && item !== "" && !event.subItems.includes(item)) {
      const isNew = !lookups.events.has(eventCode);
      if (!isNew) refuse("competition_item", "eca.import.error.noSuchItem", { code, value: item });
      else if (event.subItems.length >= ECA_SUB_ITEMS_MAX)
        refuse("competition_item", "eca.import.error.tooManyItems", { max: ECA_SUB_ITEMS_MAX });
    }

    // Once per student, event and item: in the file, and in what the school has.
    if (event && studentId !== null && rowProblems.length === 0) {
      const key = `${eventCode}|${studentId}|${item}`;
      const earlier = seen.get(key);
      const recorded = lookups.events.get(eventCode);
      if (earlier !== undefined) refuse(null, "eca.import.error.repeated", { row: earlier });
      else if (recorded?.entries.has(`${studentId}|${item}`))
        refuse(null, "eca.import.error.alreadyRecorded", { code });
      else seen.set(key, row);
    }

    if (rowProblems.length > 0 || !event || studentId === null) {
      problems.push(...rowProblems);
      continue;
    }
    // A new event's items are those its rows name.
    if (item !== "" && !event.subItems.includes(item)) event.subItems.push(item);
    accepted.push({
      row,
      code: eventCode,
      studentId,
      prizeId,
      level,
      item,
      role,
      achievement,
      remark,
    });
  }

  const used = new Set(accepted.map((row) => row.code));
  return {
    rows: data.length,
    ...(header.ignored.length ? { ignored: header.ignored } : {}),
    accepted,
    events: [...fresh.values()]
      .map((f) => f.event)
      .filter((e): e is ImportEvent => e !== null && used.has(e.code)),
    problems,
  };
}

/** A new event from its first row; problems go to `refuse`. */
function describeEvent(
  code: string,
  get: (column: EcaImportColumn) => string,
  lookups: ImportLookups,
  refuse: (
    column: EcaImportColumn,
    id: ContractMessageId,
    values?: Record<string, string | number>,
  ) => void,
): ImportEvent {
  const required = (column: EventColumn, id: ContractMessageId = "validation.required") => {
    const text = get(column);
    if (text === "" && ECA_IMPORT_REQUIRED.includes(column)) refuse(column, id);
    return text;
  };
  const text = (column: EventColumn, max: number, id?: ContractMessageId) => {
    const value = required(column, id);
    if ([...value].length > max) refuse(column, "validation.tooLong", { max });
    return value;
  };
  const nameZh = text("name_zh", ECA_NAME_MAX, "validation.nameZhRequired");
  const nameEn = text("name_en", ECA_NAME_MAX, "validation.nameEnRequired");
  const organiser = text("organiser", ECA_SHORT_MAX);

  const categoryName = required("category");
  const category = categoryName === "" ? undefined : byName(lookups.categories, categoryName);
  if (categoryName !== "" && !category)
    refuse("category", "eca.import.error.noSuchCategory", { value: categoryName });
  else if (category?.status === "disabled")
    refuse("category", "eca.import.error.categoryDisabled", { value: categoryName });

  const day = (column: "starts_on" | "ends_on") => {
    const typed = required(column);
    const parsed = typed === "" ? null : dayOf(typed);
    if (typed !== "" && parsed === null) refuse(column, "eca.import.error.date");
    return parsed;
  };
  const startsOn = day("starts_on");
  const endsOn = day("ends_on") ?? startsOn;
  if (startsOn && endsOn && endsOn < startsOn) refuse("ends_on", "validation.endBeforeStart");

  const hoursText = get("hours");
  const hours = hoursText === "" ? 0 : tenthsOf(hoursText);
  if (hours === null) refuse("hours", "validation.hours");

  return {
    code,
    nameZh,
    nameEn,
    categoryId: category?.id ?? 0,
    startsOn: startsOn ?? "",
    endsOn: endsOn ?? "",
    hours: hours ?? 0,
    organiser,
    subItems: [],
  };
}

/** A recorded event's columns a row fills in must say what is recorded. */
function compareEvent(
  cells: readonly string[],
  recorded: RecordedEvent,
  lookups: ImportLookups,
  differs: (column: EcaImportColumn, recordedValue: string) => void,
) {
  const category = lookups.categories.find((c) => c.id === recorded.categoryId);
  const slash = (day: string) => day.replaceAll("-", "/");
  const expected: Record<EventColumn, { shown: string; same: (text: string) => boolean }> = {
    name_zh: { shown: recorded.nameZh, same: (t) => t === squash(recorded.nameZh) },
    name_en: { shown: recorded.nameEn, same: (t) => t === squash(recorded.nameEn) },
    category: {
      shown: category?.nameZh ?? "",
      same: (t) => category !== undefined && byName([category], t) !== undefined,
    },
    starts_on: { shown: slash(recorded.startsOn), same: (t) => dayOf(t) === recorded.startsOn },
    ends_on: { shown: slash(recorded.endsOn), same: (t) => dayOf(t) === recorded.endsOn },
    hours: { shown: String(recorded.hours / 10), same: (t) => tenthsOf(t) === recorded.hours },
    organiser: { shown: recorded.organiser, same: (t) => t === squash(recorded.organiser) },
  };
  for (const column of EVENT_COLUMNS) {
    const text = cells[ECA_IMPORT_COLUMNS.indexOf(column)] ?? "";
    if (text !== "" && !expected[column].same(text)) differs(column, expected[column].shown);
  }
}
