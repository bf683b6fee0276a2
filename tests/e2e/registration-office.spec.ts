import { devices } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { encode } from "uqr";
import { browserWithCamera, cameraFilm } from "./camera";
import { expect, test, type APIRequestContext, type Browser, type Page } from "./fixtures";
import { expectAccessible, hongKongDay, signIn } from "./support";

/*
 * The school office's side of new-student registration, as the office does it: a family that
 * paid by deposit slip is found among the slips to check, the slip confirmed, a document sent
 * back with a remark, the review started, the child placed in an interview session, checked in
 * by the booking's QR address, waitlisted — and the family sees their waitlist number.
 */

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);
const PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(
  request: APIRequestContext,
  path: string,
  init: { data?: object; multipart?: Record<string, unknown>; token?: string },
): Promise<T> {
  const answer = await request.post(path, {
    ...(init.data ? { data: init.data } : {}),
    ...(init.multipart ? { multipart: init.multipart as never } : {}),
    headers: init.token ? { token: init.token } : {},
  });
  const body = (await answer.json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data;
}

/**
 * A family who applied and paid by deposit slip, done through the API as the family's own
 * journey does it on screen (registration.spec.ts): signed in by a texted code, the form,
 * three documents, submitted, the slip uploaded.
 */
async function slipFamily(page: Page, child: string, journey = 1) {
  const phone = `6${test.info().project.name === "phone" ? 4 : 3}23000${journey}`;
  const request = page.request;
  await call(request, "/api/registration/send_code", {
    data: { country_code: "852", phone, school_code: "DEMO" },
  });
  const outbox = await call<{ messages: { text: string }[] }>(
    request,
    "/api/registration/demo_outbox",
    { data: { country_code: "852", phone } },
  );
  const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.text ?? "")![1]!;
  const login = await call<{ token: string; user: unknown; expires_at: string }>(
    request,
    "/api/registration/login",
    { data: { country_code: "852", phone, code, school_code: "DEMO", lang: "zh-TW" } },
  );
  const { id } = await call<{ id: number; number: string }>(
    request,
    "/api/registration/save_draft",
    {
      token: login.token,
      data: {
        school_code: "DEMO",
        form: {
          class_code: "K1",
          name_zh: child,
          name_en: "HO Siu Ching",
          gender: "F",
          birth_date: "2024-05-02", // the demo's K1 for 2027/28 takes children born in 2024
          id_type: "birth_certificate",
          id_number: `W${phone}`,
          address: "香港灣仔軒尼詩道 8 號",
          guardians: [{ relation: "mother", name: "何美儀", country_code: "852", phone }],
        },
      },
    },
  );
  for (const [document_code, name, buffer, mimeType] of [
    ["photo", "photo.png", PNG, "image/png"],
    ["birthCertificate", "birth.pdf", PDF, "application/pdf"],
    ["vaccination", "vaccination.pdf", PDF, "application/pdf"],
  ] as const)
    await call(request, "/api/registration/upload_document", {
      token: login.token,
      multipart: { application_id: String(id), document_code, file: { name, mimeType, buffer } },
    });
  const submitted = await call<{ number: string }>(request, "/api/registration/submit", {
    token: login.token,
    data: { id },
  });
  await call(request, "/api/registration/upload_slip", {
    token: login.token,
    multipart: {
      application_id: String(id),
      file: { name: "slip.png", mimeType: "image/png", buffer: PNG },
    },
  });
  return { id, number: submitted.number, login, phone };
}

/** The family's own browser, signed in with their session, on the school's entry link first. */
async function familyBrowser(
  browser: Browser,
  login: { token: string; user: unknown },
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  await context.addInitScript((session) => {
    const e = Date.now() + 3_600_000;
    localStorage.setItem("campus:token", JSON.stringify({ v: session.token, e }));
    localStorage.setItem("campus:user", JSON.stringify({ v: session.user, e }));
  }, login);
  const page = await context.newPage();
  // The school's entry link keeps the school code for the tab; signed in, their applications.
  await page.goto("/parent_student/registration/DEMO");
  await expect(page).toHaveURL(/\/registration\/history\?xschoolCode=DEMO$/);
  return { page, close: () => context.close() };
}

