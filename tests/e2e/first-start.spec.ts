import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "./fixtures";
import { startServer, type JourneyServer } from "./journey-server";
import { campusPort } from "./school-page/school-server";
import { expectAccessible } from "./support";

/*
 * A real school's first start (issue 36): a production server on an empty data folder has no
 * school and no account; the link it prints creates the school from the set-up page, and the
 * office finishes its account with the code texted to its phone (the server's log, with no SMS
 * provider) and a password it then signs in with. Then the school's roster comes in from the
 * Big5 CSV its office keeps (`npm run admin -- import`, the server stopped) and again from its
 * SIS's OneRoster bundle (nothing changes), and a mother of two
 * from it activates her account by a code to her mobile and acts for either child. Last, the
 * office prints a class's activation letters (a real PDF, read back with pdftotext and its QR
 * codes with zbarimg) and a student activates from one.
 */

// One school's story, in order, on one server.
test.describe.configure({ mode: "serial" });

let server: JourneyServer;
let dataDir: string;
const port = campusPort + 50;
const env = { NODE_ENV: "production", PUBLIC_URL: `http://localhost:${port}` };
const start = () => startServer({ port, dataDir, env, keepOutput: true });
test.beforeAll(async () => {
  // The server migrates an empty database before it answers (journey-server.ts waits 120 s).
  test.setTimeout(150_000);
  dataDir = mkdtempSync(join(tmpdir(), "campus-first-start-"));
  server = await start();
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The office, with the password it set at the first start. */
async function signInAsOffice(page: Page) {
  await page.goto(`${server.origin}/parent_student/login`);
  await page.getByRole("radio", { name: "教職員" }).check();
  await page.getByLabel("帳戶名稱").fill("office.kln");
  await page.getByLabel(/^密碼/).fill("Kowloon2026");
  await page.getByRole("button", { name: "登入", exact: true }).click();
  await expect(page).toHaveURL(/\/parent_student\/calendar\/PersonalOverview$/);
}

/**
 * The office adds a member of staff under 人員管理 › 教職員 (its own sign-in, on the list's
 * page): the form filled and sent, answering the set-up link's dialog.
 */
async function addStaff(
  page: Page,
  person: { zh: string; en: string; username: string; phone: string },
) {
  await page.goto(`${server.origin}/parent_student/office/people?kind=staff`);
  await page.getByRole("button", { name: "新增教職員" }).click();
  const dialog = page.getByRole("dialog", { name: "新增教職員" });
  await dialog.getByRole("textbox", { name: /^中文姓名/ }).fill(person.zh);
  await dialog.getByRole("textbox", { name: /^英文姓名/ }).fill(person.en);
  await dialog.getByRole("textbox", { name: /^登入名稱/ }).fill(person.username);
  await dialog.getByRole("textbox", { name: /^手機號碼/ }).fill(person.phone);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "新增並產生設定連結" }).click();
  return page.getByRole("dialog", { name: `${person.zh} 的設定連結` });
}

/** What the server printed, once it has printed it. */
async function printed(pattern: RegExp): Promise<RegExpExecArray> {
  await expect.poll(() => pattern.test(server.output()), { timeout: 10_000 }).toBe(true);
  return pattern.exec(server.output())!;
}

test("an empty production server: the school created from its link, the office signed in by a code to its phone", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const [, link] = await printed(
    /No school yet[\s\S]*?\n {2}(http\S+\/parent_student\/setup\?token=[\w-]+)/,
  );
  // Nobody can sign in yet: there is no account at all.
  expect(server.output()).not.toMatch(/Demo accounts/);

  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1, name: "設定學校" })).toBeVisible();
  await page.getByRole("textbox", { name: /^學校代碼/ }).fill("kln");
  await page.getByRole("textbox", { name: /^學校中文名稱（繁體）/ }).fill("九龍小學");
  await page.getByRole("textbox", { name: /^學校英文名稱/ }).fill("Kowloon Primary School");
  await page.getByRole("textbox", { name: /^校務處手機號碼/ }).fill("5123 4567");
  await expectAccessible(page);
  await page.getByRole("button", { name: "建立學校" }).click();

  await expect(page.getByText(/九龍小學校務處帳戶：先發送驗證碼到 \+852 •••• 4567/)).toBeVisible();
  await expect(page.getByText("office.kln")).toBeVisible();
  await page.getByRole("button", { name: "發送驗證碼" }).click();
  const [, code] = await printed(/sms to \+852 51234567: .*?(\d{6})/);
  await page.getByRole("textbox", { name: /^驗證碼/ }).fill(code!);
  await page.getByLabel(/^新密碼/).fill("Kowloon2026");
  await page.getByLabel(/^再次輸入新密碼/).fill("Kowloon2026");
  await expectAccessible(page);
  await page.getByRole("button", { name: "完成設定並登入" }).click();

  // Signed in as the office, in the portal.
  await expect(page).toHaveURL(/\/parent_student\/calendar\/PersonalOverview$/);
  await expect(page.getByRole("button", { name: /帳戶選單：九龍小學校務處/ })).toBeVisible();

  // The link worked once; the password is the way in from now on.
  await page.goto(link!);
  await expect(page.getByText("這條設定連結已經用過。請用設定的密碼登入")).toBeVisible();
  const signIn = await page.request.post(`${server.origin}/parent_student/ajax_login`, {
    form: { username: "office.kln", password: "Kowloon2026", type: "teacher" },
  });
  expect((await signIn.json()).code).toBe(200);
});

