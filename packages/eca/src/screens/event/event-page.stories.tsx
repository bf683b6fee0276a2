import { endpoints } from "@campus/contract";
import { answer, callLog, page, pending, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  ecaEvent,
  ecaOffice,
  ecaSettings,
  ecaTeacher,
  entries,
  teachers,
} from "../../testing/eca-fixtures";
import { EventPage } from "./event-page";

/*
 * The editor's first step: a new event (what is missing said by each field, then saved and given
 * its own address), an event changed with the version read, a change refused as stale (nothing
 * typed lost), an event another teacher answers for (read-only), a rejected one with its reason.
 */

const log = callLog();

const answers = (event = ecaEvent()) => [
  answer(endpoints.ecaSettings, ecaSettings()),
  answer(endpoints.ecaTeachers, teachers()),
  answer(endpoints.ecaEvent, event),
  answer(endpoints.ecaSaveEvent, (body) => ({
    ...event,
    id: 42,
    code: body.code,
    name_zh: body.name_zh,
    name_en: body.name_en,
    status: "pending" as const,
    version: (body.version ?? 0) + 1,
  })),
  answer(endpoints.ecaEntries, { ...page(entries()), pending: 1 }),
  answer(endpoints.ecaDeleteEvent, { removed: 12 }),
];

const meta = {
  title: "ECA/Screens/Event",
  component: ScreenStory,
  args: {
    path: "/smarteca/event?id=1",
    route: "/smarteca/event",
    screen: EventPage,
    answers: answers(),
    user: ecaTeacher,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new event: the three steps, each missing field said, then added with its own address. */
export const NewEvent: Story = {
  args: { path: "/smarteca/event" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "新增活動" })).toBeVisible();
    await expect(canvas.getByText("特質識別及獎項")).toBeVisible();
    await userEvent.click(await canvas.findByRole("button", { name: "新增並儲存" }));
    await expect(await canvas.findByText("請選擇類別")).toBeVisible();
    await expect(canvas.getByText("請輸入中文名稱")).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^活動編號/), "ECA2026-100");
    await userEvent.selectOptions(canvas.getByLabelText(/^類別/), "5");
    await userEvent.type(canvas.getByLabelText(/^中文名稱/), "校際籃球賽");
    await userEvent.type(canvas.getByLabelText(/^英文名稱/), "Basketball");
    await userEvent.type(canvas.getByLabelText(/^時數/), "6.5");
    await userEvent.type(canvas.getByLabelText(/^開始日期/), "2026-12-05");
    await userEvent.type(canvas.getByLabelText(/^結束日期/), "2026-12-04");
    await userEvent.type(canvas.getByLabelText(/^子項目/), "男子組{enter}女子組");
    await userEvent.click(canvas.getByRole("checkbox", { name: "音樂" }));
    await userEvent.click(canvas.getByRole("button", { name: "新增並儲存" }));
    await expect(await canvas.findByText("結束不可早於開始")).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/^結束日期/));
    await userEvent.type(canvas.getByLabelText(/^結束日期/), "2026-12-05");
    await userEvent.click(canvas.getByRole("button", { name: "新增並儲存" }));
    await waitFor(() =>
      expect(log.last("ecaSaveEvent")).toMatchObject({
        code: "ECA2026-100",
        category_id: 5,
        name_zh: "校際籃球賽",
        hours: "6.5",
        sub_items: ["男子組", "女子組"],
        tag_ids: [1],
        school_year: 2026,
        grade: "",
      }),
    );
    await expect(log.last("ecaSaveEvent")).not.toHaveProperty("id");
    await expect(await canvas.findByText("已新增活動，等待審批")).toBeVisible();
    // The new event has its own address, and goes on to its trait items and prizes.
    await expect(
      await canvas.findByRole("heading", { name: "2026/27 全港學界田徑比賽" }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole("checkbox", { name: "堅毅" }, { timeout: 5000 }),
    ).toBeChecked();
  },
};