test("the office confirms a family's deposit slip, reviews, interviews and waitlists them", async ({
  page,
  browser,
}) => {
  const familyApp = await slipFamily(page, "何小晴");

  await signIn(page, "staff", "/parent_student/registration/office");
  await expect(page.getByRole("heading", { name: "報名審批", level: 2 })).toBeVisible();
  await expectAccessible(page);

  // The slips to check: the fee is "paying".
  await page.getByLabel("繳費狀態").selectOption({ label: "繳費中" });
  await expect(page).toHaveURL(/fee=paying/);
  // The list as filtered, for Excel.
  const [workbook] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "匯出 Excel" }).click(),
  ]);
  expect(workbook.suggestedFilename()).toMatch(/^入學申請 \d{4}-\d{2}\.xlsx$/);
  expect((await readFile((await workbook.path())!)).subarray(0, 2).toString()).toBe("PK");
  await page.getByRole("link", { name: familyApp.number }).click();
  await expect(page).toHaveURL(new RegExp(`/registration/office/detail\\?id=${familyApp.id}$`));
  await expect(page.getByRole("heading", { name: /何小晴/, level: 2 })).toContainText("已提交");
  await expectAccessible(page);

  // The slip, checked against the bank: confirmed, after a question.
  const fee = page.getByRole("region", { name: /^申請費/ });
  await expect(fee.getByRole("link", { name: "開啟 slip.png" })).toBeVisible();
  await fee.getByRole("button", { name: "確認已收款" }).click();
  await page
    .getByRole("alertdialog", { name: /確認已收到申請 .* 的申請費？/ })
    .getByRole("button", { name: "確認已收款" })
    .click();
  await expect(fee.getByRole("heading")).toContainText("已繳費");

  // One document sent back with a remark (a remark is required), another accepted.
  const documents = page.getByRole("region", { name: "證明文件" });
  await documents.getByRole("button", { name: "要求重新上載 針卡（疫苗接種紀錄）" }).click();
  const sendBack = page.getByRole("dialog", { name: /要求重新上載「針卡/ });
  await sendBack.getByRole("button", { name: "要求重新上載" }).click();
  await expect(sendBack.getByText("請填寫此項")).toBeVisible();
  await sendBack.getByLabel(/^備註/).fill("第 2 頁不清晰，請重新掃描");
  await sendBack.getByRole("button", { name: "要求重新上載" }).click();
  await expect(sendBack).toBeHidden();
  await expect(documents.getByText("第 2 頁不清晰，請重新掃描")).toBeVisible();
  await documents.getByRole("button", { name: "接納 兒童近照" }).click();
  await expect(page.getByText("已接納文件")).toBeVisible();

  // The review starts.
  const decision = page.getByRole("region", { name: "審批" });
  await decision.getByRole("button", { name: "開始審核" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "開始審核" }).click();
  await expect(page.getByRole("heading", { name: /何小晴/, level: 2 })).toContainText("審核中");

  // An interview session given by the office, then the family checked in by the QR's address.
  const interview = page.getByRole("region", { name: /^入學面試/ });
  await interview.getByLabel("安排面試場次").selectOption({ index: 1 });
  await interview.getByRole("button", { name: "確定安排" }).click();
  await expect(interview.getByRole("heading")).toContainText("待面試");
  const booked = await call<{ interview: { check_in_code: string; session: { id: number } } }>(
    page.request,
    "/api/registration/application",
    { token: familyApp.login.token, data: { id: familyApp.id } },
  );
  await page.goto(`/parent_student/registration/checkin?code=${booked.interview.check_in_code}`);
  // The link only shows whose booking it is; checking in is the office's confirm. The demo's
  // sessions are weeks ahead: another day, so the office gives its reason.
  const found = page.getByRole("region", { name: "何小晴 的面試" });
  await expect(found).toContainText("待面試");
  await found.getByRole("button", { name: "確認報到" }).click();
  await expect(found.getByText(/^此面試在 \d{4}-\d{2}-\d{2}，不是今天/)).toBeVisible();
  await found.getByRole("button", { name: "仍要報到" }).click();
  const why = page.getByRole("dialog", { name: "仍要報到" });
  await why.getByRole("textbox").fill("家長因事改期，經校長批准提早面試");
  await why.getByRole("button", { name: "確認報到" }).click();
  const checkedIn = page.getByRole("status", { name: "何小晴 已報到" });
  await expect(checkedIn).toContainText("面試審核中");
  await expectAccessible(page);
  await checkedIn.getByRole("link", { name: "查看申請" }).click();

  // The result: the waitlist, numbered.
  await interview.getByRole("button", { name: "列入候補" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "列入候補" }).click();
  await expect(interview).toContainText(/候補編號 \d+/);
  const number = /候補編號 (\d+)/.exec((await interview.textContent()) ?? "")![1];
  // The interviewers' score and notes, kept for the office alone, with who wrote them.
  const assessment = interview.getByRole("region", { name: "面試評分及備註" });
  await assessment.getByLabel(/^評分/).fill("78");
  await assessment.getByLabel(/^備註/).fill("能以完整句子介紹家人；喜歡恐龍。");
  await assessment.getByRole("button", { name: "儲存評分及備註" }).click();
  await expect(page.getByText("已儲存評分及備註")).toBeVisible();
  await expect(assessment).toContainText(/由.+於 .+ 記錄/);

  // The family was told by text when the interview was placed and when its result was out; the
  // office sees what was sent, and the family's phone has it.
  const notices = page.getByRole("region", { name: "已通知家長" });
  await expect(notices.getByRole("listitem")).toHaveCount(2);
  await expect(notices.getByRole("listitem").first()).toContainText(
    /何小晴的面試已安排於.+，地點：/,
  );
  await expect(notices.getByRole("listitem").last()).toContainText("面試結果已公布");
  const texts = await call<{ messages: { text: string }[] }>(
    page.request,
    "/api/registration/demo_outbox",
    { data: { country_code: "852", phone: familyApp.phone } },
  );
  expect(texts.messages[0]!.text).toContain("何小晴的入學申請");

  // The session's roster for the interview room: the family, checked in, a link to their file.
  await page.goto(`/parent_student/registration/sessions/roster?id=${booked.interview.session.id}`);
  await expect(page.getByRole("heading", { name: "面試名單", level: 2 })).toBeVisible();
  // A card on a phone, a row of the table on a desktop.
  const listed = page
    .getByRole("listitem")
    .or(page.getByRole("row"))
    .filter({ hasText: familyApp.number });
  await expect(listed).toContainText("何小晴");
  await expect(listed).not.toContainText("未報到");
  await expectAccessible(page);

  // The family sees where they stand, in their own history.
  const family = await familyBrowser(browser, familyApp.login);
  const familyPage = family.page;
  await familyPage.getByRole("link", { name: "申請紀錄", exact: true }).click();
  await expect(familyPage.getByRole("listitem").filter({ hasText: "何小晴" })).toContainText(
    "候補",
  );
  await familyPage.goto(`/parent_student/registration/history/${familyApp.id}?xschoolCode=DEMO`);
  await expect(
    familyPage.getByText(`你已列入候補名單，候補編號 ${number}。`, { exact: false }),
  ).toBeVisible();
  await expect(familyPage.getByText("第 2 頁不清晰，請重新掃描")).toBeVisible();
  await expect(familyPage.getByText(/喜歡恐龍/)).toHaveCount(0);
  // That one document again, nothing else: it waits for the school once more.
  const familyDocuments = familyPage.getByRole("region", { name: "證明文件" });
  await familyDocuments
    .locator("input[type=file]")
    .setInputFiles({ name: "vaccination-rescan.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(familyDocuments.getByText(/vaccination-rescan\.pdf/).first()).toBeVisible();
  await expect(familyDocuments.getByText("第 2 頁不清晰，請重新掃描")).toBeHidden();
  await family.close();
});

