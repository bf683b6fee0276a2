import { can, useSession, useT } from "@campus/core";
import {
  defineFeatureElement,
  ElementAccount,
  NavLink,
  NavLinks,
  theme,
  type FeatureElementAttributes,
} from "@campus/ui";
import type { ReactNode } from "react";
import styled from "styled-components";
import { calendarFeature } from "./feature";
import type { CalendarMessageId } from "./messages/message-ids";
import { ITINERARY, OVERVIEW, SCHOOL_EVENTS, SCHOOL_EVENTS_ROUTE } from "./routing/pages";
import { TodayCard } from "./views/today-card";
import { UpcomingCard } from "./views/upcoming-card";

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.lg};
  nav {
    min-width: 0;
  }
`;

/** Around the pages on a school's page: the calendar's own way around, and the account. */
function CalendarFrame({ children }: { children: ReactNode }) {
  const t = useT<CalendarMessageId>();
  const permissions = useSession((s) => s.user?.permissions);
  const pages: [string, CalendarMessageId][] = [
    [OVERVIEW, "calendar.route.overview"],
    [ITINERARY, "calendar.route.itinerary"],
  ];
  if (can(permissions, SCHOOL_EVENTS_ROUTE))
    pages.push([SCHOOL_EVENTS, "calendar.route.schoolEvents"]);
  return (
    <>
      <Bar part="header">
        <nav aria-label={t("calendar.nav")}>
          <NavLinks>
            {pages.map(([path, title]) => (
              <li key={path}>
                <NavLink to={path}>{t(title)}</NavLink>
              </li>
            ))}
          </NavLinks>
        </nav>
        <ElementAccount />
      </Bar>
      {children}
    </>
  );
}

/**
 * `<campus-calendar>`: the personal calendar on a school's own page — the month with its cycle
 * days, holidays and each child's lessons and items; the itinerary list; each item's detail
 * with "add to my calendar"; the subscribe address for Google, Apple or Outlook; and, for the
 * school office, its events. A parent sees the current child or all children. Shares its
 * session with every Campus element on the page and the portal; signed out, it offers sign-in.
 *
 * @element campus-calendar
 * @attr {string} school-code - The school this page belongs to, e.g. "DEMO": the school Campus answers for. Shared by every element on the page.
 * @attr {string} lang - Interface language: zh-TW (default), zh-CN or en-US. Applies page-wide.
 * @attr {string} api-base - Origin of the Campus API; defaults to where the bundle was loaded from. The subscribe address is on this origin.
 * @attr {string} path - The page to open on: "/calendar/PersonalOverview" (default; `?month=2026-11&day=2026-11-24&who=all`), "/calendar/PersonalDetail" or "/calendar/ClassScheduleDetail?key=…".
 * @attr {"today" | "upcoming"} view - A compact view instead of the whole calendar, for a sidebar or a home page: "today" (today's cycle day, lessons and items for the current child) or "upcoming" (the next items, lessons left out). Its links open the calendar on `full-page`, or in this element.
 * @attr {number} limit - How many items view="upcoming" lists: 1–10 (default 5).
 * @attr {string} full-page - The address of the school's page that has the whole calendar (with routing="hash"), e.g. "/calendar.html": compact views link into it.
 * @attr {"memory" | "hash"} routing - "memory" (default) keeps the element's own history; "hash" puts the page in the URL hash for deep links. One element per page owns the hash: the first that asks.
 * @attr {"none"} account - "none": the page's own `<campus-account>` signs in and holds the account menu, so this element shows no sign-in button or account chip of its own.
 * @fires campus-navigate - The element moved to another page. `detail: { path: string }`
 * @fires campus-login - Signed in through the element. `detail: { userId: number; name: string }`
 * @fires campus-logout - Signed out through the element. `detail: {}`
 * @fires campus-child-change - Switched child. `detail: { childId: number }`
 * @fires campus-locale-change - Switched language. `detail: { locale: "zh-TW" | "zh-CN" | "en-US" }`
 * @cssprop --campus-color-primary - Brand colour; here also today's ring.
 * @cssprop --campus-account-color - The account chip's text on your header (default the theme's text colour): white on a dark header.
 * @cssprop --campus-account-hover - The account chip's background under the pointer (default a light grey).
 * @csspart sign-in - The sign-in button shown signed out.
 * @csspart account - The account chip (avatar and name) that opens the account menu.
 * @csspart account-menu - The account menu (child switch, language, sign-out).
 * @csspart header - The bar above the pages: the calendar's links and the account chip.
 * @csspart content - The page under the header.
 * @example The family's month.
 * <campus-calendar school-code="DEMO" path="/calendar/PersonalOverview"></campus-calendar>
 * @example A home page card: the next five items, opening on the calendar page "/calendar.html".
 * <campus-calendar school-code="DEMO" view="upcoming" limit="5" full-page="/calendar.html"></campus-calendar>
 */
export function defineCampusCalendar() {
  return defineFeatureElement("campus-calendar", {
    feature: calendarFeature,
    home: OVERVIEW,
    Frame: CalendarFrame,
    views: { today: TodayCard, upcoming: UpcomingCard },
  });
}

export type CampusCalendarAttributes = FeatureElementAttributes;

declare global {
  interface HTMLElementTagNameMap {
    "campus-calendar": HTMLElement & CampusCalendarAttributes;
  }
}

// Importing this module registers the tag (once); `@campus/calendar` itself has no side effects.
defineCampusCalendar();