test("the school's roster from its Big5 file; a mother from it signs in by a code to her mobile", async ({
  page,
}) => {
  // Two command-line imports, each a fresh process opening the database, and a restart: alone
  // 20 s, but three times that in CI beside two other journeys (it ran out there once at 60 s).
  test.setTimeout(150_000);
  // The embedded database lets one process in: the server stops for the import.
  await server.stop();
  const roster = join(import.meta.dirname, "..", "..", "packages", "server", "src", "roster");
  const imported = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      join(import.meta.dirname, "..", "..", "packages", "server", "scripts", "admin.ts"),
    ].concat(["import", "--school", "KLN", join(roster, "fixtures", "roster-big5.csv")]),
    { env: { ...process.env, ...env, DATA_DIR: dataDir, DATABASE_URL: "" }, encoding: "utf8" },
  );
  expect(imported.stderr).toBe("");
  expect(imported.stdout).toContain(
    "added 3, updated 0, left 0, unchanged 0, refused 0; guardian accounts added 3.",
  );
  // The same school from its SIS, as a OneRoster bundle: the same students, nothing changes.
  const bundle = join(roster, "fixtures", "oneroster-1.1.zip");
  const again = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      join(import.meta.dirname, "..", "..", "packages", "server", "scripts", "admin.ts"),
    ].concat(["import", "--school", "KLN", "--full", bundle]),
    { env: { ...process.env, ...env, DATA_DIR: dataDir, DATABASE_URL: "" }, encoding: "utf8" },
  );
  expect(again.stderr).toBe("");
  expect(again.stdout).toContain("(OneRoster 1.1)");
  expect(again.stdout).toContain("added 0, updated 0, left 0, unchanged 3, refused 0");
  // Its teacher comes with it, to activate by a code to their mobile.
  expect(again.stdout).toContain(
    "Its teachers: added 1, updated 0, left 0, unchanged 0, refused 0.",
  );
  server = await start();

  await page.goto(`${server.origin}/parent_student/login`);
  await page.getByRole("button", { name: "改用短訊驗證碼" }).click();
  await page.getByRole("textbox", { name: /^電話號碼/ }).fill("6123 4001");
  await page.getByRole("button", { name: "發送驗證碼" }).click();
  await expect(page.getByRole("status").getByText("如號碼已登記，驗證碼已傳送。")).toBeVisible();
  const [, code] = await printed(/sms to \+852 61234001: .*?(\d{6})/);
  await page.getByRole("textbox", { name: /^驗證碼/ }).fill(code!);
  await expectAccessible(page);
  await page.getByRole("button", { name: "登入", exact: true }).click();

  await expect(page).toHaveURL(/\/parent_student\/calendar\/PersonalOverview$/);
  await page.getByRole("button", { name: /帳戶選單：陳美玲/ }).click();
  const children = page.getByRole("radiogroup", { name: "切換子女" });
  await expect(children.getByRole("radio", { name: /陳大文/ })).toBeVisible();
  await expect(children.getByRole("radio", { name: /陳小文/ })).toBeVisible();
  await page.keyboard.press("Escape");

  // Her child's calendar and library records, as for any parent of a school started by hand.
  await expect(page.getByRole("heading", { level: 1, name: "行事曆總覽" })).toBeVisible();
  await expect(page.getByText("目前子女：陳大文").first()).toBeVisible();
  await page.goto(`${server.origin}/parent_student/library/myrecord`);
  await expect(page).toHaveURL(/\/library\/myrecord\/borrow\/now\?xschoolCode=KLN$/);
  await expect(page.getByRole("heading", { level: 1, name: "目前借閱" })).toBeVisible();
  await expect(page.getByText("目前沒有借閱中的書")).toBeVisible();
});

