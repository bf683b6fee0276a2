import { count, eq, sql } from "drizzle-orm";
import { ecaMessages } from "./messages";
import { ecaReference } from "./reference";
import type { ServerFeature } from "../server-feature";
import { ecaCalendarSources } from "./calendar-source";
import { registerEcaRoutes } from "./routes";
import {
  ecaCategories,
  ecaEntries,
  ecaEventPrizes,
  ecaEvents,
  ecaEventTags,
  ecaEventTeachers,
  ecaEventTraits,
  ecaImports,
  ecaPrizes,
  ecaRecognitions,
  ecaRules,
  ecaTags,
  ecaTraitProposals,
  ecaTraits,
} from "./schema";
import { seedEca } from "./seed/seed-eca";

/** The ECA tracker: settings, events and students' entries, approvals, import. */
export const ecaFeature: ServerFeature = {
  id: "eca",
  reference: ecaReference,
  messages: ecaMessages,
  calendarSources: ecaCalendarSources,

  register(app, deps) {
    registerEcaRoutes(app, deps);
  },

  /** A year of the demo school's activities, once: a school that has categories keeps its own. */
  async seedDemo(db, school, { now }) {
    const [{ n }] = (await db
      .select({ n: count() })
      .from(ecaCategories)
      .where(eq(ecaCategories.schoolId, school.id))) as [{ n: number }];
    if (n > 0) return false;
    await db.transaction((tx) => seedEca(tx, school.id, school.people, { now }));
    return true;
  },

  fileLists: [ecaEvents.attachments, ecaEvents.photos, ecaEntries.certificates],
  tables: {
    ecaRules,
    ecaCategories,
    ecaPrizes,
    ecaTags,
    ecaTraits,
    ecaEvents,
    ecaEventTags,
    ecaEventTeachers,
    ecaEventPrizes,
    ecaEventTraits,
    ecaEntries,
    ecaImports,
    ecaRecognitions,
    ecaTraitProposals,
  },

  /** States a refused call must not move: the settings' statuses, events' and entries' states. */
  async fingerprint(db) {
    const result = (await db.execute(sql`SELECT
        md5(coalesce((SELECT string_agg(concat_ws('|', id, status, name_zh, name_cn, name_en, score, cap), ',' ORDER BY id) FROM eca_categories), '')) AS categories,
        md5(coalesce((SELECT string_agg(concat_ws('|', id, status, name_zh, name_cn, name_en, multiplier, quantity), ',' ORDER BY id) FROM eca_prizes), '')) AS prizes,
        md5(coalesce((SELECT string_agg(concat_ws('|', id, status, name_zh, name_cn, name_en), ',' ORDER BY id) FROM eca_tags), '')) AS tags,
        md5(coalesce((SELECT string_agg(concat_ws('|', id, status, name_zh, name_cn, name_en), ',' ORDER BY id) FROM eca_traits), '')) AS traits,
        md5(coalesce((SELECT string_agg(concat_ws('|', event_id, prize_id, quantity), ',' ORDER BY event_id, prize_id) FROM eca_event_prizes), '')) AS event_prizes,
        md5(coalesce((SELECT string_agg(concat_ws('|', school_id, region, level_factors, group_percent), ',' ORDER BY school_id) FROM eca_rules), '')) AS rules,
        md5(coalesce((SELECT string_agg(concat_ws('|', id, status, version), ',' ORDER BY id) FROM eca_events), '')) AS events,
        md5(coalesce((SELECT string_agg(concat_ws('|', id, status, accepted, refused), ',' ORDER BY id) FROM eca_imports), '')) AS imports,
        md5(coalesce((SELECT string_agg(concat_ws('|', id, status, attempts), ',' ORDER BY id) FROM eca_recognitions), '')) AS recognitions,
        md5(coalesce((SELECT string_agg(concat_ws('|', id, decision), ',' ORDER BY id) FROM eca_trait_proposals), '')) AS proposals,
        md5(coalesce((SELECT string_agg(concat_ws('|', id, event_id, status, score, prize_id, level, competition_item, remark, achievement, role, hours), ',' ORDER BY id) FROM eca_entries), '')) AS entries`)) as unknown as {
      rows: Record<string, string>[];
    };
    const row = result.rows[0] ?? {};
    return row;
  },
};
