import { endpoints } from "@campus/contract";
import { answer, callLog, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { certificate, ecaParent, ecaSettings, record, records } from "../../testing/eca-fixtures";
import { SubmitForm } from "./submit-form";

/*
 * A parent's outside award for their child: what is missing is said in its field (the photo
 * too), a day ahead of today is refused before anything is sent, sending is asked first, the
 * photo goes first and the record names it; a refused record comes back filled in to correct
 * and send again.
 */

const log = callLog();
const done = fn();

/** A real 1 × 1 PNG. */
const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  ),
  (c) => c.charCodeAt(0),
);
const png = (name: string) => new File([PNG], name, { type: "image/png" });

const meta = {
  title: "ECA/Components/SubmitForm",
  component: ScreenStory,
  args: {
    path: "/smarteca/detail",
    route: "/smarteca/detail",
    screen: () => (
      <SubmitForm record={null} settings={ecaSettings()} draft="story.new" onDone={done} />
    ),
    answers: [
      answer(endpoints.ecaUploadCertificate, certificate({ id: 77, name: "證書.png" })),
      answer(endpoints.ecaSubmitRecord, record({ source: "parent", status: "pending" })),
    ],
    user: ecaParent,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const farAhead = () => `${new Date().getFullYear() + 1}-01-15`;

export const SendsAnAwardWithItsPhoto: Story = {
  play: async ({ canvasElement }) => {
    done.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await expect(await canvas.findAllByText("請填寫此項")).not.toHaveLength(0);
    await expect(canvas.getByText("請上載證書照片")).toBeVisible();

    await userEvent.type(canvas.getByLabelText(/^活動／比賽名稱/), "香港學校音樂節 鋼琴獨奏");
    await userEvent.type(canvas.getByLabelText(/^主辦機構/), "香港學校音樂及朗誦協會");
    await userEvent.selectOptions(canvas.getByLabelText(/^類別/), "4");
    await userEvent.type(canvas.getByLabelText(/^時數/), "2");
    await userEvent.selectOptions(canvas.getByLabelText(/^比賽級別/), "territory");
    await userEvent.selectOptions(canvas.getByLabelText(/^獎項/), "1");
    await userEvent.type(canvas.getByLabelText(/^成就/), "鋼琴獨奏 一等獎");
    const photos = canvas.getByRole("group", { name: /^證書照片/ });
    await userEvent.upload(
      within(photos).getByLabelText("按此選擇檔案，或把檔案拖放到這裏"),
      png("證書.png"),
    );
    await expect(await within(photos).findByText("已上載")).toBeVisible();

    // A day ahead: said under the day, nothing sent.
    const day = canvas.getByLabelText(/^開始日期/);
    const end = canvas.getByLabelText(/^結束日期/);
    await userEvent.clear(day);
    await userEvent.type(day, farAhead());
    await userEvent.clear(end);
    await userEvent.type(end, farAhead());
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await expect(await canvas.findByText("日期不可遲於今天")).toBeVisible();
    await expect(log.entries("ecaSubmitRecord")).toHaveLength(0);

    await userEvent.clear(day);
    await userEvent.type(day, "2026-03-14");
    await userEvent.clear(end);
    await userEvent.type(end, "2026-03-14");
    // Asked first (spec §5); "cancel" sends nothing and keeps every field.
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    const ask = within(await canvas.findByRole("alertdialog", { name: "提交這項紀錄？" }));
    await expect(ask.getByText("學校審批後，這項紀錄會列入子女的課外活動紀錄。")).toBeVisible();
    await userEvent.click(ask.getByRole("button", { name: "取消" }));
    await waitFor(() => expect(canvas.queryByRole("alertdialog")).toBeNull());
    await expect(log.entries("ecaSubmitRecord")).toHaveLength(0);
    await expect(canvas.getByLabelText(/^活動／比賽名稱/)).toHaveValue("香港學校音樂節 鋼琴獨奏");
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await userEvent.click(
      within(await canvas.findByRole("alertdialog")).getByRole("button", { name: "提交" }),
    );
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    await expect(log.last("ecaSubmitRecord")).toEqual({
      name: "香港學校音樂節 鋼琴獨奏",
      organiser: "香港學校音樂及朗誦協會",
      nature: "competition",
      category_id: 4,
      starts_on: "2026-03-14",
      ends_on: "2026-03-14",
      hours: "2",
      level: "territory",
      prize_id: "1",
      role: "",
      achievement: "鋼琴獨奏 一等獎",
      remark: "",
      certificate_ids: [77],
    });
    await expect(await canvas.findByText("已提交，待學校審批")).toBeVisible();
  },
};

/**
 * Opened again after a reload (or the dialog closed): what was typed and the photo already sent
 * are there, as the tab kept them; sent, the tab keeps nothing.
 */
export const KeptAfterAReload: Story = {
  beforeEach: () => {
    const keep = (key: string, v: unknown) =>
      sessionStorage.setItem(`campus:draft:${key}`, JSON.stringify({ v }));
    keep("story.new", {
      name: "校際朗誦節 粵語詩詞獨誦",
      organiser: "香港學校音樂及朗誦協會",
      hours: "1.5",
      certificate_ids: [77],
    });
    keep("story.new.photos", [certificate({ id: 77, name: "朗誦證書.png" })]);
  },
  play: async ({ canvasElement }) => {
    done.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^活動／比賽名稱/)).toHaveValue("校際朗誦節 粵語詩詞獨誦");
    await expect(canvas.getByLabelText(/^時數/)).toHaveValue("1.5");
    const photos = await canvas.findByRole("group", { name: /^證書照片/ });
    await expect(
      within(photos).getByRole("img", { name: /證書照片 1：朗誦證書\.png/ }),
    ).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/^主辦機構/), "（第七十六屆）");
    await waitFor(() =>
      expect(sessionStorage.getItem("campus:draft:story.new")).toContain("（第七十六屆）"),
    );
    await userEvent.selectOptions(canvas.getByLabelText(/^類別/), "4");
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await userEvent.click(
      within(await canvas.findByRole("alertdialog")).getByRole("button", { name: "提交" }),
    );
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    await expect(log.last("ecaSubmitRecord")).toMatchObject({ certificate_ids: [77] });
    await expect(sessionStorage.getItem("campus:draft:story.new")).toBeNull();
    await expect(sessionStorage.getItem("campus:draft:story.new.photos")).toBeNull();
  },
};