test("a place offered: the family pays the registration fee by slip, and it is refunded on enrolment", async ({
  page,
  browser,
}) => {
  const familyApp = await slipFamily(page, "梁子晴", 2);
  await signIn(page, "staff", `/parent_student/registration/office/detail?id=${familyApp.id}`);
  const fee = page.getByRole("region", { name: /^申請費/ });
  await fee.getByRole("button", { name: "確認已收款" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "確認已收款" }).click();
  await expect(fee.getByRole("heading")).toContainText("已繳費");
  const decision = page.getByRole("region", { name: "審批" });
  await decision.getByRole("button", { name: "開始審核" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "開始審核" }).click();
  // A place only on a whole file: the documents first.
  const approve = decision.getByRole("button", { name: "取錄", exact: true });
  await expect(approve).toBeDisabled();
  await expect(decision.getByText(/^取錄前須處理：3 份文件未接納；/)).toBeVisible();
  const documents = page.getByRole("region", { name: "證明文件" });
  for (const name of ["兒童近照", "出生證明書", "針卡（疫苗接種紀錄）"]) {
    await documents.getByRole("button", { name: `接納 ${name}` }).click();
    await expect(documents.getByRole("button", { name: `接納 ${name}` })).toBeHidden();
  }
  await approve.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "取錄", exact: true }).click();
  await expect(page.getByRole("heading", { name: /梁子晴/, level: 2 })).toContainText("已取錄");

  // The family: the registration fee to secure the place, paid by a bank slip.
  const family = await familyBrowser(browser, familyApp.login);
  await family.page.goto(`/parent_student/registration/history/${familyApp.id}?xschoolCode=DEMO`);
  const registrationFee = family.page.getByRole("region", { name: /^註冊費/ });
  await expect(registrationFee).toContainText("HK$1,000.00");
  await expect(registrationFee).toContainText("學童入學後，註冊費會全數退還");
  await registrationFee
    .locator("input[type=file]")
    .setInputFiles({ name: "registration-slip.pdf", mimeType: "application/pdf", buffer: PDF });
  // Chosen, looked at, then sent.
  await expect(registrationFee.getByText("尚未提交")).toBeVisible();
  await registrationFee.getByRole("button", { name: "提交入數紙" }).click();
  await expect(registrationFee.getByText(/入數紙已上載，正待學校核對/)).toBeVisible();
  await expectAccessible(family.page);

  // The office confirms it, and later records the enrolment: the fee goes back.
  await page.reload();
  const office = page.getByRole("region", { name: /^註冊費/ });
  await office.getByRole("button", { name: "確認已收款" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "確認已收款" }).click();
  await expect(office.getByRole("heading")).toContainText("已繳費");
  await office.getByRole("button", { name: "已入學（退還註冊費）" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "已入學（退還註冊費）" }).click();
  await expect(office.getByRole("heading")).toContainText("已退還");

  await family.page.reload();
  await expect(registrationFee).toContainText(/學童已入學，註冊費 HK\$1,000\.00 已於 .* 退還。/);
  await family.close();
});

