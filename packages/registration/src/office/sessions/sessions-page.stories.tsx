import { endpoints } from "@campus/contract";
import { callLog, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import {
  officeAnswers,
  officeSession,
  officeStaff,
  sessionsReader,
} from "../testing/office-fixtures";
import { SessionsPage } from "./sessions-page";

/*
 * The intake's interview sessions: the list, a session added (its checks in the reader's
 * language), changed (never fewer places than booked — the server's word beside the field),
 * published, and what staff without the keys see.
 */

const log = callLog();

const sessions = () => [
  officeSession(),
  officeSession({
    id: 2,
    group_name: "B",
    class_code: "K1",
    published: false,
    booked: 0,
    places_left: 6,
  }),
];

const meta = {
  title: "Registration/Office/Sessions",
  component: ScreenStory,
  args: {
    path: "/registration/sessions",
    route: "/registration/sessions",
    screen: SessionsPage,
    answers: officeAnswers({ sessions: sessions() }),
    user: officeStaff,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvasElement: HTMLElement, text: string) =>
  within(
    (await within(canvasElement).findAllByRole("listitem")).find((li) =>
      li.textContent?.includes(text),
    )!,
  );

/** When, where, group, class, places booked, published or not — and edit for each. */
export const TheSessions: Story = {
  play: async ({ canvasElement }) => {
    const b = await rowOf(canvasElement, "B 組");
    await expect(b.getByText("幼兒班（K1）")).toBeVisible();
    await expect(b.getByText("未公布")).toBeVisible();
    const a = await rowOf(canvasElement, "A 組");
    await expect(a.getByText("已預約 2／6")).toBeVisible();
    await expect(a.getByText("所有班級")).toBeVisible();
    await expect(a.queryByRole("button", { name: /^公布/ })).toBeNull();
    // A booked session's roster, for the interview day; none for an empty one.
    await expect(a.getByRole("link", { name: /的面試名單$/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/registration\/sessions\/roster\?id=1$/),
    );
    await expect(b.queryByRole("link", { name: /的面試名單$/ })).toBeNull();
  },
};

/** A session no family booked (added by mistake) is deleted; a booked one offers no delete. */
export const DeleteAnEmptySession: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const a = await rowOf(canvasElement, "A 組");
    await expect(a.queryByRole("button", { name: /^刪除/ })).toBeNull();
    const b = await rowOf(canvasElement, "B 組");
    await userEvent.click(b.getByRole("button", { name: /^刪除 / }));
    const dialog = within(await canvas.findByRole("alertdialog", { name: "刪除這個場次？" }));
    await userEvent.click(dialog.getByRole("button", { name: "刪除" }));
    await expect(await canvas.findByText("已刪除場次")).toBeVisible();
    await expect(log.last("registrationOfficeDeleteSession")).toEqual({ id: 2 });
    await expect(canvas.queryByText(/B 組/)).toBeNull();
  },
};

/** A new session: what is missing said by each field, an end before the start refused, saved. */
export const AddASession: Story = {
  args: { answers: officeAnswers({ sessions: sessions() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "新增場次" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "新增面試場次" }));
    await userEvent.click(await dialog.findByRole("button", { name: "儲存" }));
    await expect(await dialog.findAllByText("請填寫此項")).toHaveLength(3);
    await userEvent.type(dialog.getByLabelText(/^日期/), "2027-01-09");
    await userEvent.type(dialog.getByLabelText(/^地點/), "音樂室");
    await userEvent.type(dialog.getByLabelText(/^組別/), "D");
    await userEvent.clear(dialog.getByLabelText(/^結束時間/));
    await userEvent.type(dialog.getByLabelText(/^結束時間/), "09:00");
    await userEvent.click(dialog.getByRole("button", { name: "儲存" }));
    await expect(await dialog.findByText("結束不可早於開始")).toBeVisible();
    await userEvent.clear(dialog.getByLabelText(/^結束時間/));
    await userEvent.type(dialog.getByLabelText(/^結束時間/), "10:15");
    await userEvent.selectOptions(dialog.getByLabelText(/^申請班級/), "P1");
    await userEvent.click(dialog.getByRole("button", { name: "儲存" }));
    await expect(await canvas.findByText("已新增場次")).toBeVisible();
    await expect(log.last("registrationOfficeSaveSession")).toEqual({
      class_code: "P1",
      starts_at: "2027-01-09T09:30:00+08:00",
      ends_at: "2027-01-09T10:15:00+08:00",
      venue: "音樂室",
      venue_en: "",
      group_name: "D",
      capacity: 6,
      published: false,
    });
    await expect(await rowOf(canvasElement, "音樂室")).toBeTruthy();
  },
};

/** Fewer places than are booked: the server's reason beside the places, the form kept. */
export const FewerPlacesThanBooked: Story = {
  args: {
    answers: [
      ...officeAnswers({ sessions: sessions() }),
      refuse(endpoints.registrationOfficeSaveSession, 400, "名額不可少於已預約人數", {
        fields: [{ field: "capacity", message: "名額不可少於已預約人數" }],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const a = await rowOf(canvasElement, "A 組");
    await userEvent.click(a.getByRole("button", { name: /^修改/ }));
    const dialog = within(await canvas.findByRole("dialog", { name: "修改面試場次" }));
    const places = await dialog.findByLabelText(/^名額/);
    await expect(dialog.getByText(/已預約 2 個/)).toBeVisible();
    await userEvent.clear(places);
    await userEvent.type(places, "1");
    await userEvent.click(dialog.getByRole("button", { name: "儲存" }));
    await expect(await dialog.findByText("名額不可少於已預約人數")).toBeVisible();
    await expect(places).toHaveValue("1");
    await expect(log.last("registrationOfficeSaveSession")).toMatchObject({ id: 1, capacity: 1 });
  },
};

/** Publishing a session families cannot see yet, after a question. */
export const Publish: Story = {
  args: { answers: officeAnswers({ sessions: sessions() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const b = await rowOf(canvasElement, "B 組");
    await userEvent.click(b.getByRole("button", { name: /^公布/ }));
    await userEvent.click(
      within(await canvas.findByRole("alertdialog")).getByRole("button", { name: "公布" }),
    );
    await expect(await canvas.findByText("已公布場次")).toBeVisible();
    await expect(log.last("registrationOfficeSaveSession")).toMatchObject({
      id: 2,
      class_code: "K1",
      published: true,
    });
  },
};

/** Staff who may only look: no add, edit or publish. */
export const LookOnly: Story = {
  args: { user: sessionsReader },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvasElement, "A 組");
    await expect(canvas.queryByRole("button")).toBeNull();
    // The families' names are the applications' office's: no roster either.
    await expect(canvas.queryByRole("link", { name: /的面試名單$/ })).toBeNull();
  },
};

/** None yet: said so. */
export const NoSessions: Story = {
  args: { answers: officeAnswers({ sessions: [] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("尚未有面試場次")).toBeVisible();
  },
};
