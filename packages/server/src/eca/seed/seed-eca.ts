import {
  averageScore,
  ECA_GRADES,
  ECA_TRAIT_PRESET,
  entryScore,
  OLE_AREAS,
  type EcaApproval,
  type EcaLevel,
  type EcaNature,
  type EcaRegion,
  type EcaSource,
  type EcaType,
} from "@campus/contract";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/sql";
import { createRandom } from "../../seed/prng";
import { addDays, schoolDay } from "../../services/school-days";
import {
  ecaCategories,
  ecaEntries,
  ecaEventPrizes,
  ecaEvents,
  ecaEventTags,
  ecaEventTeachers,
  ecaEventTraits,
  ecaPrizes,
  ecaRules,
  ecaTags,
  ecaTraits,
} from "../schema";
import { insertUpload } from "../../services/uploads";
import { CERTIFICATE_PURPOSE } from "../services/records";
import { schoolYearOf, semesterOf } from "../services/settings";
import { certificatePng } from "./certificate-png";
import { seedImports } from "./seed-imports";
import { seedRecognitions } from "./seed-recognitions";
import { TRAIT_KEYS } from "../services/recognition/lexicon";
import { studentsByClass } from "./roster";

/*
 * A realistic ECA year for the demo school: the five OLE areas, the usual prizes and tags, ~80
 * events from last autumn to next month — inter-school competitions, services, performances —
 * and ~600 entries in every state: the office's and teachers' records passed or waiting,
 * parents' outside awards waiting for a teacher, a few rejected with the reason.
 */

const PRIZES = [
  { zh: "冠軍", en: "Champion", multiplier: 300, quantity: 1 },
  { zh: "亞軍", en: "1st runner-up", multiplier: 250, quantity: 1 },
  { zh: "季軍", en: "2nd runner-up", multiplier: 200, quantity: 1 },
  { zh: "優異獎", en: "Merit", multiplier: 150, quantity: 3 },
  { zh: "參與獎", en: "Participation", multiplier: 100, quantity: 30 },
] as const;

const TAGS = [
  ["音樂", "Music"],
  ["運動", "Sports"],
  ["STEM", "STEM"],
  ["語文", "Languages"],
  ["義工", "Volunteering"],
  ["視覺藝術", "Visual arts"],
  ["領袖訓練", "Leadership"],
  ["舊標籤", "Old label"],
] as const;

type Area = (typeof OLE_AREAS)[number]["key"];

interface Template {
  zh: string;
  en: string;
  area: Area;
  nature: EcaNature;
  type: EcaType;
  region: EcaRegion;
  level: EcaLevel | null;
  organiser: string;
  tags: string[];
  hours: number;
  subItems?: string[];
  content: string;
}

