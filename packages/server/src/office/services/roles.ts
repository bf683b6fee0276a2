import {
  ACTIONS,
  OFFICE_KEPT_ACTIONS,
  OFFICE_ROLES_PAGE,
  type Action,
  type EndpointResult,
  type Endpoints,
  type RolePage,
  type RoleRequest,
} from "@campus/contract";
import { and, asc, eq, inArray } from "drizzle-orm";
import { menuItems, rolePermissions, schoolRolePermissions } from "../../db/schema";
import type { Executor } from "../../db/sql";
import { invalidField } from "../../http/api-problem";
import { recordAudit } from "../../services/audit";
import type { ServiceContext } from "../../services/context";
import type { OfficeCaller } from "../callers";

type Role = RoleRequest["role"];

/** In the contract's order, without repeats. */
const ordered = (actions: readonly string[]): Action[] =>
  ACTIONS.filter((a) => actions.includes(a));

const same = (a: readonly string[], b: readonly string[]) =>
  ordered(a).join() === ordered(b).join();

/** What the office may not take from itself: its access to this page. */
const keptOf = (role: Role, code: string): Action[] =>
  role === "staff" && code === OFFICE_ROLES_PAGE ? ordered(OFFICE_KEPT_ACTIONS) : [];

/**
 * A role's pages at the school (issue 36 §2, spec §6): each page the role has by default, in
 * menu order, with the actions the page has (what any role may do there by default), the
 * role's default, and what it may do at this school.
 */
async function pagesOf(db: Executor, schoolId: number, role: Role): Promise<RolePage[]> {
  const [defaults, own, menu] = await Promise.all([
    db.select().from(rolePermissions),
    db
      .select()
      .from(schoolRolePermissions)
      .where(
        and(eq(schoolRolePermissions.schoolId, schoolId), eq(schoolRolePermissions.role, role)),
      ),
    db.select().from(menuItems).orderBy(asc(menuItems.sort), asc(menuItems.code)),
  ]);
  const offered = new Map<string, Set<string>>();
  for (const row of defaults)
    for (const action of row.actions)
      (offered.get(row.routeCode) ?? offered.set(row.routeCode, new Set()).get(row.routeCode)!).add(
        action,
      );
  const byCode = new Map(menu.map((item) => [item.code, item]));
  const sectionSort = (code: string) => byCode.get(byCode.get(code)?.parentCode ?? "")?.sort ?? 0;
  return defaults
    .filter((row) => row.role === role && byCode.has(row.routeCode))
    .map((row) => {
      const item = byCode.get(row.routeCode)!;
      const section = byCode.get(item.parentCode ?? "");
      const saved = own.find((o) => o.routeCode === row.routeCode);
      return {
        code: row.routeCode,
        name_zh: item.nameZh,
        name_cn: item.nameCn,
        name_en: item.nameEn,
        section: {
          name_zh: section?.nameZh ?? "",
          name_cn: section?.nameCn ?? "",
          name_en: section?.nameEn ?? "",
        },
        offered: ordered([...(offered.get(row.routeCode) ?? [])]),
        defaults: ordered(row.actions),
        actions: ordered(saved?.actions ?? row.actions),
        kept: keptOf(role, row.routeCode),
      };
    })
    .sort(
      (a, b) =>
        sectionSort(a.code) - sectionSort(b.code) ||
        byCode.get(a.code)!.sort - byCode.get(b.code)!.sort,
    );
}

export async function roleGrantsOf(
  ctx: ServiceContext,
  { me, role }: { me: OfficeCaller; role: Role },
): Promise<EndpointResult<Endpoints["officeRoles"]>> {
  return { role, pages: await pagesOf(ctx.db, me.schoolId, role) };
}

/**
 * Saves what `role` may do on the listed pages at the school: a page's defaults again remove
 * the school's own row. Only the role's own pages and their actions; the office keeps its
 * access to this page. Recorded in the audit log with each page's actions before and after.
 */
export async function saveRoleGrants(
  ctx: ServiceContext,
  {
    me,
    role,
    pages,
  }: { me: OfficeCaller; role: Role; pages: { code: string; actions: Action[] }[] },
): Promise<EndpointResult<Endpoints["officeSaveRole"]>> {
  return ctx.db.transaction(async (tx) => {
    const current = await pagesOf(tx, me.schoolId, role);
    const changes: { field: string; before: string | null; after: string | null }[] = [];
    for (const [index, page] of pages.entries()) {
      const { code } = page;
      const actions = ordered(page.actions);
      const now = current.find((p) => p.code === code);
      if (!now) throw invalidField(ctx.locale, `pages.${index}.code`, "office.error.notRolePage");
      if (actions.some((a) => !now.offered.includes(a)))
        throw invalidField(ctx.locale, `pages.${index}.actions`, "validation.invalidOption");
      if (now.kept.some((a) => !actions.includes(a)))
        throw invalidField(ctx.locale, `pages.${index}.actions`, "office.error.keepsOwnAccess");
      if (same(actions, now.actions)) continue;
      changes.push({ field: code, before: now.actions.join(","), after: actions.join(",") });
    }
    const changed = pages.filter((p) => changes.some((c) => c.field === p.code));
    if (changed.length === 0) return { role, pages: current };
    const back = changed.filter((p) =>
      same(p.actions, current.find((c) => c.code === p.code)!.defaults),
    );
    const own = changed.filter((p) => !back.includes(p));
    if (back.length > 0)
      await tx.delete(schoolRolePermissions).where(
        and(
          eq(schoolRolePermissions.schoolId, me.schoolId),
          eq(schoolRolePermissions.role, role),
          inArray(
            schoolRolePermissions.routeCode,
            back.map((p) => p.code),
          ),
        ),
      );
    for (const page of own)
      await tx
        .insert(schoolRolePermissions)
        .values({
          schoolId: me.schoolId,
          role,
          routeCode: page.code,
          actions: ordered(page.actions),
        })
        .onConflictDoUpdate({
          target: [
            schoolRolePermissions.schoolId,
            schoolRolePermissions.role,
            schoolRolePermissions.routeCode,
          ],
          set: { actions: ordered(page.actions) },
        });
    await recordAudit(tx, {
      schoolId: me.schoolId,
      actorId: me.userId,
      kind: "role.changed",
      subject: role,
      changes,
      at: ctx.now,
    });
    return { role, pages: await pagesOf(tx, me.schoolId, role) };
  });
}
