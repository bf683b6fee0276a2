import { expect, test } from "./fixtures";
import { shootForManual } from "./manual-shots";
import { expectAccessible, signIn } from "./support";

/*
 * School fees (decision 0050): 陳小明's father pays P4's coach fare with WeChat Pay at the demo's
 * cashier, which tells the school twice; the result page shows it paid and leads to its receipt, and the
 * school office finds it paid once, confirms another family's deposit slip, and sees the class
 * count both. On the phone, as every journey.
 */

test("a fee paid once through the sandbox though notified twice, counted by the office, which confirms a slip", async ({
  page: father,
  browser,
  baseURL,
}, testInfo) => {
  await signIn(father, "parent", "/parent_student/fees/home");
  await expect(father.getByText(/^尚欠 \d+ 項費用，合共 HK\$/)).toBeVisible();
  const coach = father
    .getByRole("list", { name: "待繳費用" })
    .getByRole("listitem")
    .filter({ hasText: "四年級旅行日車費" });
  await expect(coach).toContainText("HK$120.00");
  await expect(coach).toContainText("未繳");
  await expectAccessible(father);
  // The manual's picture of the fees to pay.
  await shootForManual(father, "fees-due", () =>
    father.getByRole("button", { name: /^(以微信支付繳費|用微信支付缴费|Pay with WeChat Pay)$/ }),
  );
  await coach.getByRole("button", { name: "以微信支付繳費" }).click();

  // The demo's cashier: the order, paid, and the provider tells the school twice.
  await expect(father).toHaveURL(/\/fees\/sandbox\?trade_no=F\d+-[0-9A-F]+$/);
  await expect(father.getByText("四年級旅行日車費（陳小明）")).toBeVisible();
  await expect(father.getByText("HK$120.00")).toBeVisible();
  await expectAccessible(father);
  await father.getByRole("radio", { name: "通知兩次" }).check();
  await father.getByRole("button", { name: "確認付款" }).click();

  // Back at the school: paid, with its receipt, and in the history once.
  await expect(father).toHaveURL(/\/fees\/result\?id=\d+$/);
  await expect(
    father.getByRole("heading", { name: "已繳交「四年級旅行日車費」HK$120.00" }),
  ).toBeVisible();
  const receipt = await father.getByText(/^收據編號：FR\d{4}-\d{6}$/).textContent();
  await expectAccessible(father);
  await shootForManual(father, "fees-paid", () =>
    father.getByText(/^(收據編號：|收据编号：|Receipt no\. )FR\d{4}-\d{6}$/),
  );
  // Its receipt, to print or keep as a PDF.
  await father.getByRole("link", { name: "查看收據" }).click();
  const paper = father.getByRole("article", { name: "收據" });
  await expect(paper).toContainText(receipt!.replace("收據編號：", ""));
  await expect(paper).toContainText("4A 陳小明");
  await expect(paper).toContainText("HK$120.00");
  await expectAccessible(father);
  await father.getByRole("link", { name: "繳費紀錄" }).click();
  await expect(father.getByRole("radio", { name: "繳費紀錄" })).toBeChecked();
  const paid = father
    .getByRole("list", { name: "繳費紀錄" })
    .getByRole("listitem")
    .filter({ hasText: "四年級旅行日車費" });
  await expect(paid).toHaveCount(1);
  await expect(paid).toContainText("以微信支付繳交");
  await expect(paid).toContainText(receipt!);
  await father.getByRole("radio", { name: "待繳費用" }).check();
  await expect(coach).toHaveCount(0);

  // The school office, on its own phone: the coach fare's children.
  const school = await browser.newContext({ ...testInfo.project.use, baseURL });
  const office = await school.newPage();
  await signIn(office, "staff", "/parent_student/fees/office");
  await office.getByRole("link", { name: "四年級旅行日車費" }).click();
  await expect(office.getByRole("heading", { name: "四年級旅行日車費" })).toBeVisible();
  const classes = office.getByRole("list", { name: "各班繳費情況" });
  const children = office.getByRole("list", { name: "學生" });
  const chan = children.getByRole("listitem").filter({ hasText: "4A 1 陳小明" });
  await expect(chan).toContainText("已繳");
  await expect(chan).toContainText(receipt!.replace("收據編號：", ""));
  await expectAccessible(office);

  // Another family's deposit slip, waiting: confirmed; its class counts one more paid.
  await office.getByRole("radio", { name: "待核對" }).check();
  const waiting = children.getByRole("listitem").first();
  await expect(waiting).toContainText("處理中");
  const className = (await waiting.textContent())!.match(/4[A-Z]/)![0];
  const itsClass = classes.getByRole("listitem").filter({ hasText: className });
  const paidBefore = Number(await itsClass.getByText(/^\d+$/).nth(1).textContent());
  await waiting.getByRole("button", { name: "確認收款" }).click();
  await office.getByRole("alertdialog").getByRole("button", { name: "確認收款" }).click();
  await expect(office.getByText("已確認收款，並已通知家長")).toBeVisible();
  await expect(itsClass.getByText(/^\d+$/).nth(1)).toHaveText(String(paidBefore + 1));
  await school.close();
});