test("the office prints 4A's activation letters; a student activates from the QR code on one", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signInAsOffice(page);

  await page.goto(`${server.origin}/parent_student/office/roster?view=activation`);
  // Nobody in 4A has a password yet: two students, none active (a phone lists classes as cards).
  const print4A = { name: "列印 4A 的學生啟用信" } as const;
  const class4A = page.getByRole("listitem").filter({ has: page.getByRole("button", print4A) });
  await expect(class4A).toContainText("0 / 2（0%）");
  await class4A.getByRole("button", print4A).click();
  const dialog = page.getByRole("dialog", { name: "4A 的學生啟用信" });
  await expect(dialog.getByLabel(/^啟用碼有效至/)).not.toHaveValue("");
  await dialog.getByRole("button", { name: "產生啟用信" }).click();
  await expect(page.getByRole("status").getByText("4A：已產生 2 封啟用信。")).toBeVisible();
  await expect(page.getByRole("article", { name: "陳大文 的啟用信" })).toBeVisible();
  await expectAccessible(page);

  // Printed: a real A4 PDF, a page a student, its words and its QR code readable by machines.
  const pdf = join(dataDir, "letters.pdf");
  writeFileSync(pdf, await page.pdf({ format: "A4" }));
  const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
  const pages = text.split("\f").filter((p) => p.trim());
  expect(pages).toHaveLength(2);
  expect(pages[0]).toContain("學生帳戶啟用信");
  expect(pages[0]).toContain("九龍小學");
  expect(pages[0]).toMatch(/4A\s*班 1 號 陳大文 CHAN Tai Man 同學/);
  // A Hong Kong school writes to families in Chinese and English, one under the other.
  expect(pages[0]).toContain("Student account activation");
  expect(pages[0]).toMatch(/To CHAN Tai Man, 4A no\. 1:/);
  expect(pages[1]).toContain("李嘉欣");
  const printed = /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(pages[0]!)![0];
  execFileSync("pdftoppm", ["-f", "1", "-l", "1", "-r", "150", "-png", pdf, join(dataDir, "page")]);
  const scanned = execFileSync("zbarimg", ["-q", "--raw", join(dataDir, "page-1.png")], {
    encoding: "utf8",
  }).trim();
  expect(scanned).toBe(
    `${server.origin}/parent_student/activate?code=${printed.replaceAll("-", "")}`,
  );

  // The student's own phone: the QR code's address, a password, and signed in.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const student = await phone.newPage();
  await student.goto(scanned);
  await expect(student.getByRole("heading", { level: 1, name: "啟用學生帳戶" })).toBeVisible();
  await expect(student.getByText("陳大文（4A 1）")).toBeVisible();
  await expect(student.getByText("R26001")).toBeVisible();
  await student.getByLabel(/^新密碼/).fill("Taiman2026");
  await student.getByLabel(/^再次輸入新密碼/).fill("Taiman2026");
  await expectAccessible(student);
  await student.getByRole("button", { name: "啟用並登入" }).click();
  await expect(student).toHaveURL(/\/parent_student\/calendar\/PersonalOverview$/);
  await expect(student.getByRole("button", { name: /帳戶選單：陳大文/ })).toBeVisible();
  // The letter worked once.
  await student.goto(scanned);
  await expect(student.getByText(/已經用過/)).toBeVisible();
  await phone.close();

  // The office sees 4A's first student active.
  await page.getByRole("button", { name: "返回" }).click();
  await page.reload();
  await expect(class4A).toContainText("1 / 2（50%）");
});