const TEMPLATES: Template[] = [
  {
    zh: "全港學界田徑比賽",
    en: "Inter-school Athletics Meet",
    area: "ole.physical",
    nature: "competition",
    type: "individual",
    region: "territory",
    level: "territory",
    organiser: "香港學界體育聯會",
    tags: ["Sports"],
    hours: 60,
    subItems: ["100 米", "跳遠", "4×100 米接力"],
    content: "學生代表學校參加全港學界田徑比賽，於多個項目取得佳績。",
  },
  {
    zh: "校際朗誦節",
    en: "Speech Festival",
    area: "ole.aesthetic",
    nature: "competition",
    type: "individual",
    region: "territory",
    level: "district",
    organiser: "香港學校音樂及朗誦協會",
    tags: ["Languages"],
    hours: 20,
    subItems: ["粵語獨誦", "英詩獨誦"],
    content: "參加校際朗誦節，訓練表達與台風。",
  },
  {
    zh: "校際音樂節合唱比賽",
    en: "Music Festival Choir",
    area: "ole.aesthetic",
    nature: "competition",
    type: "group",
    region: "territory",
    level: "territory",
    organiser: "香港學校音樂及朗誦協會",
    tags: ["Music"],
    hours: 40,
    content: "合唱團參加校際音樂節，團隊合作完成比賽。",
  },
  {
    zh: "小學數學奧林匹克",
    en: "Primary Mathematics Olympiad",
    area: "ole.career",
    nature: "competition",
    type: "individual",
    region: "territory",
    level: "territory",
    organiser: "香港數學奧林匹克協會",
    tags: ["STEM"],
    hours: 12,
    content: "學生參加數學奧林匹克，挑戰解難能力。",
  },
  {
    zh: "機械人編程挑戰賽",
    en: "Robotics Coding Challenge",
    area: "ole.career",
    nature: "competition",
    type: "group",
    region: "asia",
    level: "asia",
    organiser: "亞洲機械人聯盟",
    tags: ["STEM", "Leadership"],
    hours: 30,
    content: "學生組隊設計及編程機械人，完成指定任務。",
  },
  {
    zh: "長者中心探訪",
    en: "Elderly Centre Visit",
    area: "ole.community",
    nature: "service",
    type: "group",
    region: "territory",
    level: null,
    organiser: "本校公益少年團",
    tags: ["Volunteering"],
    hours: 6,
    content: "探訪區內長者中心，與長者傾談及表演。",
  },
  {
    zh: "賣旗籌款",
    en: "Flag Day",
    area: "ole.community",
    nature: "service",
    type: "individual",
    region: "territory",
    level: null,
    organiser: "香港紅十字會",
    tags: ["Volunteering"],
    hours: 4,
    content: "參與賣旗日，為慈善機構籌款。",
  },
  {
    zh: "升旗隊訓練",
    en: "Flag-raising Team Training",
    area: "ole.moral",
    nature: "training",
    type: "group",
    region: "territory",
    level: null,
    organiser: "本校訓輔組",
    tags: ["Leadership"],
    hours: 16,
    content: "認識國旗及區旗禮儀，定期進行升旗儀式。",
  },
  {
    zh: "基本法問答比賽",
    en: "Basic Law Quiz",
    area: "ole.moral",
    nature: "competition",
    type: "group",
    region: "territory",
    level: "district",
    organiser: "公民教育委員會",
    tags: ["Languages"],
    hours: 8,
    content: "以問答形式認識《基本法》。",
  },
  {
    zh: "學校旅行日",
    en: "School Picnic",
    area: "ole.physical",
    nature: "activity",
    type: "group",
    region: "territory",
    level: null,
    organiser: "本校",
    tags: [],
    hours: 6,
    content: "全校旅行日，培養群體生活。",
  },
  {
    zh: "視藝作品展覽",
    en: "Visual Arts Exhibition",
    area: "ole.aesthetic",
    nature: "performance",
    type: "individual",
    region: "territory",
    level: "school",
    organiser: "本校視藝科",
    tags: ["Visual arts"],
    hours: 10,
    content: "展出學生視藝作品。",
  },
  {
    zh: "校際游泳比賽",
    en: "Inter-school Swimming Gala",
    area: "ole.physical",
    nature: "competition",
    type: "individual",
    region: "territory",
    level: "interSchool",
    organiser: "香港學界體育聯會",
    tags: ["Sports"],
    hours: 24,
    subItems: ["50 米自由式", "50 米蛙泳"],
    content: "代表學校出戰校際游泳比賽。",
  },
  {
    zh: "職業體驗日",
    en: "Career Experience Day",
    area: "ole.career",
    nature: "activity",
    type: "individual",
    region: "territory",
    level: null,
    organiser: "本校升學及就業輔導組",
    tags: [],
    hours: 5,
    content: "到不同行業參觀，了解工作世界。",
  },
  {
    zh: "國際青少年繪畫比賽",
    en: "International Youth Art Contest",
    area: "ole.aesthetic",
    nature: "competition",
    type: "individual",
    region: "international",
    level: "international",
    organiser: "國際青少年藝術基金",
    tags: ["Visual arts"],
    hours: 8,
    content: "學生作品參加國際繪畫比賽。",
  },
  {
    zh: "全國青少年科技創新大賽",
    en: "National Youth Science Innovation Contest",
    area: "ole.career",
    nature: "competition",
    type: "group",
    region: "national",
    level: "national",
    organiser: "中國科學技術協會",
    tags: ["STEM"],
    hours: 40,
    content: "學生以科學探究項目參賽。",
  },
  {
    zh: "環保大使計劃",
    en: "Green Ambassadors",
    area: "ole.community",
    nature: "service",
    type: "individual",
    region: "territory",
    level: null,
    organiser: "環境運動委員會",
    tags: ["Volunteering", "Leadership"],
    hours: 12,
    content: "推動校園環保，帶領同學回收分類。",
  },
];

