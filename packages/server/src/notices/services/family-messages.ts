import type { Locale, Page } from "@campus/contract";
import type {
  Conversation,
  ConversationFilter,
  FamilyMessage,
  MessageRecipient,
} from "@campus/contract/notices";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { classTeachers, guardianships, schools, users } from "../../db/schema";
import { firstRow, pageWindow, rows, type Executor } from "../../db/sql";
import { notFound } from "../../http/api-problem";
import type { SchoolMember } from "../../http/route";
import type { ServiceContext } from "../../services/context";
import { keptClass, keptClasses } from "../../services/kept-classes";
import type { Messenger } from "../../services/messenger";
import type { UserRow } from "../../services/sessions";
import { nameFor } from "../../services/simplified";
import { translate } from "../messages";
import { familyMessageReads, familyMessages } from "../schema";

/*
 * Short messages between the school and a family about one child (decision 0048). A
 * conversation is a child's: the class teachers of the child's class and the office write to the
 * family, to it alone or to the whole class at once; a guardian writes to the class teacher.
 * Families never reach one another. Each reader's "read up to" is kept per child
 * (`family_message_reads`); unread is the other side's messages after it.
 */

/** A guardian and the child they act for. */
export interface Guardian {
  userId: number;
  schoolId: number;
  child: UserRow;
}

/** Someone of the school and the classes they write to. */
export interface Writer extends SchoolMember {
  classes: string[];
}

interface MessageRow {
  id: number;
  from_family: boolean;
  name_zh: string;
  name_en: string;
  body: string;
  sent_at: Date | string;
  class_name: string | null;
  read_at: Date | string | null;
}

const iso = (at: Date | string) => new Date(at).toISOString();

/** A message as `reader` sees it: unread when the other side wrote it after they last read. */
function asMessage(row: MessageRow, readerIsFamily: boolean): FamilyMessage {
  return {
    id: row.id,
    side: row.from_family ? "family" : "school",
    author: { name_zh: row.name_zh, name_en: row.name_en },
    body: row.body,
    sent_at: iso(row.sent_at),
    to_class: row.class_name,
    unread:
      row.from_family !== readerIsFamily &&
      (row.read_at === null || new Date(row.sent_at) > new Date(row.read_at)),
  };
}

