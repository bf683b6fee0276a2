import { count, eq } from "drizzle-orm";
import type { ServerFeature } from "../server-feature";
import { feesMessages } from "./messages";
import { feesReference } from "./reference";
import { registerFeesRoutes } from "./routes";
import { feeDues, feeItems, feePayments } from "./schema";
import { seedFees } from "./seed";

/** School fees (繳費, decision 0050): fees set by the office, paid by families once. */
export const feesFeature: ServerFeature = {
  id: "fees",
  reference: feesReference,
  messages: feesMessages,

  register(app, deps) {
    registerFeesRoutes(app, deps);
  },

  /** Two fees, part paid, once: a school that has fees keeps them. */
  async seedDemo(db, school, { now }) {
    const [{ n }] = (await db
      .select({ n: count() })
      .from(feeItems)
      .where(eq(feeItems.schoolId, school.id))) as [{ n: number }];
    if (n > 0) return false;
    return seedFees(db, school, now);
  },

  tables: { feeItems, feeDues, feePayments },
};
