import { expect, test } from "./fixtures";
import { addEvent, api } from "./eca-support";
import { expectAccessible, signIn } from "./support";

/*
 * The ECA insight as teachers and families use it: a teacher runs trait recognition on their
 * event, waits for it, accepts two proposed traits and rejects one, and finds them on the
 * student's overview; a parent opens their child's Student Learning Profile and prints it.
 */

const EVENTS = "/parent_student/smarteca/events";

test("a teacher recognises an event's students' traits, accepts two and rejects one, and the student's overview shows them", async ({
  page,
}, testInfo) => {
  await signIn(page, "teacher", EVENTS);
  // The teacher's own event, with three students of 4B; the first one's remark says a lot.
  const stamp = `${Date.now().toString(36).toUpperCase()}${testInfo.project.name[0]}`;
  const name = `社區清潔日 ${stamp}`;
  const { id } = await addEvent(page, `AI-${stamp}`, name);
  const found = await api<{ students: { id: number }[] }>(page, "/api/eca/students", {
    class_name: "4B",
  });
  const chosen = found.students.slice(0, 3).map((s) => s.id);
  await api(page, "/api/eca/add_entries", { event_id: id, student_ids: chosen });
  const { list } = await api<{ list: { id: number; student: { id: number } }[] }>(
    page,
    "/api/eca/entries",
    { event_id: id, pageNum: 1, pageSize: 10 },
  );
  const first = list.find((e) => e.student.id === chosen[0])!;
  await api(page, "/api/eca/save_entry", {
    id: first.id,
    prize_id: "",
    level: "",
    competition_item: "",
    remark: "帶領隊員完成清潔工作，主動關懷長者。",
    achievement: "",
    role: "組長",
    hours: "",
  });

  // Step 2 of the event: "recognise the students' traits" opens the job, which runs and ends.
  await page.goto(`/parent_student/smarteca/event?id=${id}&step=2`);
  await page.getByRole("button", { name: "AI 識別學生特質" }).click();
  await expect(page).toHaveURL(/\/smarteca\/recognition\?id=\d+/);
  await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
  await expect(page.getByText("已完成", { exact: true })).toBeVisible({ timeout: 15_000 });

  // The first student's proposals, with the words they were read from.
  const card = (trait: string) =>
    page.getByRole("article").filter({ hasText: trait }).filter({ hasText: "帶領隊員" });
  const leadership = card("領導才能");
  await expect(leadership.locator("mark", { hasText: "帶領" })).toBeVisible();
  const student = (await leadership.getByRole("link").textContent())!.trim();
  await expectAccessible(page);

  await leadership.getByRole("button", { name: `接納 ${student} 的「領導才能」` }).click();
  await expect(page.getByText("已接納「領導才能」")).toBeVisible();
  await card("團隊合作")
    .getByRole("button", { name: `接納 ${student} 的「團隊合作」` })
    .click();
  await expect(page.getByText("已接納「團隊合作」")).toBeVisible();
  await card("服務精神")
    .getByRole("button", { name: `拒絕 ${student} 的「服務精神」` })
    .click();
  await expect(page.getByText("已拒絕「服務精神」")).toBeVisible();
  await expect(page.getByText("接納 2 · 拒絕 1")).toBeVisible();

  // The student's overview: the two accepted traits, in the sentence and the table.
  await leadership.getByRole("link", { name: `查看 ${student} 的概覽` }).click();
  await expect(page).toHaveURL(/\/smarteca\/detail\?student=\d+/);
  await expect(page.getByRole("heading", { name: student })).toBeVisible();
  const summary = page.getByText(/^最常獲肯定的特質：/);
  await expect(summary).toContainText("領導才能");
  await expect(summary).toContainText("團隊合作");
  await expect(summary).not.toContainText("服務精神");
  await expect(page.getByRole("img", { name: "各特質獲老師確認的次數" })).toBeVisible();
  await expectAccessible(page);
});

test("a parent opens their child's Student Learning Profile and prints it, the page around it left off", async ({
  page,
}) => {
  await signIn(page, "parent", "/parent_student/smarteca/detail");
  await expect(page.getByText(/^最常獲肯定的特質：/)).toBeVisible();
  await page.getByRole("tab", { name: "學生學習概覽" }).click();
  await expect(page).toHaveURL(/tab=slp/);
  const record = page.locator("[data-print-record]");
  await expect(record.getByRole("heading", { name: "學生學習概覽：其他學習經歷" })).toBeVisible();
  await expect(record).toContainText("學生：陳小明 Chan Siu Ming");
  await expect(record).toContainText("校際游泳比賽");
  await expectAccessible(page);

  // Printing: the print dialog is the browser's; on paper only the record.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole("button", { name: "列印" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: "print" });
  await expect(record.getByRole("heading", { name: "學生學習概覽：其他學習經歷" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "學生學習概覽" })).toBeHidden();
  await expect(page.getByRole("button", { name: "列印" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  // The same records as JUPAS asks for them.
  await page.getByRole("tab", { name: "JUPAS 其他經驗及成就" }).click();
  await expect(
    page.getByRole("heading", { name: "JUPAS 其他經驗及成就（最多 10 項）" }),
  ).toBeVisible();
});

test("the office compares grade 4 with the school, drills into a class and opens a student", async ({
  page,
}) => {
  await signIn(page, "staff", "/parent_student/smarteca/dashboard");
  await expect(page.getByRole("heading", { name: "數據看板", level: 2 })).toBeVisible();
  const grades = page.getByRole("main").getByRole("list", { name: "各年級", exact: true });
  await grades.getByRole("link", { name: "4 年級" }).click();
  await expect(page).toHaveURL(/grade=4/);
  // Grade 4's figures, each with the school's beside it.
  await expect(page.getByText(/^全校：\d+(\.\d)?%$/)).toBeVisible();
  await expect(
    page.getByRole("img", { name: "各類別人均得分：4 年級與較大範圍比較" }),
  ).toBeVisible();
  await expectAccessible(page);
  const classes = page.getByRole("main").getByRole("list", { name: "4 年級各班", exact: true });
  await classes.getByRole("link", { name: "4A" }).click();
  await expect(page).toHaveURL(/class=4A/);
  const scopes = page.getByRole("navigation", { name: "範圍" });
  await expect(scopes.getByRole("link", { name: "4 年級" })).toBeVisible();
  await expect(scopes.getByText("4A", { exact: true })).toHaveAttribute("aria-current", "page");
  const students = page.getByRole("main").getByRole("list", { name: "4A 學生", exact: true });
  await students.getByRole("link", { name: /^查看 4A \(1\) / }).click();
  await expect(page).toHaveURL(/\/smarteca\/detail\?student=\d+/);
  await expect(page.getByRole("heading", { name: /^4A \(1\) / })).toBeVisible();
});
