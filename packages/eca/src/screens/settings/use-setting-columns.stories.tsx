import { endpoints, type EcaSettingKind } from "@campus/contract";
import { useT } from "@campus/core";
import { Table, type UiMessageId } from "@campus/ui";
import { answer, callLog, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { EcaMessageId } from "../../messages/message-ids";
import {
  categories,
  ecaOffice,
  ecaSettings,
  ecaSettingsReader,
  prizes,
  tags,
} from "../../testing/eca-fixtures";
import { useSettingColumns, type Setting } from "./use-setting-columns";

/*
 * One kind of setting's columns alone, in the table the settings page uses: its names in each
 * language, what the kind carries (a category's score and cap, a prize's multiplier and
 * quantity), its state, how often it is used, and the buttons the user's keys allow — a change
 * handed to the page, enabling and disabling sent at once, deleting asked first.
 */

const log = callLog();
const edited = fn();

const ROWS: Record<Exclude<EcaSettingKind, "trait">, () => Setting[]> = {
  category: categories,
  prize: prizes,
  tag: tags,
};

function Columns({ kind }: { kind: Exclude<EcaSettingKind, "trait"> }) {
  const t = useT<EcaMessageId | UiMessageId>();
  return (
    <Table
      caption={t(`eca.settings.tab.${kind}`)}
      columns={useSettingColumns(kind, edited)}
      rows={ROWS[kind]()}
      rowKey="id"
    />
  );
}

const meta = {
  title: "ECA/Components/SettingColumns",
  component: ScreenStory,
  args: {
    path: "/smarteca/settings",
    route: "/smarteca/settings",
    screen: () => <Columns kind="category" />,
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(endpoints.ecaSettingStatus, ecaSettings()),
      answer(endpoints.ecaDeleteSetting, ecaSettings()),
    ],
    user: ecaOffice,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One row's card on a phone, found by its Chinese name. */
const card = (canvasElement: HTMLElement, row: string, caption: string) =>
  within(
    within(within(canvasElement).getByRole("list", { name: caption }))
      .getByText(row, { selector: "[lang='zh-Hant']" })
      .closest("li")!,
  );

/**
 * Categories: both names, the score and the yearly cap (or none), the state; a used one can be
 * changed and disabled, an unused disabled one enabled or deleted; a change goes to the page.
 */
export const Categories: Story = {
  play: async ({ canvasElement }) => {
    const community = card(canvasElement, "社會服務", "類別");
    await expect(community.getByText("Community Service")).toBeVisible();
    await expect(community.getByText("10")).toBeVisible();
    await expect(community.getByText("50")).toBeVisible();
    await expect(community.getByText("啟用")).toBeVisible();
    await expect(community.getByRole("button", { name: "停用「社會服務」" })).toBeVisible();
    await expect(community.queryByRole("button", { name: /^刪除/ })).toBeNull();
    // How often it is used is left out of a phone's card.
    await expect(community.queryByText("12 項紀錄")).toBeNull();
    const physical = card(canvasElement, "體育發展", "類別");
    await expect(physical.getByText("7.5")).toBeVisible();
    await expect(physical.getByText("不設上限")).toBeVisible();
    const academic = card(canvasElement, "學術研習", "類別");
    await expect(academic.getByText("停用")).toBeVisible();
    await expect(academic.getByRole("button", { name: "啟用「學術研習」" })).toBeVisible();
    await expect(academic.getByRole("button", { name: "刪除「學術研習」" })).toBeVisible();
    await userEvent.click(community.getByRole("button", { name: "修改「社會服務」" }));
    await expect(edited).toHaveBeenCalledOnce();
    await expect(edited).toHaveBeenCalledWith(expect.objectContaining({ id: 2, cap: 50 }));
  },
};

/** Prizes: the multiplier and how many an event awards. */
export const Prizes: Story = {
  args: { path: "/smarteca/settings?tab=prize", screen: () => <Columns kind="prize" /> },
  play: async ({ canvasElement }) => {
    const runnerUp = card(canvasElement, "亞軍", "獎項");
    await expect(runnerUp.getByText("倍數")).toBeVisible();
    await expect(runnerUp.getByText("×2.5")).toBeVisible();
    await expect(runnerUp.getByText("數量")).toBeVisible();
    await expect(runnerUp.getByText("1")).toBeVisible();
    const merit = card(canvasElement, "優異獎", "獎項");
    await expect(merit.getByText("×1.5")).toBeVisible();
    await expect(merit.getByText("3")).toBeVisible();
    await expect(merit.queryByText("分數")).toBeNull();
  },
};

/** A label disabled at once: sent, and said in a toast. */
export const DisableALabel: Story = {
  args: { path: "/smarteca/settings?tab=tag", screen: () => <Columns kind="tag" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const music = card(canvasElement, "音樂", "標籤");
    await expect(music.queryByText("倍數")).toBeNull();
    await userEvent.click(music.getByRole("button", { name: "停用「音樂」" }));
    await waitFor(() =>
      expect(log.last("ecaSettingStatus")).toEqual({ kind: "tag", id: 1, status: "disabled" }),
    );
    await expect(
      await canvas.findByText("已停用「音樂」：舊紀錄保留，新紀錄不能再選"),
    ).toBeVisible();
    await userEvent.click(
      card(canvasElement, "舊標籤", "標籤").getByRole("button", { name: "啟用「舊標籤」" }),
    );
    await waitFor(() =>
      expect(log.last("ecaSettingStatus")).toEqual({ kind: "tag", id: 3, status: "enabled" }),
    );
    await expect(await canvas.findByText("已啟用「舊標籤」")).toBeVisible();
  },
};

/** Deleting an unused prize: asked first, then sent and said. */
export const DeleteAsked: Story = {
  args: { path: "/smarteca/settings?tab=prize", screen: () => <Columns kind="prize" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      card(canvasElement, "舊獎項", "獎項").getByRole("button", { name: "刪除「舊獎項」" }),
    );
    const ask = within(await canvas.findByRole("alertdialog", { name: "確定刪除？" }));
    await expect(ask.getByText("刪除「舊獎項」後不能復原。")).toBeVisible();
    await expect(log.entries("ecaDeleteSetting")).toHaveLength(0);
    await userEvent.click(ask.getByRole("button", { name: "刪除" }));
    await waitFor(() => expect(log.last("ecaDeleteSetting")).toEqual({ kind: "prize", id: 4 }));
    await expect(await canvas.findByText("已刪除")).toBeVisible();
  },
};

/** The server refuses a delete (used since): its reason said in a dialog. */
export const DeleteRefused: Story = {
  args: {
    path: "/smarteca/settings?tab=prize",
    screen: () => <Columns kind="prize" />,
    answers: [
      refuse(endpoints.ecaDeleteSetting, 409, "此項目已被活動或紀錄使用，不能刪除；可改為停用"),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      card(canvasElement, "舊獎項", "獎項").getByRole("button", { name: "刪除「舊獎項」" }),
    );
    const ask = within(await canvas.findByRole("alertdialog", { name: "確定刪除？" }));
    await userEvent.click(ask.getByRole("button", { name: "刪除" }));
    const refused = within(await canvas.findByRole("alertdialog", { name: "未能刪除" }));
    await expect(refused.getByText("此項目已被活動或紀錄使用，不能刪除；可改為停用")).toBeVisible();
  },
};

/** Staff who may only look: the settings, no buttons. */
export const ReadOnly: Story = {
  args: { user: ecaSettingsReader },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(card(canvasElement, "社會服務", "類別").getByText("50")).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** In English, on a desk: every column, how often each is used too. */
export const EnglishDesktop: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole("table", { name: "Categories" }));
    await expect(table.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "Name",
      "Score",
      "Yearly cap",
      "Status",
      "In use",
      "Actions",
    ]);
    await expect(table.getAllByText("12 records")).toHaveLength(5);
    await expect(table.getByText("Not used")).toBeVisible();
    await expect(table.getAllByText("No cap")).toHaveLength(5);
    await expect(table.getByRole("button", { name: "Delete “Academic study”" })).toBeVisible();
    await expect(table.getByRole("button", { name: "Enable “Academic study”" })).toBeVisible();
    await expect(
      table.getByRole("button", { name: "Change “Moral and Civic Education”" }),
    ).toBeVisible();
  },
};
