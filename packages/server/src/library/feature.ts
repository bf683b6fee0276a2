import { count, eq, sql } from "drizzle-orm";
import { libraryMessages } from "./messages";
import { libraryReference } from "./reference";
import type { ServerFeature } from "../server-feature";
import { libraryCalendarSources } from "./calendar-source";
import { registerLibraryCatalogueRoutes } from "./catalogue-routes";
import { registerLibraryDeskRoutes } from "./desk-routes";
import { registerLibraryImportRoutes } from "./import-routes";
import { registerLibraryStocktakeRoutes } from "./stocktake-routes";
import { registerLibraryReportRoutes } from "./report-routes";
import { registerLibraryRoutes } from "./routes";
import {
  bookCopies,
  bookCounters,
  bookViews,
  books,
  publishers,
  favorites,
  libraryImports,
  libraryStocktakeItems,
  libraryOverdueReminders,
  libraryStocktakes,
  loans,
  renewals,
  reservations,
  reviewLikes,
  reviews,
} from "./schema";
import { seedLibrary } from "./seed/seed-library";
import type { ChatEngine } from "./services/chat/chat-engine";
import { localEngine } from "./services/chat/local-engine";
import { openAiEngine, openAiSettingsFrom } from "./services/chat/openai-engine";

export interface LibraryOptions {
  /** What reads the chat's sentences; by default from the environment (see README), else local. */
  chatEngine?: ChatEngine;
}

/** The school library: catalogue, the reader's records, the desk, the AI search chat. */
export function createLibraryFeature(options: LibraryOptions = {}): ServerFeature {
  return {
    id: "library",
    reference: libraryReference,
    messages: libraryMessages,
    calendarSources: libraryCalendarSources,

    register(app, deps) {
      // The chat reads sentences locally unless an OpenAI-compatible endpoint is configured.
      const ai = openAiSettingsFrom(deps.env ?? {});
      const chatEngine = options.chatEngine ?? (ai ? openAiEngine(ai) : localEngine);
      registerLibraryRoutes(app, deps, chatEngine);
      registerLibraryDeskRoutes(app, deps);
      registerLibraryCatalogueRoutes(app, deps);
      registerLibraryReportRoutes(app, deps);
      registerLibraryImportRoutes(app, deps);
      registerLibraryStocktakeRoutes(app, deps);
    },

    /** The catalogue and records in every state, once: a school that has books keeps them. */
    async seedDemo(db, school, { now, books: size }) {
      const [{ n }] = (await db
        .select({ n: count() })
        .from(books)
        .where(eq(books.schoolId, school.id))) as [{ n: number }];
      if (n > 0) return false;
      await db.transaction((tx) => seedLibrary(tx, school.id, school.people, { now, books: size }));
      return true;
    },

    tables: {
      books,
      bookCopies,
      bookCounters,
      publishers,
      loans,
      reservations,
      renewals,
      favorites,
      reviews,
      reviewLikes,
      bookViews,
      libraryImports,
      libraryStocktakes,
      libraryStocktakeItems,
      libraryOverdueReminders,
    },

    async fingerprint(db) {
      const sums = (await db.execute(sql`SELECT
          (SELECT coalesce(sum(active_reservations), 0)::int FROM book_counters) AS active_reservations,
          (SELECT coalesce(sum(stock), 0)::int FROM book_counters) AS stock,
          (SELECT coalesce(sum(view_count), 0)::int FROM book_counters) AS views,
          (SELECT coalesce(sum(read_count), 0)::int FROM books) AS reads,
          (SELECT coalesce(sum(like_count), 0)::int FROM reviews) AS likes,
          (SELECT coalesce(sum(renew_count), 0)::int FROM loans) AS renew_counts,
          (SELECT count(*)::int FROM book_copies WHERE status <> 'available') AS copies_out,
          (SELECT string_agg(status, ',' ORDER BY id) FROM loans) AS loan_states,
          (SELECT string_agg(status, ',' ORDER BY id) FROM reservations) AS reservation_states`)) as unknown as {
        rows: Record<string, number | string>[];
      };
      return sums.rows[0]!;
    },
  };
}

export const libraryFeature = createLibraryFeature();