test("the office adds a teacher, who sets up her own account from the link", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signInAsOffice(page);

  const made = await addStaff(page, {
    zh: "陳偉文",
    en: "Chan Wai Man",
    username: "t.chan",
    phone: "6234 5678",
  });
  await expect(made).toContainText("+852 •••• 5678");
  const address = await made.getByText(/\/parent_student\/setup\?token=/).textContent();
  await expectAccessible(page);
  await made.getByRole("button", { name: "完成" }).click();
  await expect(
    page.getByRole("list", { name: "教職員" }).getByRole("listitem").filter({ hasText: "陳偉文" }),
  ).toContainText("未啟用");

  // Her own phone: the link, a code to her mobile, her password, and she is in.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const teacher = await phone.newPage();
  await teacher.goto(address!.trim());
  await expect(teacher.getByRole("heading", { level: 1, name: "設定教職員帳戶" })).toBeVisible();
  await expect(teacher.getByText("t.chan")).toBeVisible();
  await teacher.getByRole("button", { name: "發送驗證碼" }).click();
  const [, code] = await printed(/sms to \+852 62345678: .*?(\d{6})/);
  await teacher.getByRole("textbox", { name: /^驗證碼/ }).fill(code!);
  await teacher.getByLabel(/^新密碼/).fill("Teach2026x");
  await teacher.getByLabel(/^再次輸入新密碼/).fill("Teach2026x");
  await expectAccessible(teacher);
  await teacher.getByRole("button", { name: "完成設定並登入" }).click();
  await expect(teacher).toHaveURL(/\/parent_student\/calendar\/PersonalOverview$/);
  await expect(teacher.getByRole("button", { name: /帳戶選單：陳偉文/ })).toBeVisible();
  await phone.close();
});

test("a teacher the office added signs in by a code to her mobile, with no link at all", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signInAsOffice(page);
  const made = await addStaff(page, {
    zh: "梁詠詩",
    en: "Leung Wing Sze",
    username: "t.leung",
    phone: "6234 5679",
  });
  await made.getByRole("button", { name: "完成" }).click();

  // On her own phone, the sign-in page: 教職員, a code to the mobile the school has for her.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const teacher = await phone.newPage();
  await teacher.goto(`${server.origin}/parent_student/login`);
  await teacher.getByRole("radio", { name: "教職員" }).check();
  await teacher.getByRole("button", { name: "改用短訊驗證碼" }).click();
  await teacher.getByRole("textbox", { name: /^電話號碼/ }).fill("6234 5679");
  await teacher.getByRole("button", { name: "發送驗證碼" }).click();
  const [, code] = await printed(/sms to \+852 62345679: .*?(\d{6})/);
  await teacher.getByRole("textbox", { name: /^驗證碼/ }).fill(code!);
  await expectAccessible(teacher);
  await teacher.getByRole("button", { name: "登入", exact: true }).click();
  await expect(teacher).toHaveURL(/\/parent_student\/calendar\/PersonalOverview$/);
  await expect(teacher.getByRole("button", { name: /帳戶選單：梁詠詩/ })).toBeVisible();
  await phone.close();

  // The office sees her account in use.
  await page.reload();
  await expect(
    page.getByRole("list", { name: "教職員" }).getByRole("listitem").filter({ hasText: "梁詠詩" }),
  ).not.toContainText("未啟用");
});

test("at the year's end the office moves every class up, and can take it back from the history", async ({
  page,
}) => {
  await signInAsOffice(page);
  await page.goto(`${server.origin}/parent_student/office/roster?view=rollover`);
  await expect(page.getByLabel("4A（2 名學生）升到")).toHaveValue("5A");
  await expect(page.getByLabel("2B（1 名學生）升到")).toHaveValue("3B");
  await expect(page.getByText("3 名學生升班，0 名學生標示為離校。")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: /^升班至 \d{4}\/\d{2} 學年$/ }).click();
  await page
    .getByRole("alertdialog", { name: /^升班至 \d{4}\/\d{2} 學年？$/ })
    .getByRole("button", { name: "升班", exact: true })
    .click();
  await expect(page.getByText(/^已升班至 \d{4}\/\d{2} 學年$/)).toBeVisible();
  await expect(page.getByText(/^本校已升班至/)).toBeVisible();

  const classOf = async (name: string) => {
    await page.goto(`${server.origin}/parent_student/office/people`);
    return page.getByRole("list", { name: "學生" }).getByRole("listitem").filter({ hasText: name });
  };
  await expect(await classOf("陳大文")).toContainText("5A");
  await expect(await classOf("陳小文")).toContainText("3B");

  await page.goto(`${server.origin}/parent_student/office/roster?view=history`);
  const history = page.getByRole("list", { name: "匯入紀錄" });
  await history.getByRole("button", { name: /^撤銷 升班至/ }).click();
  await page
    .getByRole("alertdialog", { name: /^撤銷 升班至/ })
    .getByRole("button", { name: "撤銷" })
    .click();
  await expect(page.getByText("已撤銷匯入")).toBeVisible();
  await expect(await classOf("陳大文")).toContainText("4A");
});
