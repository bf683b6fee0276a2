import { eq } from "drizzle-orm";
import { calendarMessages } from "./messages";
import { calendarReference } from "./reference";
import type { ServerFeature } from "../server-feature";
import { registerCalendarRoutes } from "./routes";
import {
  calendarFeeds,
  calendarSettings,
  calendarTerms,
  schoolEvents,
  timetableLessons,
} from "./schema";
import { seedSchoolYear } from "./seed/seed-calendar";

/**
 * The personal calendar: the school year (terms, holidays, events), class and teacher
 * timetables on the cycle days, other features' items through their calendar sources, the
 * school office's editing and a subscribable feed.
 */
export const calendarFeature: ServerFeature = {
  id: "calendar",
  reference: calendarReference,
  messages: calendarMessages,

  register(app, deps) {
    registerCalendarRoutes(app, deps);
  },

  /** The demo school's 2026–27 year, once: a school with calendar settings keeps its own. */
  async seedDemo(db, school) {
    const [settings] = await db
      .select()
      .from(calendarSettings)
      .where(eq(calendarSettings.schoolId, school.id));
    if (settings) return false;
    await seedSchoolYear(db, school);
    return true;
  },

  fileLists: [schoolEvents.attachments],
  tables: { calendarSettings, calendarTerms, schoolEvents, timetableLessons, calendarFeeds },

  /** A renewed feed changes its secret, and a school's cycle its settings, without a new row. */
  async fingerprint(db) {
    const [feeds, cycles] = await Promise.all([
      db.select({ secret: calendarFeeds.secret }).from(calendarFeeds),
      db.select().from(calendarSettings),
    ]);
    return {
      feedSecrets: feeds
        .map((f) => f.secret)
        .sort()
        .join(","),
      cycles: cycles
        .map((c) => `${c.schoolId}:${c.cycleLength}:${c.restartEachTerm}`)
        .sort()
        .join(","),
    };
  },
};