/** What the seed writes for one event before its entries. */
interface SeedEvent {
  template: Template;
  startsOn: string;
  source: EcaSource;
  status: EcaApproval;
}

/** The trait items each kind of event recognises (a group event also teamwork). */
const TRAITS_BY_NATURE: Record<EcaNature, string[]> = {
  competition: ["Perseverance", "Sportsmanship"],
  performance: ["Artistic talent", "Communication"],
  service: ["Service", "Responsibility"],
  training: ["Perseverance"],
  activity: ["Curiosity"],
};

export async function seedEca(
  db: Executor,
  schoolId: number,
  people: Record<string, number>,
  { now }: { now: Date },
): Promise<void> {
  const random = createRandom(20261);
  const byClass = await studentsByClass(db, schoolId);

  await db
    .insert(ecaRules)
    .values({ schoolId, region: "hk", levelFactors: true, groupPercent: 50 });
  const categories = await db
    .insert(ecaCategories)
    .values(
      OLE_AREAS.map((a, i) => ({
        schoolId,
        nameZh: a.zh,
        nameEn: a.en,
        status: "enabled" as const,
        score: a.score,
        cap: a.key === "ole.community" ? 5000 : null,
        presetKey: a.key,
        sort: i + 1,
      })),
    )
    .returning();
  const categoryOf = new Map(categories.map((c) => [c.presetKey!, c]));
  const prizes = await db
    .insert(ecaPrizes)
    .values(
      PRIZES.map((p, i) => ({
        schoolId,
        nameZh: p.zh,
        nameEn: p.en,
        status: "enabled" as const,
        multiplier: p.multiplier,
        quantity: p.quantity,
        sort: i + 1,
      })),
    )
    .returning();
  const tags = await db
    .insert(ecaTags)
    .values(
      TAGS.map(([zh, en], i) => ({
        schoolId,
        nameZh: zh,
        nameEn: en,
        status: en === "Old label" ? ("disabled" as const) : ("enabled" as const),
        sort: i + 1,
      })),
    )
    .returning();
  const tagOf = new Map(tags.map((t) => [t.nameEn, t.id]));
  const traits = await db
    .insert(ecaTraits)
    .values(
      ECA_TRAIT_PRESET.map((t, i) => ({
        schoolId,
        nameZh: t.zh,
        nameEn: t.en,
        presetKey: TRAIT_KEYS[i],
        status: "enabled" as const,
        sort: i + 1,
      })),
    )
    .returning();
  const traitOf = new Map(traits.map((t) => [t.nameEn, t.id]));

  const today = schoolDay(now);
  const teacher = people["t.wong"]!;
  const office = people["admin"]!;
  const parent = people["91234567"]!;
  const demoStudent = people["s2026001"]!;
  const classes = [...byClass.keys()];

  // 80 events, one every four days from ~300 days ago; the last few are still ahead.
  const planned: SeedEvent[] = [];
  for (let i = 0; i < 80; i++) {
    const template = TEMPLATES[i % TEMPLATES.length]!;
    const startsOn = addDays(today, -300 + i * 4);
    const ahead = startsOn > today;
    const source: EcaSource = i % 20 === 7 ? "parent" : i % 2 === 0 ? "school" : "teacher";
    const status: EcaApproval = ahead
      ? "passed"
      : i % 11 === 5
        ? "pending"
        : i % 23 === 9
          ? "rejected"
          : "passed";
    planned.push({ template, startsOn, source, status });
  }

  for (const [index, plan] of planned.entries()) {
    const t = plan.template;
    const category = categoryOf.get(t.area)!;
    const year = schoolYearOf(new Date(`${plan.startsOn}T12:00:00+08:00`));
    const grade = index % 5 === 0 ? ECA_GRADES[index % 6]! : null;
    const added = new Date(
      Math.min(
        Date.parse(`${addDays(plan.startsOn, -21)}T09:00:00+08:00`),
        now.getTime() - 2 * 86_400_000,
      ),
    );
    const [event] = await db
      .insert(ecaEvents)
      .values({
        schoolId,
        code: `ECA${year}-${String(index + 1).padStart(3, "0")}`,
        nameZh: `${year}/${String((year + 1) % 100).padStart(2, "0")} ${t.zh}`,
        nameEn: `${t.en} ${year}/${String((year + 1) % 100).padStart(2, "0")}`,
        content: t.content,
        nature: t.nature,
        type: t.type,
        categoryId: category.id,
        region: t.region,
        organiser: t.organiser,
        schoolYear: year,
        semester: semesterOf(plan.startsOn),
        grade,
        startsOn: plan.startsOn,
        endsOn: addDays(plan.startsOn, t.hours > 20 ? 2 : 0),
        hours: t.hours * 10,
        subItems: t.subItems ?? [],
        source: plan.source,
        status: plan.status,
        rejectReason: plan.status === "rejected" ? "資料不完整，請補充主辦機構及日期。" : null,
        createdBy: plan.source === "parent" ? parent : plan.source === "teacher" ? teacher : office,
        // Added three weeks ahead, decided a week later (never after the seed's clock).
        createdAt: added,
        updatedAt: added,
        decidedAt:
          plan.status === "pending"
            ? null
            : new Date(Math.min(added.getTime() + 7 * 86_400_000, now.getTime() - 86_400_000)),
        decidedBy: plan.status === "pending" ? null : office,
      })
      .returning();
    const eventId = event!.id;
    const tagIds = t.tags.map((name) => tagOf.get(name)!).filter(Boolean);
    if (index === 3) tagIds.push(tagOf.get("Old label")!);
    if (tagIds.length > 0)
      await db.insert(ecaEventTags).values(tagIds.map((tagId) => ({ eventId, tagId })));
    if (plan.source !== "parent") {
      await db
        .insert(ecaEventTeachers)
        .values([{ eventId, teacherId: index % 3 === 2 ? office : teacher }]);
    }
    const traitIds = [
      ...TRAITS_BY_NATURE[t.nature],
      ...(t.type === "group" ? ["Teamwork"] : []),
    ].map((name) => traitOf.get(name)!);
    await db
      .insert(ecaEventTraits)
      .values([...new Set(traitIds)].map((traitId) => ({ eventId, traitId })));
    const competition = t.nature === "competition";
    if (competition) {
      await db
        .insert(ecaEventPrizes)
        .values(prizes.slice(0, 4).map((p) => ({ eventId, prizeId: p.id, quantity: p.quantity })));
    }
    if (startsOnIsAhead(plan.startsOn, today)) continue;

    // Students: a parent's record is their child's alone; otherwise from one or two classes.
    const students =
      plan.source === "parent"
        ? [demoStudent]
        : pickStudents(
            random,
            byClass,
            classes,
            grade,
            index % 4 === 0 ? 2 : 1,
            index === 1 ? demoStudent : null,
          );
    // A parent's record comes with a photo of the certificate, as the form asks.
    const certificates =
      plan.source === "parent"
        ? [
            (
              await insertUpload(db, {
                schoolId,
                userId: parent,
                purpose: CERTIFICATE_PURPOSE,
                name: `${t.zh} 證書.png`,
                type: "image/png",
                bytes: certificatePng(index),
                now: new Date(`${plan.startsOn}T18:00:00+08:00`),
              })
            ).id,
          ]
        : [];
    const entries: (typeof ecaEntries.$inferInsert)[] = students.map((studentId, k) => {
      const prize = competition ? (k < 3 ? prizes[k]! : k < 6 ? prizes[3]! : prizes[4]!) : null;
      const status: EcaApproval =
        plan.status !== "passed" ? plan.status : k === 5 && index % 7 === 0 ? "rejected" : "passed";
      const level = competition ? t.level : null;
      const score = entryScore(
        {
          categoryScore: category.score,
          multiplier: prize?.multiplier ?? null,
          level,
          group: t.type === "group",
        },
        { levelFactors: true, groupFraction: 50 },
      );
      return {
        schoolId,
        eventId,
        studentId,
        source: plan.source,
        status,
        rejectReason: status === "rejected" ? "未能核實得獎證書，請上載清晰的證書照片。" : null,
        prizeId: prize?.id ?? null,
        competitionItem: t.subItems ? t.subItems[k % t.subItems.length]! : "",
        level,
        remark: remarkOf(index, k),
        achievement: prize && k < 3 ? `${prize.nameZh}` : "",
        score,
        certificates,
        createdBy: plan.source === "parent" ? parent : teacher,
        createdAt: new Date(`${plan.startsOn}T18:00:00+08:00`),
        decidedAt:
          status === "pending" ? null : new Date(`${addDays(plan.startsOn, 3)}T10:00:00+08:00`),
        decidedBy: status === "pending" ? null : office,
      };
    });
    if (entries.length === 0) continue;
    await db.insert(ecaEntries).values(entries);
    const passed = entries.filter((e) => e.status === "passed").map((e) => e.score!);
    await db
      .update(ecaEvents)
      .set({ averageScore: averageScore(passed) })
      .where(eq(ecaEvents.id, eventId));
  }
  await seedImports(db, { schoolId, office, now });
  await seedRecognitions(db, { schoolId, teacher, office, student: demoStudent, now });
}

