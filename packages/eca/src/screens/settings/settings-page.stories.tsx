import { endpoints } from "@campus/contract";
import {
  answer,
  callLog,
  PAYLOADS,
  pending,
  refuse,
  ScreenStory,
  userTextStory,
} from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ecaOffice, ecaSettings, ecaSettingsReader } from "../../testing/eca-fixtures";
import { SettingsPage } from "./settings-page";

/*
 * ECA settings as the office uses them: each kind's table, a category added (spec §5's checks
 * in the reader's language), a prize without a quantity refused, a tag disabled, a delete asked
 * and refused by the server, the OLE preset, the scoring rule, and a reader without keys.
 */

const log = callLog();

const meta = {
  title: "ECA/Screens/Settings",
  component: ScreenStory,
  args: {
    path: "/smarteca/settings",
    route: "/smarteca/settings",
    screen: SettingsPage,
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(endpoints.ecaSaveCategory, (body) => ({
        ...ecaSettings().categories[0]!,
        id: 7,
        name_zh: body.name_zh,
        name_cn: body.name_cn || body.name_zh,
        own_name_cn: body.name_cn ?? "",
        name_en: body.name_en,
        score: Number(body.score),
        used: 0,
        preset_key: null,
      })),
      answer(endpoints.ecaSaveTrait, (body) => ({
        id: 9,
        name_zh: body.name_zh,
        name_cn: body.name_cn || body.name_zh,
        own_name_cn: body.name_cn ?? "",
        name_en: body.name_en,
        status: body.status,
        used: 0,
      })),
      answer(endpoints.ecaSettingStatus, ecaSettings()),
      answer(endpoints.ecaOlePreset, ecaSettings()),
      answer(endpoints.ecaSaveRule, { region: "mo", level_factors: false, group_percent: null }),
      refuse(endpoints.ecaDeleteSetting, 409, "此項目已被活動或紀錄使用，不能刪除；可改為停用"),
    ],
    user: ecaOffice,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cards of a kind's list, as a phone shows them (the table is there for wider boxes). */
const cards = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole("list", { name }));

/**
 * A zh-CN office reads each name as its readers do, in Simplified script, with the school's own
 * Chinese beneath where it differs (issue 35, item 19).
 */
export const SimplifiedNames: Story = {
  args: { locale: "zh-CN", path: "/smarteca/settings?tab=prize" },
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    const list = await cards(canvasElement, "奖项");
    await expect(await list.findByText("冠军")).toBeVisible();
    await expect(list.getByText("冠軍")).toHaveAttribute("lang", "zh-Hant");
    await expect(list.getByText("Champion")).toBeVisible();
  },
};

/** Categories: both names, the score, a cap, the status, and what may be done to each. */
export const Categories: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await cards(canvasElement, "類別");
    await expect(await list.findByText("德育及公民教育")).toBeVisible();
    await expect(list.getByText("Community Service")).toBeVisible();
    await expect(list.getByText("7.5")).toBeVisible();
    await expect(list.getByText("50")).toBeVisible();
    await expect(list.getAllByText("停用").length).toBeGreaterThan(0);
    // Only the unused one can be deleted; every one can be changed.
    await expect(list.getAllByRole("button", { name: /^刪除/ })).toHaveLength(1);
    await expect(list.getByRole("button", { name: "修改「體育發展」" })).toBeVisible();
    // The preset is offered only when an area is missing: here all five are present.
    await expect(canvas.queryByRole("button", { name: "加入 OLE 五大範疇" })).toBeNull();
  },
};

