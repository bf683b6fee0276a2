import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { startServer, type JourneyServer } from "./journey-server";
import { campusPort } from "./school-page/school-server";
import { expectAccessible } from "./support";

/*
 * A real school's first start (issue 36): a production server on an empty data folder has no
 * school and no account; the link it prints creates the school from the set-up page, and the
 * office finishes its account with the code texted to its phone (the server's log, with no SMS
 * provider) and a password it then signs in with. Then the school's roster comes in from the
 * Big5 CSV its office keeps (`npm run admin -- import`, the server stopped), and a mother of two
 * from it activates her account by a code to her mobile and acts for either child.
 */

// One school's story, in order, on one server.
test.describe.configure({ mode: "serial" });

let server: JourneyServer;
let dataDir: string;
const port = campusPort + 50;
const env = { NODE_ENV: "production", PUBLIC_URL: `http://localhost:${port}` };
const start = () => startServer({ port, dataDir, env, keepOutput: true });
test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "campus-first-start-"));
  server = await start();
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

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
  test.setTimeout(60_000);
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
});
