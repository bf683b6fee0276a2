import type { ServerFeature } from "../server-feature";
import { registerRegistrationRoutes } from "./routes";
import { smsOutbox, verificationCodes } from "./schema";

/**
 * New-student registration: guardians sign in by a code texted to their phone and apply for a
 * place through a school's code (applications, fees and interviews follow).
 */
export const registrationFeature: ServerFeature = {
  id: "registration",

  register(app, deps) {
    registerRegistrationRoutes(app, deps);
  },

  tables: { verificationCodes, smsOutbox },

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