/** A new category: both names and a status required, at most two decimals, then saved. */
export const AddACategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "新增類別" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "新增類別" }));
    await userEvent.click(await dialog.findByRole("button", { name: "儲存" }));
    await expect(await dialog.findByText("請輸入中文名稱")).toBeVisible();
    await expect(dialog.getByText("請輸入英文名稱")).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/^中文名稱/), "學術研習二");
    await userEvent.type(dialog.getByLabelText(/^英文名稱/), "Study two");
    await userEvent.type(dialog.getByLabelText(/^分數/), "7.555");
    await userEvent.click(dialog.getByRole("button", { name: "儲存" }));
    await expect(await dialog.findByText("請輸入數字，最多兩位小數")).toBeVisible();
    await userEvent.clear(dialog.getByLabelText(/^分數/));
    await userEvent.type(dialog.getByLabelText(/^分數/), "7.5");
    await userEvent.click(dialog.getByRole("button", { name: "儲存" }));
    await waitFor(() =>
      expect(log.last("ecaSaveCategory")).toEqual({
        name_zh: "學術研習二",
        name_cn: "",
        name_en: "Study two",
        status: "enabled",
        score: "7.5",
        cap: "",
      }),
    );
    await expect(await canvas.findByText("已新增「學術研習二」")).toBeVisible();
  },
};

/** Prizes: the multiplier and quantity; a prize without a quantity is refused before sending. */
export const PrizeNeedsAQuantity: Story = {
  args: { path: "/smarteca/settings?tab=prize" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await (await cards(canvasElement, "獎項")).findByText("×2.5")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "新增獎項" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "新增獎項" }));
    await userEvent.type(await dialog.findByLabelText(/^中文名稱/), "最佳表現獎");
    await userEvent.type(dialog.getByLabelText(/^英文名稱/), "Best performance");
    await userEvent.type(dialog.getByLabelText(/^倍數/), "1.75");
    await userEvent.click(dialog.getByRole("button", { name: "儲存" }));
    await expect(await dialog.findByText("請輸入數量")).toBeVisible();
    await expect(log.entries("ecaSavePrize")).toHaveLength(0);
  },
};

/** A tag disabled: old records keep it, new ones cannot choose it (said in the toast). */
export const DisableATag: Story = {
  args: { path: "/smarteca/settings?tab=tag" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await cards(canvasElement, "標籤");
    await userEvent.click(await list.findByRole("button", { name: "停用「音樂」" }));
    await waitFor(() =>
      expect(log.last("ecaSettingStatus")).toEqual({ kind: "tag", id: 1, status: "disabled" }),
    );
    await expect(await canvas.findByText(/已停用「音樂」/)).toBeVisible();
    await expect(list.getByRole("button", { name: "啟用「舊標籤」" })).toBeVisible();
  },
};

/** The trait items events recognise: the school's own vocabulary, added to like a label. */
export const AddATrait: Story = {
  args: { path: "/smarteca/settings?tab=trait" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await cards(canvasElement, "特質");
    await expect(list.getByText("領導才能")).toBeVisible();
    await expect(list.getByRole("button", { name: "啟用「舊特質」" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "新增特質" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "新增特質" }));
    await userEvent.type(dialog.getByLabelText(/^中文名稱/), "環保意識");
    await userEvent.type(dialog.getByLabelText(/^英文名稱/), "Green awareness");
    await userEvent.click(dialog.getByRole("button", { name: "儲存" }));
    await waitFor(() =>
      expect(log.last("ecaSaveTrait")).toEqual({
        name_zh: "環保意識",
        name_cn: "",
        name_en: "Green awareness",
        status: "enabled",
      }),
    );
  },
};

/** Deleting asks first; the server's refusal (in use) is shown in a dialog. */
export const DeleteRefused: Story = {
  args: { path: "/smarteca/settings?tab=prize" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await cards(canvasElement, "獎項");
    await userEvent.click(await list.findByRole("button", { name: "刪除「舊獎項」" }));
    const ask = within(await canvas.findByRole("alertdialog"));
    await expect(ask.getByText("刪除「舊獎項」後不能復原。")).toBeVisible();
    await userEvent.click(ask.getByRole("button", { name: "刪除" }));
    await expect(
      await canvas.findByText("此項目已被活動或紀錄使用，不能刪除；可改為停用"),
    ).toBeVisible();
  },
};

