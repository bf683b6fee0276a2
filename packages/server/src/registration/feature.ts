import { createHash } from "node:crypto";
import { registrationMessages } from "./messages";
import { registrationReference } from "./reference";
import { asc, eq } from "drizzle-orm";
import type { ServerFeature } from "../server-feature";
import { registrationCalendarSources } from "./calendar-source";
import { forgetDecidedDocuments } from "./services/retention";
import { registerRegistrationRoutes } from "./routes";
import {
  applicationDocuments,
  applicationMessages,
  applications,
  interviewBookings,
  interviewSessions,
  registrationClasses,
  registrationDocuments,
  payments,
  registrationSettings,
} from "./schema";
import { seedInterviews, seedRegistration } from "./seed/seed-registration";

/**
 * New-student registration: guardians sign in by a code texted to their phone and apply for a
 * place through a school's code (applications, fees and interviews follow).
 */
export const registrationFeature: ServerFeature = {
  id: "registration",
  reference: registrationReference,
  messages: registrationMessages,

  register(app, deps) {
    registerRegistrationRoutes(app, deps);
  },

  // The office's interview sessions in its staff's calendars.
  calendarSources: registrationCalendarSources,
  chores: [
    {
      id: "registration.forget-decided-documents",
      run: (deps, now) => forgetDecidedDocuments(deps.db, now),
    },
  ],

  /**
   * The demo school's 2027/28 intake, once: a school with settings keeps its own. Its interview
   * sessions come from the seed's day on, so a demo started later still has some ahead.
   */
  async seedDemo(db, school, { now }) {
    const [settings] = await db
      .select()
      .from(registrationSettings)
      .where(eq(registrationSettings.schoolId, school.id));
    let wrote = false;
    if (!settings) {
      await seedRegistration(db, school, now);
      wrote = true;
    }
    const [session] = await db
      .select({ id: interviewSessions.id })
      .from(interviewSessions)
      .where(eq(interviewSessions.schoolId, school.id))
      .limit(1);
    if (!session) {
      await seedInterviews(db, school, now);
      wrote = true;
    }
    return wrote;
  },

  tables: {
    registrationSettings,
    registrationClasses,
    registrationDocuments,
    applications,
    applicationDocuments,
    applicationMessages,
    payments,
    interviewSessions,
    interviewBookings,
  },

  /** Places booked and where applications stand change without a row being added. */
  async fingerprint(db) {
    const sessions = await db.select({ booked: interviewSessions.booked }).from(interviewSessions);
    // Where every application and payment stands: a refused step must move none of them.
    const states = await Promise.all([
      db
        .select({
          id: applications.id,
          status: applications.status,
          fee: applications.feeStatus,
          registrationFee: applications.registrationFeeStatus,
          interview: applications.interviewStatus,
          enrolledAt: applications.enrolledAt,
        })
        .from(applications)
        .orderBy(asc(applications.id)),
      db
        .select({ id: payments.id, state: payments.state })
        .from(payments)
        .orderBy(asc(payments.id)),
    ]);
    return {
      states: createHash("sha256").update(JSON.stringify(states)).digest("hex"),
      placesBooked: sessions.reduce((sum, row) => sum + row.booked, 0),
    };
  },
};
