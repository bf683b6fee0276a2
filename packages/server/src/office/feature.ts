import { sql } from "drizzle-orm";
import { officeMessages } from "./messages";
import { officeReference } from "./reference";
import {
  activationCodes,
  auditLog,
  classTeachers,
  guardianships,
  rosterImports,
} from "../db/schema";
import type { ServerFeature } from "../server-feature";
import { registerOfficeRoutes } from "./routes";

/** The school office's console: the school's people from the files it has (issue 36). */
export const officeFeature: ServerFeature = {
  id: "office",
  reference: officeReference,
  messages: officeMessages,

  register(app, deps) {
    registerOfficeRoutes(app, deps);
  },

  tables: { rosterImports, guardianships, activationCodes, auditLog, classTeachers },

  /** People an import changes in place (roster fields, status), the schools' profiles, and
   * the class teachers (a class's is replaced in place). */
  async fingerprint(db) {
    const result = (await db.execute(
      sql`SELECT
        (SELECT md5(coalesce(string_agg(concat_ws('|', id, status, class_name, class_number,
            name_zh, name_en, gender, birth_date), ',' ORDER BY id), '')) FROM users) AS people,
        (SELECT md5(coalesce(string_agg(concat_ws('|', id, name_zh, name_cn, name_en, region),
            ',' ORDER BY id), '')) FROM schools) AS schools,
        (SELECT md5(coalesce(string_agg(concat_ws('|', school_id, class_name, teacher_id),
            ',' ORDER BY school_id, class_name), '')) FROM class_teachers) AS class_teachers`,
    )) as unknown as { rows: { people: string; schools: string; class_teachers: string }[] };
    const row = result.rows[0];
    return {
      people: row?.people ?? "",
      schools: row?.schools ?? "",
      classTeachers: row?.class_teachers ?? "",
    };
  },
};