/** A page of a child's conversation, newest first, as one reader sees it; then read to now. */
async function conversationPage(
  ctx: ServiceContext,
  {
    studentId,
    readerId,
    readerIsFamily,
    pageNum,
    pageSize,
  }: {
    studentId: number;
    readerId: number;
    readerIsFamily: boolean;
    pageNum: number;
    pageSize: number;
  },
): Promise<Page<FamilyMessage>> {
  const { limit, offset } = pageWindow(pageNum, pageSize);
  const [list, counted] = await Promise.all([
    rows<MessageRow>(
      ctx.db,
      sql`SELECT m.id, m.from_family, a.name_zh, a.name_en, m.body, m.sent_at, m.class_name,
          r.read_at
        FROM family_messages m
        JOIN users a ON a.id = m.author_id
        LEFT JOIN family_message_reads r ON r.student_id = m.student_id AND r.user_id = ${readerId}
        WHERE m.student_id = ${studentId}
        ORDER BY m.sent_at DESC, m.id DESC
        LIMIT ${limit} OFFSET ${offset}`,
    ),
    firstRow<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM family_messages WHERE student_id = ${studentId}`,
    ),
  ]);
  await markRead(ctx.db, studentId, readerId, ctx.now);
  return {
    list: list.map((row) => asMessage(row, readerIsFamily)),
    total: counted!.n,
    pageNum,
    pageSize,
  };
}

async function markRead(db: Executor, students: number | number[], userId: number, now: Date) {
  const ids = Array.isArray(students) ? students : [students];
  await db
    .insert(familyMessageReads)
    .values(ids.map((studentId) => ({ studentId, userId, readAt: now })))
    .onConflictDoUpdate({
      target: [familyMessageReads.studentId, familyMessageReads.userId],
      set: { readAt: sql`GREATEST(${familyMessageReads.readAt}, excluded.read_at)` },
    });
}

/** The conversation about the child a guardian acts for. */
export function familyConversation(
  ctx: ServiceContext,
  { guardian, pageNum, pageSize }: { guardian: Guardian; pageNum: number; pageSize: number },
) {
  return conversationPage(ctx, {
    studentId: guardian.child.id,
    readerId: guardian.userId,
    readerIsFamily: true,
    pageNum,
    pageSize,
  });
}

/** Inserts messages (one per child) and answers the first as its writer sees it. */
async function insertMessages(
  ctx: ServiceContext,
  rowsToAdd: { schoolId: number; studentId: number; authorId: number; fromFamily: boolean }[],
  { body, className }: { body: string; className: string | null },
): Promise<FamilyMessage | null> {
  if (rowsToAdd.length === 0) return null;
  const added = await ctx.db
    .insert(familyMessages)
    .values(rowsToAdd.map((row) => ({ ...row, body, className, sentAt: ctx.now })))
    .returning({ id: familyMessages.id });
  // What one writes, one has read: their own reading moves on with it.
  await markRead(
    ctx.db,
    rowsToAdd.map((row) => row.studentId),
    rowsToAdd[0]!.authorId,
    ctx.now,
  );
  const [author] = await ctx.db
    .select({ name_zh: users.nameZh, name_en: users.nameEn })
    .from(users)
    .where(eq(users.id, rowsToAdd[0]!.authorId));
  return {
    id: added[0]!.id,
    side: rowsToAdd[0]!.fromFamily ? "family" : "school",
    author: author!,
    body,
    sent_at: ctx.now.toISOString(),
    to_class: className,
    unread: false,
  };
}

/** A guardian writes to the class teacher about their child; answers it and who to tell. */
export async function replyFromFamily(
  ctx: ServiceContext,
  { guardian, body }: { guardian: Guardian; body: string },
): Promise<{ message: FamilyMessage; teachers: number[] }> {
  const message = (await insertMessages(
    ctx,
    [
      {
        schoolId: guardian.schoolId,
        studentId: guardian.child.id,
        authorId: guardian.userId,
        fromFamily: true,
      },
    ],
    { body, className: null },
  ))!;
  const className = guardian.child.className;
  const teachers = className
    ? (
        await ctx.db
          .select({ id: classTeachers.teacherId })
          .from(classTeachers)
          .where(
            and(
              eq(classTeachers.schoolId, guardian.schoolId),
              eq(classTeachers.className, className),
            ),
          )
      ).map((row) => row.id)
    : [];
  return { message, teachers };
}

/** Someone of the school, the classes they write to. */
export async function writerOf(ctx: ServiceContext, me: SchoolMember): Promise<Writer> {
  return { ...me, classes: await keptClasses(ctx.db, me) };
}

/** A child of the school in a class the writer keeps, or not found. */
async function keptChild(ctx: ServiceContext, writer: Writer, childId: number) {
  const [child] = await ctx.db
    .select({
      id: users.id,
      className: users.className,
      roles: users.roles,
      name_zh: users.nameZh,
      name_en: users.nameEn,
      classNumber: users.classNumber,
    })
    .from(users)
    .where(
      and(eq(users.id, childId), eq(users.schoolId, writer.schoolId), eq(users.status, "active")),
    );
  if (!child || !child.roles.includes("student") || !child.className)
    throw notFound("notices.error.childNotFound");
  keptClass(writer.classes, child.className, "notices.error.childNotFound");
  return child;
}

interface ConversationRow {
  id: number;
  name_zh: string;
  name_en: string;
  class_name: string | null;
  class_number: number | null;
  unread: number;
  last_id: number | null;
  last_from_family: boolean | null;
  last_zh: string | null;
  last_en: string | null;
  last_body: string | null;
  last_sent_at: Date | string | null;
  last_class_name: string | null;
  read_at: Date | string | null;
}

/**
 * The children of the writer's classes (or one), each with the family's last message and how
 * many of the family's the writer has not read: news first, then the latest, then by class.
 */
export async function conversationsOf(
  ctx: ServiceContext,
  {
    writer,
    filter,
    className,
    pageNum,
    pageSize,
  }: {
    writer: Writer;
    filter: ConversationFilter;
    className?: string;
    pageNum: number;
    pageSize: number;
  },
): Promise<Page<Conversation> & { classes: string[] }> {
  const classes = className
    ? [keptClass(writer.classes, className, "notices.error.notYourClass")]
    : writer.classes;
  if (classes.length === 0) return { list: [], total: 0, pageNum, pageSize, classes: [] };
  const children: SQL = sql`
    SELECT s.id, s.name_zh, s.name_en, s.class_name, s.class_number, r.read_at,
      (SELECT count(*)::int FROM family_messages f
        WHERE f.student_id = s.id AND f.from_family
          AND (r.read_at IS NULL OR f.sent_at > r.read_at)) AS unread
    FROM users s
    LEFT JOIN family_message_reads r ON r.student_id = s.id AND r.user_id = ${writer.userId}
    WHERE s.school_id = ${writer.schoolId} AND s.status = 'active'
      AND 'student' = ANY(s.roles)
      AND s.class_name IN (${sql.join(
        classes.map((name) => sql`${name}`),
        sql`, `,
      )})`;
  const where = filter === "unread" ? sql`WHERE c.unread > 0` : sql``;
  const { limit, offset } = pageWindow(pageNum, pageSize);
  const [list, counted] = await Promise.all([
    rows<ConversationRow>(
      ctx.db,
      sql`SELECT c.*, l.id AS last_id, l.from_family AS last_from_family, a.name_zh AS last_zh,
          a.name_en AS last_en, l.body AS last_body, l.sent_at AS last_sent_at,
          l.class_name AS last_class_name
        FROM (${children}) c
        LEFT JOIN LATERAL (
          SELECT * FROM family_messages m WHERE m.student_id = c.id
          ORDER BY m.sent_at DESC, m.id DESC LIMIT 1
        ) l ON true
        LEFT JOIN users a ON a.id = l.author_id
        ${where}
        ORDER BY (c.unread > 0) DESC, l.sent_at DESC NULLS LAST, c.class_name, c.class_number,
          c.id
        LIMIT ${limit} OFFSET ${offset}`,
    ),
    firstRow<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM (${children}) c ${where}`),
  ]);
  return {
    list: list.map((row) => ({
      id: row.id,
      child: {
        id: row.id,
        name_zh: row.name_zh,
        name_en: row.name_en,
        class_name: row.class_name,
        class_number: row.class_number,
      },
      last:
        row.last_id === null
          ? null
          : asMessage(
              {
                id: row.last_id,
                from_family: row.last_from_family!,
                name_zh: row.last_zh!,
                name_en: row.last_en!,
                body: row.last_body!,
                sent_at: row.last_sent_at!,
                class_name: row.last_class_name,
                read_at: row.read_at,
              },
              false,
            ),
      unread: row.unread,
    })),
    total: counted!.n,
    pageNum,
    pageSize,
    classes: writer.classes,
  };
}