/**
 * What teachers wrote of the first three students of an event, in the languages they write in:
 * what trait recognition reads.
 */
export const REMARKS = [
  "表現積極，帶領隊員完成比賽。",
  "主動協助同學練習，團隊合作良好。",
  "設計的作品富創意，獲評判讚賞。",
  "每星期準時出席練習，從不缺席。",
  "於社區探訪中耐心關懷長者。",
  "Spoke confidently and presented the team's project to the judges.",
  "堅持不懈，克服傷患完成賽事。",
  "對實驗充滿好奇，主動探究原理。",
  "演出投入，音樂感強。",
];

function remarkOf(index: number, k: number): string {
  if (k === 0) return index % 3 === 0 ? REMARKS[0]! : REMARKS[1 + (index % (REMARKS.length - 1))]!;
  return k < 3 ? REMARKS[1 + ((index + k) % (REMARKS.length - 1))]! : "";
}

const startsOnIsAhead = (day: string, today: string) => day > today;

/** Students of one or two classes (of the event's grade when it has one), in register order. */
function pickStudents(
  random: ReturnType<typeof createRandom>,
  byClass: Map<string, number[]>,
  classes: string[],
  grade: string | null,
  count: number,
  must: number | null,
): number[] {
  const open = grade ? classes.filter((c) => c.startsWith(grade.slice(1))) : classes;
  const chosen = new Set<number>(must === null ? [] : [must]);
  for (let i = 0; i < count; i++) {
    const roster = byClass.get(random.pick(open)) ?? [];
    for (const id of roster) if (random.chance(0.45)) chosen.add(id);
  }
  return [...chosen];
}
