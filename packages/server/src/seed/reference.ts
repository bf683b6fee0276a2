import type { Role } from "@campus/contract";
import type { Db } from "../db/database";
import { menuItems, rolePermissions } from "../db/schema";
import { SERVER_FEATURES } from "../features";
import type { ServerFeature } from "../server-feature";
import type { MenuSeed } from "./reference-kit";

/**
 * Menu and permissions are reference data, not demo data: written on every start from what
 * each feature declares (`ServerFeature.reference`, in its own `reference.ts`), so a change
 * there reaches existing databases. The menu lists the features by their `position`.
 */
export async function seedReference(
  db: Db,
  features: readonly ServerFeature[] = SERVER_FEATURES,
): Promise<void> {
  const references = features
    .flatMap((feature) => (feature.reference ? [feature.reference] : []))
    .sort((a, b) => a.position - b.position);
  const rows: (typeof menuItems.$inferInsert)[] = [];
  const walk = (items: MenuSeed[], parentCode: string | null) =>
    items.forEach((item, index) => {
      rows.push({
        code: item.code,
        parentCode,
        sort: index,
        nameZh: item.zh,
        nameCn: item.cn,
        nameEn: item.en,
        icon: item.icon ?? "",
        path: item.path ?? "",
        url: "",
        vue: true,
        hidden: item.hidden ?? false,
        roles: item.roles,
      });
      walk(item.children ?? [], item.code);
    });
  walk(
    references.map((reference) => reference.menu),
    null,
  );

  const permissionRows = references.flatMap((reference) =>
    Object.entries(reference.permissions).flatMap(([role, routes]) =>
      Object.entries(routes).map(([routeCode, actions]) => ({
        role: role as Role,
        routeCode,
        actions,
      })),
    ),
  );

  await db.transaction(async (tx) => {
    await tx.delete(menuItems);
    await tx.insert(menuItems).values(rows);
    await tx.delete(rolePermissions);
    await tx.insert(rolePermissions).values(permissionRows);
  });
}
