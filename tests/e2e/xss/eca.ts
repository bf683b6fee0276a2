import { PNG, recordsPage, type FreeTextField } from "./kit";

/* ECA's free text in the stored-XSS journey: a parent's outside award and the school's refusal. */

export const fields: FreeTextField[] = [
  {
    field:
      "a parent's outside award (name, organiser, role, achievement, remark) and the school's refusal reason",
    how: "sent by the demo parent with a certificate photo (upload_certificate, submit_record), refused by the office (decide_events)",
    async store({ api }, payloads, undo) {
      const settings = await api.call<{ categories: { id: number }[] }>(
        "parent",
        "/api/eca/settings",
        {},
      );
      const events: number[] = [];
      for (const payload of payloads) {
        const photo = await api.upload<{ id: number }>(
          "parent",
          "/api/eca/upload_certificate",
          `${payload.text}.png`,
          PNG,
        );
        const record = await api.call<{ event: { id: number } }>(
          "parent",
          "/api/eca/submit_record",
          {
            name: payload.text,
            organiser: payload.text.slice(0, 120),
            nature: "competition",
            category_id: settings.categories[0]!.id,
            starts_on: "2019-09-04",
            ends_on: "2019-09-04",
            hours: "1",
            level: "",
            prize_id: "",
            role: payload.text.slice(0, 60),
            achievement: payload.text.slice(0, 120),
            remark: payload.text,
            certificate_ids: [photo.id],
          },
        );
        events.push(record.event.id);
        undo.push(() => api.call("staff", "/api/eca/delete_event", { id: record.event.id }));
      }
      // Each refused with its payload as the reason the parent reads.
      for (const [i, payload] of payloads.entries())
        await api.call("staff", "/api/eca/decide_events", {
          ids: [events[i]],
          decision: "reject",
          reason: payload.text,
        });
      return { payloads };
    },
    views: [
      recordsPage("the child's records", "parent", "/parent_student/smarteca/detail?show=rejected"),
      recordsPage(
        "the parents' refused submissions",
        "staff",
        "/parent_student/smarteca/approval?source=parent&status=rejected",
      ),
    ],
  },
];