test("the office publishes a new interview session, and a code that is not one is said", async ({
  page,
}) => {
  await signIn(page, "staff", "/parent_student/registration/sessions");
  await expect(page.getByRole("heading", { name: "面試場次", level: 2 })).toBeVisible();
  await page.getByRole("button", { name: "新增場次" }).click();
  const form = page.getByRole("dialog", { name: "新增面試場次" });
  await form.getByRole("button", { name: "儲存" }).click();
  await expect(form.getByText("請填寫此項").first()).toBeVisible();
  const venue = `音樂室 ${test.info().project.name}`;
  // Ahead of today (a session in the past is refused), on the real date the journey runs.
  await form.getByLabel(/^日期/).fill(hongKongDay(40));
  await form.getByLabel(/^開始時間/).fill("14:00");
  await form.getByLabel(/^結束時間/).fill("13:30");
  await form.getByLabel(/^地點/).fill(venue);
  await form.getByLabel(/^組別/).fill("D");
  await form.getByRole("button", { name: "儲存" }).click();
  await expect(form.getByText("結束不可早於開始")).toBeVisible();
  await form.getByLabel(/^結束時間/).fill("14:45");
  await form.getByRole("button", { name: "儲存" }).click();
  await expect(page.getByText("已新增場次")).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: venue });
  await expect(row).toContainText("未公布");
  await expectAccessible(page);
  await row.getByRole("button", { name: /^公布 / }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "公布" }).click();
  await expect(row).toContainText("已公布");

  await page.goto("/parent_student/registration/checkin?code=not-a-code");
  await expect(page.getByText("報到碼格式不正確")).toBeVisible();
  await page.getByLabel(/^輸入報到碼/).fill("0123456789abcdef0123456789abcdef");
  await page.getByRole("button", { name: "辦理報到" }).click();
  await expect(page.getByText("找不到這個報到碼，請確認是本校的面試二維碼。")).toBeVisible();
});

