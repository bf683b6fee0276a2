import { SCHOOL_ROLES } from "../accounts";
import { defineRoutes } from "../route";
import type { Routes } from "../routes";

/*
 * Where each calendar call goes and who may make it: the part of the contract a client needs at
 * run time, without the schemas (those are in endpoints.ts, built on these).
 */

const member = { kind: "user", roles: SCHOOL_ROLES } as const;
const office = { kind: "user", roles: ["staff"] } as const;

export const calendarRoutes = defineRoutes({
  calendarMonth: {
    method: "POST",
    path: "/api/calendar/month",
    access: member,
  },
  calendarItems: {
    method: "POST",
    path: "/api/calendar/items",
    access: member,
  },
  calendarItem: {
    method: "POST",
    path: "/api/calendar/item",
    access: member,
  },
  calendarItemIcs: {
    method: "POST",
    path: "/api/calendar/item_ics",
    access: member,
  },
  calendarFeed: {
    method: "POST",
    path: "/api/calendar/feed_info",
    access: member,
  },
  calendarFeedRenew: {
    method: "POST",
    path: "/api/calendar/feed_renew",
    access: member,
    write: true,
  },
  calendarSchoolEvents: {
    method: "POST",
    path: "/api/calendar/school_events",
    access: office,
  },
  calendarSaveSchoolEvent: {
    method: "POST",
    path: "/api/calendar/save_school_event",
    access: office,
    write: true,
    encoding: "json",
  },
  // The school's terms and timetable cycle: what the cycle days are counted over.
  calendarTerms: {
    method: "POST",
    path: "/api/calendar/terms",
    access: office,
    encoding: "json",
  },
  calendarSaveTerms: {
    method: "POST",
    path: "/api/calendar/save_terms",
    access: office,
    write: true,
    encoding: "json",
  },
  calendarUploadAttachment: {
    method: "POST",
    path: "/api/calendar/upload_attachment",
    access: office,
    write: true,
    encoding: "multipart",
  },
  calendarDeleteSchoolEvent: {
    method: "POST",
    path: "/api/calendar/delete_school_event",
    access: office,
    write: true,
  },
});

/**
 * The calendar's calls alone, typed as in `routes`: what its client code calls. Kept in this
 * module so a page of another feature never downloads this table (chunks are made of whole
 * modules).
 */
export const calendarApiRoutes = calendarRoutes as unknown as Pick<
  Routes,
  keyof typeof calendarRoutes
>;
