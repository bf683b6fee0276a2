import { endpoints, type RolePage } from "@campus/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schoolRolePermissions } from "../db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";

/*
 * Which role sees which page and may do what there, per school (issue 36 §2, spec §6): the
 * office reads a role's pages, takes a page or an action from it and gives it back. The menu
 * and user info follow, the server refuses the calls, another school is untouched, each change
 * is in the audit log, and what the office may not do is refused with nothing written.
 */

let t: TestApp;
let office: string;

beforeAll(async () => {
  t = await createTestApp();
  office = await t.signIn("staff");
});
afterAll(async () => {
  await t.close();
});

const grantsOf = (role: "parent" | "student" | "teacher" | "staff", lang?: string) =>
  t.ok(endpoints.officeRoles, { role }, { token: office, lang });
const save = (
  role: "parent" | "student" | "teacher" | "staff",
  pages: { code: string; actions: string[] }[],
) => t.ok(endpoints.officeSaveRole, { role, pages } as never, { token: office });
const page = (pages: RolePage[], code: string) => pages.find((p) => p.code === code)!;
const permissionsOf = async (token: string) =>
  (await t.ok(endpoints.userInfo, undefined, { token })).permissions as Record<string, string[]>;
const menuCodes = async (token: string) => {
  const codes: string[] = [];
  const walk = (items: { code: string; children: unknown[] }[]) =>
    items.forEach((item) => {
      codes.push(item.code);
      walk(item.children as typeof items);
    });
  walk((await t.ok(endpoints.menu, undefined, { token })).menu_list as never);
  return codes;
};

describe("a role's pages", () => {
  it("lists each page the role has by default, in menu order, with the page's actions", async () => {
    const { pages } = await grantsOf("teacher");
    expect(pages.map((p) => p.code)).toEqual(
      expect.arrayContaining(["calendar.overview", "library.home", "eca.events", "eca.dashboard"]),
    );
    expect(pages.findIndex((p) => p.code === "calendar.overview")).toBeLessThan(
      pages.findIndex((p) => p.code === "eca.events"),
    );
    // What the office may give a teacher there: what any role may do on the page.
    expect(page(pages, "eca.events")).toMatchObject({
      name_zh: "活動列表",
      section: { name_zh: "課外活動" },
      offered: ["add", "delete", "edit", "query", "get", "enable", "disable", "import", "export"],
      defaults: ["add", "delete", "edit", "query", "get"],
      actions: ["add", "delete", "edit", "query", "get"],
      kept: [],
    });
    // Not a teacher's by default: not offered.
    expect(pages.map((p) => p.code)).not.toContain("office.people");
  });

  it("keeps the office's own access to this page", async () => {
    const { pages } = await grantsOf("staff");
    expect(page(pages, "office.roles").kept).toEqual(["edit", "query", "get"]);
  });
});

describe("the office changes what a role may do", () => {
  it("takes the events page from teachers: their menu, their user info and the server follow; the log says so", async () => {
    const teacher = await t.signIn("teacher");
    await t.ok(endpoints.ecaEvents, {}, { token: teacher });
    expect(await menuCodes(teacher)).toContain("eca.events");

    const saved = await save("teacher", [{ code: "eca.events", actions: [] }]);
    expect(page(saved.pages, "eca.events").actions).toEqual([]);

    expect(await menuCodes(teacher)).not.toContain("eca.events");
    expect(await menuCodes(teacher)).toContain("eca.dashboard");
    expect((await permissionsOf(teacher))["eca.events"]).toBeUndefined();
    const refused = await t.call("/api/eca/events", { method: "POST", token: teacher, json: {} });
    expect(refused.body.code).toBe(403);
    // The office holds the page through its own role; another school's teachers keep theirs.
    await t.ok(endpoints.ecaEvents, {}, { token: office });
    const neighbour = await t.signIn("neighbourTeacher");
    await t.ok(endpoints.ecaEvents, {}, { token: neighbour });
    expect(await menuCodes(neighbour)).toContain("eca.events");

    const log = await t.ok(
      endpoints.officeAudit,
      { kind: "role.changed" },
      { token: office, lang: "en-US" },
    );
    expect(log.list[0]).toMatchObject({
      subject: "teacher",
      changes: [{ field: "Events", before: "add,delete,edit,query,get", after: "" }],
    });
  });

  it("narrows a page to reading, then gives the default back: the school's row goes", async () => {
    const parent = await t.signIn("parent");
    await save("parent", [{ code: "library.myrecord", actions: ["get", "query"] }]);
    expect((await permissionsOf(parent))["library.myrecord"]).toEqual(["get", "query"]);

    const { pages } = await grantsOf("parent");
    const back = page(pages, "library.myrecord").defaults;
    await save("parent", [{ code: "library.myrecord", actions: back }]);
    expect((await permissionsOf(parent))["library.myrecord"]).toEqual([...back].sort());
    const rows = await t.database.db
      .select()
      .from(schoolRolePermissions)
      .where(eq(schoolRolePermissions.role, "parent"));
    expect(rows).toEqual([]);
  });

  it("takes a whole section's pages: the section leaves the menu", async () => {
    const student = await t.signIn("student");
    expect(await menuCodes(student)).toContain("manual");
    const manual = ["manual.communication", "manual.attendance", "manual.pay"];
    await save(
      "student",
      manual.map((code) => ({ code, actions: [] })),
    );
    const codes = await menuCodes(student);
    expect(codes.filter((c) => c.startsWith("manual"))).toEqual([]);
    expect(codes).toContain("calendar.overview");
    // And back.
    await save(
      "student",
      manual.map((code) => ({ code, actions: ["query", "get"] })),
    );
    expect(await menuCodes(student)).toEqual(expect.arrayContaining(["manual", ...manual]));
  });

  it("refuses a page not the role's, an action the page has not, and the office's own access; writes nothing", async () => {
    const before = await t.counts();
    for (const [role, pages, field] of [
      ["parent", [{ code: "library.desk", actions: ["query"] }], "pages.0.code"],
      ["parent", [{ code: "library.home", actions: ["import"] }], "pages.0.actions"],
      [
        "staff",
        [
          { code: "office.audit", actions: [] },
          { code: "office.roles", actions: ["query", "get"] },
        ],
        "pages.1.actions",
      ],
      ["guardian", [{ code: "registration.history", actions: [] }], "role"],
      ["teacher", [], "pages"],
      [
        "teacher",
        [
          { code: "eca.events", actions: [] },
          { code: "eca.events", actions: ["query"] },
        ],
        "pages",
      ],
    ] as const) {
      const refusal = await t.refused(endpoints.officeSaveRole, { role, pages } as never, {
        token: office,
      });
      expect(refusal.data, `${role} ${JSON.stringify(pages)}`).toMatchObject({
        fields: [{ field }],
      });
    }
    expect(await t.counts()).toEqual(before);
  });

  it("is the office's: a teacher may neither read nor change roles", async () => {
    const teacher = await t.signIn("teacher");
    for (const [path, json] of [
      ["/api/office/roles", { role: "parent" }],
      ["/api/office/save_role", { role: "parent", pages: [{ code: "manual.pay", actions: [] }] }],
    ] as const) {
      const answer = await t.call(path, { method: "POST", token: teacher, json });
      expect(answer.body.code).toBe(403);
    }
  });
});