test("the office reads its school's registration settings from the menu, and a wrong one is refused before it is sent", async ({
  page,
}) => {
  await signIn(page, "staff", "/parent_student/registration/settings");
  await expect(page.getByRole("heading", { name: "報名設定", level: 2 })).toBeVisible();
  await expect(page.getByLabel(/^招生學年/)).toHaveValue(/^\d{4}\/\d{2}$/);
  await expect(page.getByLabel(/^申請費/)).toHaveValue(/^\d+\.\d{2}$/);
  await expect(page.getByRole("button", { name: "新增班級" })).toBeVisible();
  await expectAccessible(page);
  // Saved as it is: nothing changes for the families applying meanwhile.
  await page.getByRole("button", { name: "儲存設定" }).click();
  await expect(page.getByText("已儲存報名設定")).toBeVisible();
  // The dates backwards: said beside the field, nothing sent.
  const closes = page.getByLabel(/^截止申請/);
  const before = await closes.inputValue();
  await closes.fill("2000-01-01");
  await page.getByRole("button", { name: "儲存設定" }).click();
  await expect(page.getByText("結束不可早於開始")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^截止申請/)).toHaveValue(before);
});

/** A camera that sees `text` as a QR code, eight pixels a module. */
const cameraSeeing = (text: string) =>
  cameraFilm(test.info().outputPath("camera.y4m"), encode(text, { border: 4 }).data, 8);

test("the office checks a family in by pointing the phone's camera at their QR code (issue 37, item 15)", async ({
  page,
  baseURL,
}) => {
  const familyApp = await slipFamily(page, "陳小晴", 3);
  // The fee confirmed and an interview placed, by the office's own calls.
  await signIn(page, "staff", "/parent_student/registration/office");
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem("campus:token")!) as { v: string }).v,
  );
  const office = (path: string, data: object) =>
    call<{ sessions: { id: number }[]; interview: { check_in_code: string } | null }>(
      page.request,
      `/api/registration/${path}`,
      { token, data },
    );
  await office("office/decide_slip", { id: familyApp.id, decision: "confirm" });
  const { sessions } = await office("office/sessions", {});
  await office("office/assign_interview", { id: familyApp.id, session_id: sessions.at(-1)!.id });
  const { interview } = await office("application", { id: familyApp.id });
  const code = interview!.check_in_code;

  // The office's phone, its camera seeing the QR code the family shows.
  const camera = await cameraSeeing(`${baseURL}/parent_student/registration/checkin?code=${code}`);
  const browser = await browserWithCamera(camera);
  try {
    const context = await browser.newContext({ ...devices["Pixel 7"], baseURL });
    const phone = await context.newPage();
    await signIn(phone, "staff", "/parent_student/registration/checkin");
    await phone.getByRole("button", { name: "用相機掃描二維碼" }).click();
    await expect(phone.getByLabel("相機畫面")).toBeVisible();
    // Read: whose booking it is, for the office to confirm; nothing is checked in yet.
    const found = phone.getByRole("region", { name: "陳小晴 的面試" });
    await expect(found).toContainText("待面試");
    await expect(phone).toHaveURL(new RegExp(`code=${code}$`));
    await expect(phone.getByLabel("相機畫面")).toBeHidden();
    await expect(found.getByRole("button", { name: "確認報到" })).toBeVisible();
    await expectAccessible(phone);
  } finally {
    await browser.close();
  }
});