/** The refused piano record, filled in as sent: its photo kept, the name corrected. */
export const CorrectsARefusedRecord: Story = {
  args: {
    screen: () => (
      <SubmitForm record={records()[1]!} settings={ecaSettings()} draft="story.2" onDone={done} />
    ),
  },
  play: async ({ canvasElement }) => {
    done.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^活動／比賽名稱/)).toHaveValue("校外獎項：鋼琴比賽");
    await expect(canvas.getByLabelText(/^比賽級別/)).toHaveValue("district");
    const photos = canvas.getByRole("group", { name: /^證書照片/ });
    await expect(
      within(photos).getByRole("img", { name: /證書照片 1：鋼琴比賽證書\.png/ }),
    ).toBeInTheDocument();
    const name = canvas.getByLabelText(/^活動／比賽名稱/);
    await userEvent.clear(name);
    await userEvent.type(name, "第七十六屆香港學校音樂節 鋼琴");
    await userEvent.click(canvas.getByRole("button", { name: "重新提交" }));
    const ask = within(await canvas.findByRole("alertdialog", { name: "重新提交這項紀錄？" }));
    await userEvent.click(ask.getByRole("button", { name: "重新提交" }));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    await expect(log.last("ecaSubmitRecord")).toMatchObject({
      id: 2,
      name: "第七十六屆香港學校音樂節 鋼琴",
      certificate_ids: [31],
    });

    // Its photo taken off: the form asks for one before sending.
    done.mockClear();
    await userEvent.click(within(photos).getByRole("button", { name: /^移除 證書照片 1/ }));
    await userEvent.click(canvas.getByRole("button", { name: "重新提交" }));
    await expect(await canvas.findByText("請上載證書照片")).toBeVisible();
    await expect(done).not.toHaveBeenCalled();
  },
};

/** The server's refusal of a field lands under it; what was typed stays. */
export const RefusedUnderItsField: Story = {
  args: {
    screen: () => (
      <SubmitForm record={records()[1]!} settings={ecaSettings()} draft="story.2" onDone={done} />
    ),
    answers: [
      refuse(endpoints.ecaSubmitRecord, 400, "請修正表格", {
        fields: [{ field: "category_id", message: "此選項已停用，請選擇其他選項" }],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "重新提交" }));
    await userEvent.click(
      within(await canvas.findByRole("alertdialog")).getByRole("button", { name: "重新提交" }),
    );
    await expect(await canvas.findByText("此選項已停用，請選擇其他選項")).toBeVisible();
    await expect(canvas.getByLabelText(/^活動／比賽名稱/)).toHaveValue("校外獎項：鋼琴比賽");
  },
};

/** Hours past the most a record counts are told the most, not that their form is wrong. */
export const HoursTooMany: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hours = canvas.getByLabelText(/^時數/);
    await userEvent.type(hours, "99999");
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await expect(await canvas.findByText("數值不可大於 1,000")).toBeVisible();
    await expect(canvas.queryByText("請輸入時數，最多一位小數")).toBeNull();
    await userEvent.clear(hours);
    await userEvent.type(hours, "1.25");
    await expect(await canvas.findByText("請輸入時數，最多一位小數")).toBeVisible();
    await expect(canvas.queryByRole("alertdialog")).toBeNull();
    await expect(log.entries("ecaSubmitRecord")).toHaveLength(0);
  },
};

export const EnglishDesktop: Story = {
  parameters: { locale: "en-US" },
  args: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Activity or competition/)).toBeVisible();
    await expect(canvas.getByRole("group", { name: /^Certificate photos/ })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Send" })).toBeVisible();
  },
};