/** One child's conversation as someone of the school reads it (then read to now). */
export async function schoolConversation(
  ctx: ServiceContext,
  {
    writer,
    childId,
    pageNum,
    pageSize,
  }: { writer: Writer; childId: number; pageNum: number; pageSize: number },
) {
  const child = await keptChild(ctx, writer, childId);
  const page = await conversationPage(ctx, {
    studentId: child.id,
    readerId: writer.userId,
    readerIsFamily: false,
    pageNum,
    pageSize,
  });
  return {
    ...page,
    child: {
      id: child.id,
      name_zh: child.name_zh,
      name_en: child.name_en,
      class_name: child.className,
      class_number: child.classNumber,
    },
  };
}

/**
 * Someone of the school writes to one child's family or to every family of a class: one
 * message per child. Answers the children written to (their guardians are to be told).
 */
export async function sendFromSchool(
  ctx: ServiceContext,
  { writer, to, body }: { writer: Writer; to: MessageRecipient; body: string },
): Promise<{ children: number[]; message: FamilyMessage }> {
  let children: number[];
  let toClass: string | null = null;
  if (to.kind === "family") {
    children = [(await keptChild(ctx, writer, to.child_id)).id];
  } else {
    toClass = keptClass(writer.classes, to.class_name, "notices.error.notYourClass");
    children = (
      await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.schoolId, writer.schoolId),
            eq(users.className, toClass),
            eq(users.status, "active"),
            sql`'student' = ANY(${users.roles})`,
          ),
        )
    ).map((row) => row.id);
    if (children.length === 0) throw notFound("notices.error.notYourClass");
  }
  const message = await insertMessages(
    ctx,
    children.map((studentId) => ({
      schoolId: writer.schoolId,
      studentId,
      authorId: writer.userId,
      fromFamily: false,
    })),
    { body, className: toClass },
  );
  return { children, message: message! };
}

/** The guardians of these children. */
export async function guardiansOf(db: Executor, children: number[]): Promise<number[]> {
  if (children.length === 0) return [];
  const links = await db
    .selectDistinct({ parent: guardianships.parentId })
    .from(guardianships)
    .where(inArray(guardianships.studentId, children));
  return links.map((link) => link.parent);
}

/** The longest part of a message a text carries; the rest is read in the app. */
const TEXT_EXCERPT = 200;
const excerpt = (body: string) =>
  body.length > TEXT_EXCERPT ? `${body.slice(0, TEXT_EXCERPT)}…` : body;

/** Tells people of the school a message came: the families of a school's, the teachers of a family's. */
export async function tellOfMessage(
  ctx: ServiceContext,
  messenger: Messenger,
  {
    schoolId,
    to,
    kind,
    author,
    child,
    body,
    ref,
    link,
  }: {
    schoolId: number;
    to: number[];
    kind: "fromSchool" | "fromFamily";
    author: { name_zh: string; name_en: string };
    child: { name_zh: string; name_en: string } | null;
    body: string;
    ref: string;
    /** The page a notification opens. */
    link: string;
  },
) {
  if (to.length === 0) return { people: 0, delivered: 0, failed: 0 };
  const [school] = await ctx.db
    .select({ name_zh: schools.nameZh, name_en: schools.nameEn })
    .from(schools)
    .where(eq(schools.id, schoolId));
  const values = (locale: Locale) => ({
    school: school ? nameFor(locale, school) : "",
    author: nameFor(locale, author),
    child: child ? nameFor(locale, child) : "",
    body: excerpt(body),
  });
  return messenger.send(ctx, schoolId, to, {
    source: `notices.${kind === "fromSchool" ? "message" : "family_message"}`,
    link,
    ref,
    subject: (locale) => translate(locale, `notices.${kind}.subject`, values(locale)),
    text: (locale) => translate(locale, `notices.${kind}.text`, values(locale)),
  });
}
