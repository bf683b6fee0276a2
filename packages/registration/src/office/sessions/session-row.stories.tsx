import type { Locale } from "@campus/contract";
import { useT } from "@campus/core";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState, type ComponentProps } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { officeScreen } from "../office-screen";
import { officeAnswers, officeSession, officeStaff } from "../testing/office-fixtures";
import { SessionRow } from "./session-row";

/*
 * One interview session in the office's list, alone: what it says, and the buttons the user's
 * keys allow on it, each calling back for the list to act.
 */

type RowProps = ComponentProps<typeof SessionRow>;

function RowStory({ locale, ...props }: RowProps & { locale?: Locale }) {
  const [Screen] = useState(() =>
    officeScreen(function Screen() {
      const t = useT<RegistrationMessageId>();
      return (
        <ul aria-label={t("registration.office.route.sessions")} style={{ padding: 0 }}>
          <SessionRow {...props} />
        </ul>
      );
    }),
  );
  return (
    <ScreenStory
      path="/registration/sessions"
      route="/registration/sessions"
      screen={Screen}
      answers={officeAnswers()}
      user={officeStaff}
      locale={locale}
    />
  );
}

const meta = {
  title: "Registration/Office/SessionRow",
  component: RowStory,
  args: {
    session: officeSession(),
    classLabel: "所有班級",
    may: { edit: true, delete: true, readRoster: true },
    publishing: false,
    deleting: false,
    onPublish: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof RowStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Booked and published: when, where, group, class, places booked — its roster and edit; no
 * publish (it is), no delete (families booked it).
 */
export const BookedAndPublished: Story = {
  play: async ({ canvasElement, args }) => {
    const row = within(await within(canvasElement).findByRole("listitem"));
    await expect(row.getByText(/^2026年12月12日.*9:30.*10:15$/)).toBeVisible();
    await expect(row.getByText("本校禮堂")).toBeVisible();
    await expect(row.getByText("A 組")).toBeVisible();
    await expect(row.getByText("所有班級")).toBeVisible();
    await expect(row.getByText("已預約 2／6")).toBeVisible();
    await expect(row.getByText("已公布")).toBeVisible();
    await expect(row.getByRole("link", { name: /^2026年12月12日.*的面試名單$/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/registration\/sessions\/roster\?id=1$/),
    );
    await expect(row.getByRole("link", { name: /的面試名單$/ })).toHaveTextContent("名單");
    await expect(row.queryByRole("button", { name: /^公布/ })).toBeNull();
    await expect(row.queryByRole("button", { name: /^刪除/ })).toBeNull();
    await userEvent.click(row.getByRole("button", { name: /^修改 2026年12月12日/ }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await expect(args.onPublish).not.toHaveBeenCalled();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Not published, no one booked: publish and delete offered, no roster to read. */
export const NewSession: Story = {
  args: {
    session: officeSession({ id: 2, group_name: "B", booked: 0, published: false }),
    classLabel: "幼兒班（K1）",
  },
  play: async ({ canvasElement, args }) => {
    const row = within(await within(canvasElement).findByRole("listitem"));
    await expect(row.getByText("B 組")).toBeVisible();
    await expect(row.getByText("幼兒班（K1）")).toBeVisible();
    await expect(row.getByText("已預約 0／6")).toBeVisible();
    await expect(row.getByText("未公布")).toBeVisible();
    await expect(row.queryByRole("link")).toBeNull();
    await userEvent.click(row.getByRole("button", { name: /^公布 2026年12月12日/ }));
    await expect(args.onPublish).toHaveBeenCalledOnce();
    await userEvent.click(row.getByRole("button", { name: /^刪除 2026年12月12日/ }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
};

/** Publishing and deleting under way: both buttons busy, and they take no second click. */
export const Busy: Story = {
  args: {
    session: officeSession({ booked: 0, published: false }),
    publishing: true,
    deleting: true,
  },
  play: async ({ canvasElement, args }) => {
    const row = within(await within(canvasElement).findByRole("listitem"));
    const publish = row.getByRole("button", { name: /^公布/ });
    const remove = row.getByRole("button", { name: /^刪除/ });
    await expect(publish).toBeDisabled();
    await expect(publish).toHaveAttribute("aria-busy", "true");
    await expect(remove).toBeDisabled();
    await userEvent.click(publish, { pointerEventsCheck: 0 });
    await expect(args.onPublish).not.toHaveBeenCalled();
    await expect(row.getByRole("button", { name: /^修改/ })).toBeEnabled();
  },
};

/** Staff without the keys: the session read, no buttons and no roster. */
export const ReadOnly: Story = {
  args: {
    session: officeSession({ booked: 0, published: false }),
    may: { edit: false, delete: false, readRoster: false },
  },
  play: async ({ canvasElement }) => {
    const row = within(await within(canvasElement).findByRole("listitem"));
    await expect(row.getByText("未公布")).toBeVisible();
    await expect(row.queryByRole("button")).toBeNull();
    await expect(row.queryByRole("link")).toBeNull();
  },
};

/** Roster only (the office may read applications, not change sessions): the roster link alone. */
export const RosterOnly: Story = {
  args: { may: { edit: false, delete: false, readRoster: true } },
  play: async ({ canvasElement }) => {
    const row = within(await within(canvasElement).findByRole("listitem"));
    await expect(row.getByRole("link", { name: /的面試名單$/ })).toBeVisible();
    await expect(row.queryByRole("button")).toBeNull();
  },
};

/** In English: the venue's English name, the group, places and state in the reader's words. */
export const InEnglish: Story = {
  args: { locale: "en-US", classLabel: "Any class" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement, args }) => {
    const row = within(await within(canvasElement).findByRole("listitem"));
    await expect(row.getByText(/December 12, 2026/)).toBeVisible();
    await expect(row.getByText("School Hall")).toBeVisible();
    await expect(row.getByText("Group A")).toBeVisible();
    await expect(row.getByText("2 of 6 booked")).toBeVisible();
    await expect(row.getByText("Published")).toBeVisible();
    await expect(row.getByRole("link", { name: /^Roster of .*December 12, 2026/ })).toBeVisible();
    await userEvent.click(row.getByRole("button", { name: /^Edit .*December 12, 2026/ }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};
