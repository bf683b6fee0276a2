import type { AuditKind, EndpointResult, Endpoints } from "@campus/contract";
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { auditLog, menuItems, users } from "../../db/schema";
import { pageWindow } from "../../db/sql";
import type { HandlerContext } from "../../http/register";
import type { AuditChange } from "../../services/audit";
import type { ServiceContext } from "../../services/context";
import type { OfficeCaller } from "../callers";

const actor = alias(users, "actor");
const person = alias(users, "person");

const named = (row: { id: number; nameZh: string; nameEn: string } | null) =>
  row && { id: row.id, name_zh: row.nameZh, name_en: row.nameEn };

/** The school's audit log, latest first: about one person, of one kind, or all (issue 36 §2). */
export async function auditOf(
  ctx: ServiceContext,
  {
    me,
    person: personId,
    kind,
    pageNum,
    pageSize,
  }: HandlerContext<Endpoints["officeAudit"]>["body"] & { me: OfficeCaller },
): Promise<EndpointResult<Endpoints["officeAudit"]>> {
  const where: SQL[] = [eq(auditLog.schoolId, me.schoolId)];
  if (personId !== undefined) where.push(eq(auditLog.personId, personId));
  if (kind) where.push(eq(auditLog.kind, kind));
  const { limit, offset } = pageWindow(pageNum, pageSize);
  const [list, total] = await Promise.all([
    ctx.db
      .select({
        entry: auditLog,
        actor: { id: actor.id, nameZh: actor.nameZh, nameEn: actor.nameEn },
        person: { id: person.id, nameZh: person.nameZh, nameEn: person.nameEn },
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(person, eq(person.id, auditLog.personId))
      .where(and(...where))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    ctx.db.$count(auditLog, and(...where)),
  ]);
  // A role's grants changed: each change names a page by its menu code, said in the reader's words.
  const codes = list
    .filter((row) => row.entry.kind === "role.changed")
    .flatMap((row) => (row.entry.changes as AuditChange[]).map((c) => c.field));
  const pages = codes.length
    ? await ctx.db.select().from(menuItems).where(inArray(menuItems.code, codes))
    : [];
  const pageName = (code: string) => {
    const page = pages.find((p) => p.code === code);
    if (!page) return code;
    return ctx.locale === "zh-CN"
      ? page.nameCn
      : ctx.locale === "en-US"
        ? page.nameEn
        : page.nameZh;
  };
  return {
    list: list.map((row) => ({
      id: row.entry.id,
      at: row.entry.at.toISOString(),
      kind: row.entry.kind as AuditKind,
      actor: named(row.actor),
      person: named(row.person),
      subject: row.entry.subject,
      changes:
        row.entry.kind === "role.changed"
          ? (row.entry.changes as AuditChange[]).map((c) => ({ ...c, field: pageName(c.field) }))
          : (row.entry.changes as AuditChange[]),
    })),
    total,
    pageNum,
    pageSize,
  };
}
