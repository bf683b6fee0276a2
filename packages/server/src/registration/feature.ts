import { eq } from "drizzle-orm";
import type { ServerFeature } from "../server-feature";
import { registerRegistrationRoutes } from "./routes";
import {
  applicationDocuments,
  applications,
  registrationClasses,
  registrationDocuments,
  payments,
  registrationSettings,
  sandboxOrders,
  smsOutbox,
  verificationCodes,
} from "./schema";
import { seedRegistration } from "./seed/seed-registration";

/**
 * New-student registration: guardians sign in by a code texted to their phone and apply for a
 * place through a school's code (applications, fees and interviews follow).
 */
export const registrationFeature: ServerFeature = {
  id: "registration",

  register(app, deps) {
    registerRegistrationRoutes(app, deps);
  },

  /** The demo school's 2027–28 intake, once: a school with settings keeps its own. */
  async seedDemo(db, school) {
    const [settings] = await db
      .select()
      .from(registrationSettings)
      .where(eq(registrationSettings.schoolId, school.id));
    if (settings) return false;
    await seedRegistration(db, school);
    return true;
  },

  tables: {
    verificationCodes,
    smsOutbox,
    registrationSettings,
    registrationClasses,
    registrationDocuments,
    applications,
    applicationDocuments,
    payments,
    sandboxOrders,
  },

  /** A wrong code costs a try, and a used code is marked, without a row being added. */
  async fingerprint(db) {
    const rows = await db
      .select({ tries: verificationCodes.tries, usedAt: verificationCodes.usedAt })
      .from(verificationCodes);
    return {
      codeTries: rows.reduce((sum, row) => sum + row.tries, 0),
      codesUsed: rows.filter((row) => row.usedAt !== null).length,
    };
  },
};
