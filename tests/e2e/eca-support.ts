import { expect, type Page } from "@playwright/test";

/* What the ECA journeys share: calls made with the signed-in user's session. */

/** One call with the signed-in user's session; must succeed. */
export async function api<T>(page: Page, path: string, body: unknown): Promise<T> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem("campus:token") ?? "{}") as { v?: string }).v ?? "",
  );
  const answer = (await (
    await page.request.post(path, { headers: { token }, data: body })
  ).json()) as { code: number; msg: string; data: T };
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
}

/** Adds a teacher's service event on 12 December in the school's first category, by the API. */
export async function addEvent(page: Page, code: string, name: string) {
  const { categories } = await api<{ categories: { id: number }[] }>(page, "/api/eca/settings", {});
  return api<{ id: number }>(page, "/api/eca/save_event", {
    code,
    name_zh: name,
    name_en: name,
    nature: "service",
    type: "group",
    category_id: categories[0]!.id,
    tag_ids: [],
    region: "territory",
    school_year: 2026,
    semester: "first",
    starts_on: "2026-12-12",
    ends_on: "2026-12-12",
    hours: "3",
    sub_items: [],
    teacher_ids: [],
  });
}
