import { downloads as contractDownloads, endpoints } from "@campus/contract";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { downloads } from "../http/download";
import { anyone, routes } from "../http/route";
import { anyCalendarOfMine, calendarViewer, office } from "./callers";
import { eventAttachments } from "./services/attachments";
import { feedCalendar, feedOf, itemIcs, renewFeed } from "./services/feed";
import { calendarKinds } from "./services/kinds";
import { deleteSchoolEvent, saveSchoolEvent, schoolEventsFrom } from "./services/office";
import { saveTerms, termsOf } from "./services/terms";
import { calendarItemDetail, calendarItemsPage, calendarMonth } from "./services/views";

/** The calendar's endpoints of the contract, and its feed for calendar apps. */
export function registerCalendarRoutes(app: Hono, deps: AppDeps) {
  const route = routes(app, deps);
  // Every feature's items for people's calendars; the calendar knows none of them by name.
  const sources = (deps.features ?? []).flatMap((feature) => feature.calendarSources ?? []);
  // A kind malformed or declared twice stops the start, not a reader's calendar.
  calendarKinds(sources);

  route(endpoints.calendarMonth)
    .as(calendarViewer)
    .handle((ctx, viewer) => calendarMonth(ctx, { viewer, month: ctx.body.month, sources }));

  route(endpoints.calendarItems)
    .as(calendarViewer)
    .handle((ctx, viewer) => calendarItemsPage(ctx, { ...ctx.body, viewer, sources }));

  route(endpoints.calendarItem)
    .as(anyCalendarOfMine)
    .handle((ctx, viewer) => calendarItemDetail(ctx, { viewer, key: ctx.body.key, sources }));

  route(endpoints.calendarItemIcs)
    .as(anyCalendarOfMine)
    .handle(async (ctx, viewer) =>
      itemIcs(await calendarItemDetail(ctx, { viewer, key: ctx.body.key, sources }), ctx.now),
    );

  route(endpoints.calendarFeed)
    .as(anyCalendarOfMine)
    .handle((ctx, viewer) => feedOf(ctx, viewer));

  route(endpoints.calendarFeedRenew)
    .as(anyCalendarOfMine)
    .handle((ctx, viewer) => renewFeed(ctx, viewer));

  route(endpoints.calendarSchoolEvents)
    .as(office("query"))
    .handle((ctx, me) => schoolEventsFrom(ctx, { ...ctx.body, schoolId: me.schoolId }));

  route(endpoints.calendarSaveSchoolEvent)
    .as(office((body) => (body.id ? "edit" : "add")))
    .handle((ctx, me) => saveSchoolEvent(ctx, { ...me, event: ctx.body }));

  route(endpoints.calendarTerms)
    .as(office("query"))
    .handle((ctx, me) => termsOf(ctx, me));

  route(endpoints.calendarSaveTerms)
    .as(office("edit"))
    .handle((ctx, me) => saveTerms(ctx, { schoolId: me.schoolId, input: ctx.body }));

  route(endpoints.calendarUploadAttachment)
    .as(office(["add", "edit"]))
    .handle((ctx, me) => eventAttachments.upload(ctx, { ...me, file: ctx.body.file }));

  route(endpoints.calendarDeleteSchoolEvent)
    .as(office("delete"))
    .handle((ctx, me) => deleteSchoolEvent(ctx, { schoolId: me.schoolId, id: ctx.body.id }));

  // A school event's file (services/attachments.ts).
  eventAttachments.serve(app, deps.db, deps.files);

  // The subscribed feed: calendar apps send no session, the secret in the address is the key;
  // in the account's own language (the feed reads it from the account).
  downloads(
    app,
    deps,
  )(contractDownloads.calendarFeedFile)
    .as(anyone)
    .handle(async (ctx) => {
      const ics = await feedCalendar(
        { ...ctx, locale: "zh-TW" },
        {
          secret: ctx.params.file.slice(0, -".ics".length),
          person: ctx.query.person,
          lessons: ctx.query.lessons === "1",
          sources,
          origin: ctx.origin,
        },
      );
      if (ics === null) return null;
      return {
        name: "campus.ics",
        type: "text/calendar; charset=utf-8",
        bytes: new TextEncoder().encode(ics),
        inline: true,
        cache: "private, max-age=900",
      };
    });
}
