import { expect } from "../fixtures";
import type { FreeTextField } from "./kit";

/* The calendar's free text in the stored-XSS journey: school events, where families see them. */

/**
 * School events the office wrote with the payloads as titles, descriptions and places, on a
 * Saturday with nothing else on (the whole school's): the family's calendar shows them.
 */
const EVENT_DAY = "2027-05-22";

function schoolEvents(): FreeTextField {
  const calendar = "/parent_student/calendar";
  return {
    field: "school event title, description, place and attachment name",
    how: "written by the school office (save_school_event, upload_attachment)",
    // Ten a batch: the itinerary's first page, all on one day.
    batch: 10,
    async store({ api }, payloads, undo) {
      const keys: string[] = [];
      for (const payload of payloads) {
        const file = await api.upload<{ id: number }>(
          "staff",
          "/api/calendar/upload_attachment",
          `${payload.text}.pdf`,
          "%PDF-1.4\n",
        );
        const event = await api.call<{ id: number }>("staff", "/api/calendar/save_school_event", {
          kind: "event",
          title_zh: payload.text,
          title_cn: payload.text,
          title_en: payload.text,
          description_zh: payload.text,
          place_zh: payload.text,
          start_day: EVENT_DAY,
          end_day: EVENT_DAY,
          attachments: [file.id],
        });
        keys.push(`event:${event.id}`);
        undo.push(() => api.call("staff", "/api/calendar/delete_school_event", { id: event.id }));
      }
      return { payloads, keys };
    },
    views: [
      {
        name: "itinerary list (parent)",
        as: "parent",
        async *screens(page) {
          await page.goto(`${calendar}/PersonalDetail?from=${EVENT_DAY}&kinds=event`);
          yield page.getByRole("main");
        },
      },
      {
        name: "the day's agenda on the overview (parent)",
        as: "parent",
        async *screens(page) {
          await page.goto(`${calendar}/PersonalOverview?month=2027-05&day=${EVENT_DAY}`);
          yield page.getByRole("main");
        },
      },
      {
        name: "an event's detail with its attachment (parent)",
        as: "parent",
        // As a parent reaches it: from the list. The batch's first (the details of all are the
        // detail screen's stories'); the shown text is the list's and the detail's together.
        async *screens(page, stored) {
          await page.goto(`${calendar}/PersonalDetail?from=${EVENT_DAY}&kinds=event`);
          const main = page.getByRole("main");
          yield main;
          // The link carries the list to go back to, after the key.
          const href = `ClassScheduleDetail?key=${encodeURIComponent(stored.keys![0]!)}&back=`;
          const back = main.getByRole("link", { name: "返回行程列表" });
          // A list refreshing as it loads can drop a click (its link re-rendered under the
          // pointer): the link again until the detail opens.
          await expect(async () => {
            if (!(await back.isVisible()))
              await main.locator(`a[href*="${href}"]`).click({ timeout: 2_000 });
            await expect(back).toBeVisible({ timeout: 2_000 });
          }).toPass({ timeout: 15_000 });
          yield main;
        },
      },
    ],
  };
}

export const fields: FreeTextField[] = [schoolEvents()];
