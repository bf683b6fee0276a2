import { schoolDayOf } from "@campus/core";
import { callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { DRAFT, office, officeStaff, SENT } from "../../testing/notices-fixtures";
import { SlipEditorPage } from "./slip-editor-page";

/*
 * A draft's reply slip on its own page: written (what is missing said by each field and
 * nothing sent, a last day already gone refused), saved with the notice as it is, removed after
 * a question; a sent notice's slip no longer changes.
 */

const meta = {
  title: "Notices/Screens/ReplySlip",
  component: ScreenStory,
  args: {
    path: "/notices/slip?id=4",
    route: "/notices/slip",
    screen: SlipEditorPage,
    answers: office(),
    user: officeStaff,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A school day a week from now, as the office would pick for replies. */
const inAWeek = () => schoolDayOf(new Date(Date.now() + 7 * 86_400_000));

const written = callLog();
/**
 * A slip written for a draft: what is missing said by each field, nothing sent; a last day gone
 * refused; a choice with its options (one added and removed again) and a short text question;
 * saved with the notice's texts and audience as they are.
 */
export const SlipWritten: Story = {
  args: { answers: office(), onRuntime: written.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "回條：家長日安排" })).toBeVisible();
    const deadline = canvas.getByLabelText(/^回覆截止日期/);
    // The office knows the server reminds on its own the evening before (issue 40).
    await expect(deadline).toHaveAccessibleDescription(
      "截止前一天晚上六時，系統會自動以短訊提醒仍未回覆的家長。",
    );
    await expect(canvas.getByRole("checkbox", { name: "家長須以簽署密碼簽署回條" })).toBeChecked();
    const first = canvas.getByRole("group", { name: "問題 1" });
    await expect(within(first).getByRole("radio", { name: "選擇其中一項" })).toBeChecked();
    // A new slip: nothing to remove.
    await expect(canvas.queryByRole("button", { name: "刪除回條" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "儲存回條" }));
    await expect(await canvas.findByText("請完成表格")).toBeVisible();
    // The last day, the question and both options: each says it is missing.
    await expect(canvas.getAllByText("請填寫此項")).toHaveLength(4);
    await expect(deadline).toHaveAttribute("aria-invalid", "true");
    await expect(written.entries("noticeSave")).toHaveLength(0);

    await userEvent.type(deadline, "2020-01-10");
    const question = within(first).getByRole("textbox", { name: /^題目（中文）/ });
    await userEvent.type(question, "貴子弟會否參加？");
    await userEvent.type(
      within(first).getByRole("textbox", { name: /^題目（英文）/ }),
      "Will your child join?",
    );
    await userEvent.type(within(first).getByRole("textbox", { name: /^選項 1（中文）/ }), "參加");
    await userEvent.type(within(first).getByRole("textbox", { name: /^選項 1（英文）/ }), "Yes");
    await userEvent.type(within(first).getByRole("textbox", { name: /^選項 2（中文）/ }), "不參加");
    // A third option comes and goes; two stay at least (no way to remove those).
    await expect(within(first).queryByRole("button", { name: /^刪除選項/ })).toBeNull();
    await userEvent.click(within(first).getByRole("button", { name: "新增選項" }));
    await userEvent.click(within(first).getByRole("button", { name: "刪除選項 3" }));
    await expect(within(first).queryByRole("textbox", { name: /^選項 3/ })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "儲存回條" }));
    await expect(await canvas.findByText("回覆截止日期不能早於今天")).toBeVisible();
    await expect(written.entries("noticeSave")).toHaveLength(0);

    await userEvent.clear(deadline);
    await userEvent.type(deadline, inAWeek());
    await userEvent.click(canvas.getByRole("button", { name: "新增問題" }));
    const second = canvas.getByRole("group", { name: "問題 2" });
    await userEvent.click(within(second).getByRole("radio", { name: "填寫簡短文字" }));
    await expect(within(second).queryByRole("textbox", { name: /^選項/ })).toBeNull();
    await userEvent.type(
      within(second).getByRole("textbox", { name: /^題目（中文）/ }),
      "飲食要求",
    );
    await userEvent.click(within(second).getByRole("checkbox", { name: "家長必須回答" }));
    await userEvent.click(canvas.getByRole("button", { name: "儲存回條" }));
    await waitFor(() =>
      expect(written.last("noticeSave")).toEqual({
        id: 4,
        title_zh: DRAFT.title_zh,
        title_en: "",
        body_zh: DRAFT.body_zh,
        body_en: "",
        audience: DRAFT.audience,
        slip: {
          deadline: inAWeek(),
          sign: true,
          questions: [
            {
              kind: "choice",
              label_zh: "貴子弟會否參加？",
              label_en: "Will your child join?",
              required: true,
              options: [
                { zh: "參加", en: "Yes" },
                { zh: "不參加", en: "" },
              ],
            },
            { kind: "text", label_zh: "飲食要求", label_en: "", required: false },
          ],
        },
      }),
    );
    await expect(await canvas.findByText("回條已儲存")).toBeVisible();
    // Saved: it may now be removed, and the way back to the notice is there.
    await expect(await canvas.findByRole("button", { name: "刪除回條" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "返回通告" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/notices\/edit\?id=4$/),
    );
  },
};

const removed = callLog();
/** A draft's slip as saved, removed after a question: the notice is then read only. */
export const SlipRemoved: Story = {
  args: {
    answers: office([
      {
        ...DRAFT,
        slip: {
          deadline: "2099-12-04",
          sign: false,
          questions: [{ kind: "text", label_zh: "面談時段", label_en: "", required: true }],
        },
      },
    ]),
    onRuntime: removed.onRuntime,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = await canvas.findByRole("group", { name: "問題 1" });
    await expect(within(question).getByRole("radio", { name: "填寫簡短文字" })).toBeChecked();
    await expect(within(question).getByRole("textbox", { name: /^題目（中文）/ })).toHaveValue(
      "面談時段",
    );
    await expect(canvas.getByLabelText(/^回覆截止日期/)).toHaveValue("2099-12-04");
    await expect(
      canvas.getByRole("checkbox", { name: "家長須以簽署密碼簽署回條" }),
    ).not.toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "刪除回條" }));
    const asked = await within(document.body).findByRole("alertdialog");
    await expect(asked).toHaveTextContent("刪除後，家長只須閱讀這份通告。確定刪除回條？");
    await userEvent.click(within(asked).getByRole("button", { name: "刪除回條" }));
    await waitFor(() => expect(removed.last("noticeSave")).toMatchObject({ id: 4, slip: null }));
    await expect(await canvas.findByText("回條已刪除")).toBeVisible();
  },
};

/** A sent notice's slip no longer changes: said, with the way back to the notice. */
export const SentNoticeReadOnly: Story = {
  args: { path: "/notices/slip?id=3", answers: office([DRAFT, SENT]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("這份通告已發出，不能再修改。")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "儲存回條" })).toBeNull();
    await expect(canvas.getAllByRole("link", { name: "返回通告" })[0]).toHaveAttribute(
      "href",
      expect.stringMatching(/\/notices\/edit\?id=3$/),
    );
  },
};

/** On a phone: the questions stack, nothing wider than the screen. */
export const OnAPhone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("group", { name: "問題 1" })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** An id the school has no notice under: said so. */
export const NotFound: Story = {
  args: { path: "/notices/slip?id=99" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("找不到這份通告。請返回通告列表再試。")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "儲存回條" })).toBeNull();
  },
};