/** An event the teacher answers for: its fields, changed and saved with the version read. */
export const ChangeAnEvent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText(/^英文名稱/);
    await expect(name).toHaveValue("Inter-school Athletics Meet 2026/27");
    await expect(canvas.getByLabelText(/^子項目/)).toHaveValue("100 米\n跳遠");
    await expect(canvas.getByText("已通過")).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, "Athletics Meet");
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() =>
      expect(log.last("ecaSaveEvent")).toMatchObject({
        id: 1,
        version: 3,
        name_en: "Athletics Meet",
      }),
    );
    await expect(await canvas.findByText("已儲存活動資料")).toBeVisible();
  },
};

/**
 * Last year's event copied into this one (issue 37, item 13): everything but its code, its dates
 * a year on; saved as a copy, so its trait items and awards come with it.
 */
export const CopyLastYears: Story = {
  args: {
    path: "/smarteca/event?copy=1",
    answers: answers(
      ecaEvent({
        code: "ECA2025-001",
        school_year: 2025,
        starts_on: "2025-11-02",
        ends_on: "2025-11-04",
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await canvas.findByLabelText(/^活動編號/);
    await expect(code).toHaveValue("");
    await expect(canvas.getByLabelText(/^子項目/)).toHaveValue("100 米\n跳遠");
    await userEvent.type(code, "ECA2026-077");
    await userEvent.click(canvas.getByRole("button", { name: "新增並儲存" }));
    await waitFor(() =>
      expect(log.last("ecaSaveEvent")).toMatchObject({
        copy_of: 1,
        code: "ECA2026-077",
        school_year: 2026,
        starts_on: "2026-11-02",
        ends_on: "2026-11-04",
      }),
    );
    await expect(log.last("ecaSaveEvent")).not.toHaveProperty("id");
  },
};

/** An event offers to be copied as a new one, by a link (a change not saved is asked about). */
export const OffersACopy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "複製為新活動" })).toHaveAttribute(
      "href",
      "/smarteca/event?copy=1",
    );
  },
};

/** Someone saved first: the server's reason under the form, and the change stays typed. */
export const StaleChange: Story = {
  args: {
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(endpoints.ecaTeachers, teachers()),
      answer(endpoints.ecaEvent, ecaEvent()),
      refuse(endpoints.ecaSaveEvent, 409, "此活動剛被其他人修改，請重新載入後再儲存"),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText(/^中文名稱/);
    await userEvent.type(name, "（改）");
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await expect(await canvas.findByText("此活動剛被其他人修改，請重新載入後再儲存")).toBeVisible();
    await expect(name).toHaveValue("2026/27 全港學界田徑比賽（改）");
  },
};

/** A code another event has: said beside the code field, where it is fixed (issue 37, 18). */
export const CodeTaken: Story = {
  args: {
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(endpoints.ecaTeachers, teachers()),
      answer(endpoints.ecaEvent, ecaEvent()),
      refuse(endpoints.ecaSaveEvent, 400, "此活動編號已被使用，請改用其他編號", {
        fields: [{ field: "code", message: "此活動編號已被使用，請改用其他編號" }],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await canvas.findByLabelText(/^活動編號/);
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/此活動編號已被使用/));
    await expect(code).toBeInvalid();
  },
};

/** Another teacher's event: read, not changed (no save button, the fields disabled). */
export const ReadOnly: Story = {
  args: { answers: answers(ecaEvent({ can: { edit: false, approve: false, delete: false } })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^英文名稱/)).toBeDisabled();
    await expect(canvas.queryByRole("button", { name: "儲存" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "刪除活動" })).toBeNull();
  },
};

/** A rejected event shows why; its author corrects it. */
export const Rejected: Story = {
  args: {
    answers: answers(ecaEvent({ status: "rejected", reject_reason: "請補充主辦機構。" })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("不通過原因：請補充主辦機構。")).toBeVisible();
    await expect(canvas.getByText("不通過")).toBeVisible();
  },
};

/** A passed event the teacher may still change: the form says a change goes back for approval. */
export const PassedAsksAgain: Story = {
  args: { answers: answers(ecaEvent({ status: "passed" })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("此活動已通過審批：儲存變更後，須由校務處重新審批。"),
    ).toBeVisible();
  },
};

/** The office's own change to a passed event stands: nothing to warn of. */
export const PassedForTheOffice: Story = {
  args: { answers: answers(ecaEvent({ status: "passed" })), user: ecaOffice },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("button", { name: "儲存" });
    await expect(canvas.queryByText(/須由校務處重新審批/)).toBeNull();
  },
};

