import { expect, test } from "./fixtures";
import { shootForManual } from "./manual-shots";
import { expectAccessible, hongKongDay, signIn } from "./support";

/*
 * Attendance and leave (decision 0047), as a morning goes: 陳小明 wakes up with a fever; his
 * father applies for the day's sick leave on the phone with the doctor's slip; his class teacher
 * approves it and takes 4A's register, where he is on leave; his father reads the day in the
 * month. On the phone, as every journey.
 */

const CERTIFICATE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

test("a leave applied for with a certificate, approved, shown in the register and the child's month", async ({
  page: father,
  browser,
  baseURL,
}, testInfo) => {
  const today = hongKongDay();
  await signIn(father, "parent", "/parent_student/attendance/home");
  // The month so far: each school day the register was taken.
  await expect(father.getByRole("heading", { name: /的出勤$/ })).toBeVisible();
  await expectAccessible(father);
  await father.getByRole("link", { name: "申請請假" }).click();

  // Today, a whole day (the form starts there), sick, with the doctor's slip.
  await expect(father.getByText("為 陳小明 申請")).toBeVisible();
  await father.getByRole("button", { name: "提交申請" }).click();
  await expect(father.getByRole("radiogroup", { name: /原因/ })).toHaveAccessibleDescription(
    /請填寫此項/,
  );
  await father.getByRole("radio", { name: "病假" }).check();
  await father.getByRole("textbox", { name: /^說明/ }).fill("發燒，今早已看醫生。");
  // The manual's picture of the form (what was typed is the draft: a reload keeps it).
  await shootForManual(father, "attendance-apply", () =>
    father.getByRole("button", { name: /^(提交申請|提交申请|Send application)$/ }),
  );
  await father
    .getByLabel("按此選擇檔案，或把檔案拖放到這裏")
    .setInputFiles({ name: "醫生證明書.png", mimeType: "image/png", buffer: CERTIFICATE });
  await expect(father.getByText("已上載")).toBeVisible();
  await expectAccessible(father);
  await father.getByRole("button", { name: "提交申請" }).click();
  await expect(father.getByText("請假申請已提交，班主任會盡快處理")).toBeVisible();
  // Listed by first day, the latest first: after next week's wedding, waiting too.
  const sick = father
    .getByRole("list", { name: "陳小明的請假申請" })
    .getByRole("listitem")
    .filter({ hasText: "發燒，今早已看醫生。" });
  await expect(sick).toContainText("待批");

  // The class teacher, on her own phone: the application with its slip, approved.
  const school = await browser.newContext({ ...testInfo.project.use, baseURL });
  const teacher = await school.newPage();
  await signIn(teacher, "teacher", "/parent_student/attendance/leave");
  const waiting = teacher
    .getByRole("list", { name: "請假申請" })
    .getByRole("listitem")
    .filter({ hasText: "發燒，今早已看醫生。" });
  await expect(waiting).toContainText("4A 1 陳小明");
  await expect(waiting.getByRole("link", { name: /醫生證明書\.png/ })).toBeVisible();
  await expectAccessible(teacher);
  await waiting.getByRole("button", { name: "批准" }).click();
  await teacher
    .getByRole("alertdialog", { name: "批准陳小明的請假申請？" })
    .getByRole("button", { name: "批准" })
    .click();
  await expect(teacher.getByText("已批准，家長會收到通知")).toBeVisible();

  // Today's register: 陳小明 on leave, absent; one late at 08:35; saved.
  await teacher.goto("/parent_student/attendance/register");
  const students = teacher.getByRole("list", { name: "4A 學生" });
  const chan = students.getByRole("listitem").filter({ hasText: "陳小明" });
  await expect(chan).toContainText("病假・已批准");
  await expect(chan.getByRole("radio", { name: "缺席" })).toBeChecked();
  const late = students.getByRole("listitem").filter({ hasText: "麥欣子" });
  await late.getByRole("radio", { name: "遲到" }).check();
  await late.getByLabel("時間").fill("08:35");
  await expectAccessible(teacher);
  await teacher.getByRole("button", { name: "儲存點名" }).click();
  await expect(teacher.getByText("點名已儲存")).toBeVisible();
  await expect(teacher.getByText(/^已於 .* 由 黃嘉欣 點名$/)).toBeVisible();

  // The father's month: today on approved leave, the application approved.
  await father.goto("/parent_student/attendance/home");
  const days = father.getByRole("list", { name: "每日紀錄" });
  const [, month, day] = today.split("-").map(Number);
  await expect(days.getByRole("listitem").last()).toContainText(`${month}月${day}日`);
  await expect(days.getByRole("listitem").last()).toContainText("已獲批請假");
  await expect(sick).toContainText("已批准");
  await shootForManual(father, "attendance-month", () =>
    father.getByRole("heading", { name: /(的出勤|^Attendance in )/ }),
  );
  await shootForManual(
    father,
    "attendance-leaves",
    () => father.getByRole("heading", { name: /^(請假申請|请假申请|Leave applications)$/ }),
    () => father.getByRole("heading", { name: /^(請假申請|请假申请|Leave applications)$/ }),
  );
  await school.close();
});

test("a student reads the month, and a date with nothing asked says so", async ({ page }) => {
  await signIn(page, "student", "/parent_student/attendance/home?month=2020-01");
  await expect(page.getByText("這個月未有點名紀錄。")).toBeVisible();
  await expect(page.getByRole("link", { name: "申請請假" })).toHaveCount(0);
  await page.getByRole("button", { name: "下個月" }).click();
  await expect(page).toHaveURL(/month=2020-02/);
});

test("the office imports the gate's taps, then reads the month's report and exports it", async ({
  page,
}) => {
  await signIn(page, "staff", "/parent_student/attendance/register?class=6C");
  const gate = page.getByRole("region", { name: "匯入閘機拍卡紀錄" });
  await expect(gate).toBeVisible();
  await gate.getByLabel("此時間後到校記為遲到").fill("08:00");
  await gate.getByLabel("按此選擇檔案，或把檔案拖放到這裏").setInputFiles({
    name: "gate.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("學生編號,時間\ns2026003,08:20\ns9999999,07:50\n"),
  });
  await expect(gate.getByRole("status").filter({ hasText: "已記錄" })).toHaveText(
    "已記錄出席 0 人、遲到 1 人；0 人已有點名紀錄，維持不變。 找不到這些學生編號：s9999999",
  );
  // 6C's register now has 林子軒 late at 08:20, from the gate.
  const lam = page
    .getByRole("list", { name: "6C 學生" })
    .getByRole("listitem")
    .filter({ hasText: "林子軒" });
  await expect(lam.getByRole("radio", { name: "遲到" })).toBeChecked();
  await expect(lam.getByLabel("時間")).toHaveValue("08:20");

  await page.goto("/parent_student/attendance/report");
  // A phone shows each class as a card (the table is the desktop's).
  const classes = page.getByRole("list", { name: "各班出勤" });
  await expect(classes.getByRole("listitem").filter({ hasText: "4A" })).toBeVisible();
  await page.getByRole("combobox", { name: "班別" }).selectOption("4A");
  await expect(
    page.getByRole("list", { name: "4A 學生" }).getByRole("listitem").first(),
  ).toContainText("陳小明");
  await expectAccessible(page);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "匯出 Excel" }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^出勤報告 \d{4}-\d{2}-01 至 \d{4}-\d{2}-\d{2}\.xlsx$/,
  );
});
