import { ECA_IMPORT_COLUMNS, type EcaImportColumn } from "@campus/contract";
import writeXlsxFile from "write-excel-file/node";
import type { Db } from "../../db/database";
import type { Executor } from "../../db/sql";
import { schoolDay } from "../../services/school-days";
import type { EcaCaller } from "../callers";
import { checkImportFile, confirmImport, templateHeader, undoImport } from "../services/imports";

/*
 * The demo's import history, made the way the office makes one: a workbook of the template's
 * columns, checked and confirmed through the import's own service. The first brings last
 * term's inter-school results (two rows refused: a class that does not exist, an award the
 * school does not give); the second was confirmed by mistake and undone.
 */

type Row = Partial<Record<EcaImportColumn, string | number>>;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const slash = (day: string) => day.replaceAll("-", "/");

async function workbook(rows: Row[], name: string) {
  const bytes = await writeXlsxFile([
    templateHeader("zh-TW").map((value) => ({ value })),
    ...rows.map((row) =>
      ECA_IMPORT_COLUMNS.map((c) => (row[c] === undefined ? null : { value: row[c] })),
    ),
  ]).toBuffer();
  return new File([new Uint8Array(bytes)], name);
}

export async function seedImports(
  db: Executor,
  { schoolId, office, now }: { schoolId: number; office: number; now: Date },
) {
  const me: EcaCaller = { userId: office, schoolId, roles: ["staff"] };
  const today = schoolDay(now);
  const speech = addDays(today, -150);
  const maths = addDays(today, -120);
  const rows: Row[] = [
    {
      code: "IMP-SPEECH",
      name_zh: "香港學校朗誦節 英詩獨誦",
      name_en: "Hong Kong Schools Speech Festival: Solo Verse Speaking",
      category: "藝術發展",
      starts_on: slash(speech),
      hours: 3,
      organiser: "香港學校音樂及朗誦協會",
      level: "全港",
    },
    {
      code: "IMP-MATHS",
      name_zh: "全港小學數學比賽",
      name_en: "Hong Kong Primary Mathematics Competition",
      category: "與工作有關的經驗",
      starts_on: slash(maths),
      hours: 4,
      organiser: "香港數學教育學會",
      level: "全港",
    },
  ];
  const prizes = ["冠軍", "亞軍", "季軍", "優異獎", "優異獎", "參與獎"];
  const students: Row[] = [];
  for (const [k, event] of rows.entries())
    for (let n = 1; n <= 9; n++)
      students.push({
        ...(n === 1 ? event : { code: event.code }),
        class_name: `${5 + k}${"ABC"[n % 3]}`,
        class_number: n,
        prize: prizes[(n + k) % prizes.length],
        level: "全港",
        role: "參賽者",
      });
  students.push(
    { code: "IMP-SPEECH", class_name: "5D", class_number: 3, prize: "優異獎" },
    { code: "IMP-MATHS", class_name: "6A", class_number: 4, prize: "金獎" },
  );
  const at = (days: number) => new Date(now.getTime() + days * 86_400_000);
  const ctx = { db: db as unknown as Db, now: at(-3), locale: "zh-TW" as const };
  const first = await checkImportFile(ctx, {
    me,
    file: await workbook(students, "2025-26 上學期校際比賽成績.xlsx"),
  });
  await confirmImport(ctx, { me, id: first.id });

  const service = await checkImportFile(
    { ...ctx, now: at(-2) },
    {
      me,
      file: await workbook(
        [
          {
            code: "IMP-FLAG",
            name_zh: "賣旗日義工服務",
            name_en: "Flag Day Volunteering",
            category: "社會服務",
            starts_on: slash(addDays(today, -60)),
            hours: 3,
            organiser: "香港公益金",
            class_name: "4A",
            class_number: 1,
            role: "義工",
          },
          ...[2, 3, 4, 5].map((n) => ({
            code: "IMP-FLAG",
            class_name: "4A",
            class_number: n,
            role: "義工",
          })),
        ],
        "賣旗日義工（舊名單）.xlsx",
      ),
    },
  );
  await confirmImport({ ...ctx, now: at(-2) }, { me, id: service.id });
  await undoImport({ ...ctx, now: at(-1.99) }, { me, id: service.id });
}
