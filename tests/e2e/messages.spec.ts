import { expect, test } from "./fixtures";
import { shootForManual } from "./manual-shots";
import { expectAccessible, signIn } from "./support";

/*
 * Short messages between a family and the school (decision 0048), as an afternoon goes: 4A's
 * class teacher writes to the class about tomorrow; 陳小明's father reads it on his phone and
 * answers her; she sees his answer first in her list, opens it and replies to him alone, and he
 * reads her reply. Each on their own phone.
 */

test("a class teacher writes to the class, a father answers, she replies to him alone", async ({
  page: teacher,
  browser,
  baseURL,
}, testInfo) => {
  await signIn(teacher, "teacher", "/parent_student/notices/inbox");
  const families = teacher.getByRole("list", { name: "學生及家長" });
  await expect(families.getByRole("link", { name: "4A 1 陳小明" })).toBeVisible();
  await expectAccessible(teacher);
  // A blank message is not sent; the written one goes to every family of 4A.
  await teacher.getByRole("button", { name: "發送" }).click();
  await expect(teacher.getByRole("textbox", { name: /^訊息內容/ })).toHaveAccessibleDescription(
    /請填寫此項/,
  );
  await teacher
    .getByRole("textbox", { name: /^訊息內容/ })
    .fill("明天（星期五）是便服日，請為小朋友準備十元捐款。");
  await teacher.getByRole("button", { name: "發送" }).click();
  await expect(teacher.getByText(/^已發送給 \d+ 個家庭$/)).toBeVisible();

  // The father, on his phone: her message on top, new to him.
  const home = await browser.newContext({ ...testInfo.project.use, baseURL });
  const father = await home.newPage();
  await signIn(father, "parent", "/parent_student/notices/messages");
  const conversation = father.getByRole("list", { name: "陳小明的訊息" });
  const newest = conversation.getByRole("listitem").first();
  await expect(newest).toContainText("便服日");
  await expect(newest).toContainText("致全班（4A）");
  await expect(newest).toContainText("新訊息");
  await expectAccessible(father);
  await father
    .getByRole("textbox", { name: /^訊息內容/ })
    .fill("收到，謝謝老師。小明明天早上要覆診，約十時回校。");
  await father.getByRole("button", { name: "發送" }).click();
  await expect(father.getByText("訊息已發送")).toBeVisible();
  await expect(conversation.getByRole("listitem").first()).toContainText("約十時回校");
  await expect(father.getByRole("textbox", { name: /^訊息內容/ })).toHaveValue("");

  // The teacher: his answer puts 陳小明 first, unread; opened, it is read.
  await teacher.reload();
  const chan = families.getByRole("listitem").first();
  await expect(chan).toContainText("4A 1 陳小明");
  await expect(chan).toContainText("1 則未讀");
  await expect(chan).toContainText("約十時回校");
  await chan.getByRole("link", { name: "4A 1 陳小明" }).click();
  await expect(teacher.getByRole("heading", { name: "4A 1 陳小明的家長" })).toBeVisible();
  const theirs = teacher.getByRole("list", { name: "陳小明的訊息" });
  await expect(theirs.getByRole("listitem").first()).toContainText("新訊息");
  await expectAccessible(teacher);
  await teacher.getByRole("textbox", { name: /^訊息內容/ }).fill("好的，我會通知科任老師。");
  await teacher.getByRole("button", { name: "發送" }).click();
  await expect(theirs.getByRole("listitem").first()).toContainText("好的，我會通知科任老師。");
  await teacher.getByRole("link", { name: "返回家長訊息" }).click();
  await expect(families.getByRole("listitem").first()).not.toContainText("未讀");

  // The father reads her reply, to him alone (no "to all of 4A").
  await father.reload();
  const reply = conversation.getByRole("listitem").first();
  await expect(reply).toContainText("好的，我會通知科任老師。");
  await expect(reply).not.toContainText("致全班");
  await shootForManual(father, "messages", () =>
    father.getByRole("heading", {
      name: /^(寫訊息給班主任|写消息给班主任|Write to the class teacher)$/,
    }),
  );
  await home.close();
});