/** A school without the OLE areas is offered them in one click, after a question. */
export const OlePreset: Story = {
  args: {
    answers: [
      answer(endpoints.ecaSettings, ecaSettings({ categories: [] })),
      answer(endpoints.ecaOlePreset, ecaSettings()),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/還沒有類別/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "加入 OLE 五大範疇" }));
    const ask = within(await canvas.findByRole("alertdialog"));
    await expect(ask.getByText(/將加入 5 個未有的範疇/)).toBeVisible();
    await userEvent.click(ask.getByRole("button", { name: "加入 OLE 五大範疇" }));
    await waitFor(() => expect(log.entries("ecaOlePreset")).toHaveLength(1));
    await expect(await canvas.findByText("已加入 OLE 範疇")).toBeVisible();
  },
};

/** The scoring rule: the level factors in the school's words, switched and saved. */
export const Scoring: Story = {
  args: { path: "/smarteca/settings?tab=rule" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("全港")).toBeVisible();
    await expect(canvas.getByText("×3.5")).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText(/^學校所在地/), "mo");
    await expect(await canvas.findByText("全澳")).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText(/^按比賽級別加乘/), "off");
    await userEvent.clear(canvas.getByLabelText(/^團體獎項計算百分比/));
    await userEvent.click(canvas.getByRole("button", { name: "儲存計分方法" }));
    await waitFor(() =>
      expect(log.last("ecaSaveRule")).toEqual({
        region: "mo",
        level_factors: "off",
        group_percent: "",
      }),
    );
    await expect(await canvas.findByText("已儲存計分方法")).toBeVisible();
  },
};

/** A percentage out of range is said beside the field, and nothing is sent. */
export const ScoringOutOfRange: Story = {
  args: { path: "/smarteca/settings?tab=rule" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const percent = await canvas.findByLabelText(/^團體獎項計算百分比/);
    await userEvent.clear(percent);
    await userEvent.type(percent, "150");
    await userEvent.click(canvas.getByRole("button", { name: "儲存計分方法" }));
    await expect(await canvas.findByText("數值不可大於 100")).toBeVisible();
    await expect(log.entries("ecaSaveRule")).toHaveLength(0);
  },
};

/** Staff who may only look: no add, change, disable or delete, and the rule cannot be saved. */
export const ReadOnly: Story = {
  args: { user: ecaSettingsReader },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await (await cards(canvasElement, "類別")).findByText("德育及公民教育"),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "新增類別" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /^修改/ })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /^停用/ })).toBeNull();
  },
};

export const Loading: Story = {
  args: { answers: [pending(endpoints.ecaSettings)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("tab", { name: "類別" })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { answers: [refuse(endpoints.ecaSettings, 500, "")] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("未能載入，請稍後再試")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "重試" })).toBeVisible();
  },
};

export const EnglishDesktop: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "Categories" });
    await expect(within(table).getByText("Physical Development")).toBeVisible();
    await expect(within(table).getAllByText("Enabled").length).toBeGreaterThan(0);
    await expect(canvas.getByRole("tab", { name: "Scoring" })).toBeVisible();
  },
};

/** Stored user text (issue 7): labels the office named with the payloads, in both languages. */
const named = {
  path: "/smarteca/settings?tab=tag",
  answers: [
    answer(
      endpoints.ecaSettings,
      ecaSettings({
        tags: PAYLOADS.map((payload, i) => ({
          id: 100 + i,
          name_zh: payload.text,
          name_cn: payload.text,
          own_name_cn: payload.text,
          name_en: payload.text,
          status: "enabled",
          used: 0,
        })),
      }),
    ),
  ],
};
export const UserTextOnAPhone: Story = userTextStory("phone", named);
export const UserTextOnADesktop: Story = userTextStory("desktop", named);