/** A disabled label the event has stays on offer; other disabled ones do not. */
export const DisabledLabelKept: Story = {
  args: {
    answers: answers(
      ecaEvent({ tags: [{ id: 3, name_zh: "舊標籤", name_cn: "旧标签", name_en: "Old label" }] }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("checkbox", { name: "舊標籤" })).toBeChecked();
    await expect(canvas.queryByRole("option", { name: "學術研習" })).toBeNull();
  },
};

export const NotFound: Story = {
  args: {
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(endpoints.ecaTeachers, teachers()),
      refuse(endpoints.ecaEvent, 404, "找不到此活動"),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("找不到此活動，或未能載入")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { answers: [answer(endpoints.ecaSettings, ecaSettings()), pending(endpoints.ecaEvent)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("基本資料")).toBeVisible();
    await expect(canvas.queryByLabelText(/^英文名稱/)).toBeNull();
  },
};

export const EnglishDesktop: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Event details" })).toBeVisible();
    await expect(await canvas.findByLabelText(/^Organiser/)).toHaveValue("香港學界體育聯會");
    await expect(await canvas.findByRole("checkbox", { name: "Wong Ka Yan" })).toBeChecked();
  },
};

/** The steps link to each other; leaving a step with changes asks first, and staying keeps them. */
export const LeavingAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText(/^中文名稱/);
    await userEvent.type(name, "（改）");
    await userEvent.click(canvas.getByRole("link", { name: "第 2 步：特質識別及獎項" }));
    const ask = within(await canvas.findByRole("alertdialog", { name: "有未儲存的變更" }));
    await userEvent.click(ask.getByRole("button", { name: "留在此頁" }));
    await expect(name).toHaveValue("2026/27 全港學界田徑比賽（改）");
    await expect(canvas.queryByRole("checkbox", { name: "堅毅" })).toBeNull();
    // Discarded: on to step 2. Unchanged, the steps go without a question.
    await userEvent.click(canvas.getByRole("link", { name: "第 2 步：特質識別及獎項" }));
    const again = within(await canvas.findByRole("alertdialog", { name: "有未儲存的變更" }));
    await userEvent.click(again.getByRole("button", { name: "捨棄並離開" }));
    await expect(await canvas.findByRole("checkbox", { name: "堅毅" })).toBeChecked();
    await userEvent.click(canvas.getByRole("link", { name: "第 3 步：學生及確認" }));
    await expect(await canvas.findByRole("button", { name: "新增學生" })).toBeVisible();
    await expect(canvas.queryByRole("alertdialog")).toBeNull();
  },
};

/** A new event's later steps wait for it: no links until it is saved. */
export const NewEventStepsWait: Story = {
  args: { path: "/smarteca/event?step=3" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^中文名稱/)).toHaveValue("");
    await expect(canvas.getAllByText("請先儲存基本資料")).toHaveLength(2);
    await expect(canvas.queryByRole("link", { name: /第 2 步/ })).toBeNull();
  },
};

/** Deleting asks first and says what goes with the event. */
export const DeleteAfterAsking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "刪除活動" }));
    const ask = within(await canvas.findByRole("alertdialog", { name: "刪除此活動？" }));
    await expect(
      ask.getByText("「2026/27 全港學界田徑比賽」及其 12 名學生的紀錄會一併刪除，不能復原。"),
    ).toBeVisible();
    await userEvent.click(ask.getByRole("button", { name: "取消" }));
    await expect(log.entries("ecaDeleteEvent")).toHaveLength(0);
    await userEvent.click(canvas.getByRole("button", { name: "刪除活動" }));
    const asked = log.entries("ecaEvent").length;
    await userEvent.click(
      within(await canvas.findByRole("alertdialog", { name: "刪除此活動？" })).getByRole("button", {
        name: "刪除活動",
      }),
    );
    await waitFor(() => expect(log.last("ecaDeleteEvent")).toEqual({ id: 1 }));
    await expect(await canvas.findByText("已刪除活動")).toBeVisible();
    // The deleted event is not asked for again (it would be "no such event", in red).
    await expect(log.entries("ecaEvent")).toHaveLength(asked);
  },
};
