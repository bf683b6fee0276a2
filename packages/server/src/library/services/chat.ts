import type { BookSummary, ChatAnswer, Locale } from "@campus/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { ServiceContext } from "../../services/context";
import { bookCategories } from "../schema";
import { cached } from "./catalogue-cache";
import { cataloguePage, type CatalogueFilters } from "./catalogue-query";
import type { ChatEngine, ChatTurn } from "./chat/chat-engine";
import { toChatIntent, type ReaderIntent } from "./chat/intent";
import { localEngine } from "./chat/local-engine";
import { otherSubjects } from "./chat/topics";
import { searchTerms } from "./search-text";

const ANSWER_BOOKS = 6;

interface TopicNode {
  id: number;
  sub: boolean;
  name: Record<Locale, string>;
}

/** Category codes are "nature", subcategory codes "nature.dinosaurs": engines name either. */
function topicsOf(db: Db, schoolId: number): Promise<Map<string, TopicNode>> {
  return cached(db, `${schoolId}|topics`, async () => {
    const rows = await db
      .select()
      .from(bookCategories)
      .where(eq(bookCategories.schoolId, schoolId));
    return new Map(
      rows.map((row) => [
        row.code,
        {
          id: row.id,
          sub: row.parentId !== null,
          name: { "zh-TW": row.nameZh, "zh-CN": row.nameCn, "en-US": row.nameEn },
        },
      ]),
    );
  });
}

async function findBooks(db: Db, schoolId: number, intent: ReaderIntent, topic: TopicNode | null) {
  const filters: CatalogueFilters = {};
  if (topic) filters[topic.sub ? "subcategoryId" : "categoryId"] = topic.id;
  if (intent.age !== null) filters.age = intent.age;
  if (intent.language) filters.language = intent.language;
  const base = { schoolId, filters, limit: ANSWER_BOOKS, offset: 0 };
  const words = [topic ? intent.topicWord : null, ...intent.keywords].filter(Boolean).join(" ");
  if (!words) return cataloguePage(db, { ...base, order: "recommend" });
  const named = (text: string) =>
    cataloguePage(db, { ...base, ...searchTerms(text), order: "relevance" });
  const matching = await named(words);
  if (!topic || matching.length >= ANSWER_BOOKS) return matching;
  // Within a topic, books naming all the reader's words come first, then those naming their
  // word for the topic ("香港" in 香港與澳門), then the topic's best, none naming the category's
  // other subject (Macau's books do not answer a question about Hong Kong).
  const tries = [
    intent.topicWord && intent.keywords.length ? () => named(intent.topicWord!) : null,
    () => cataloguePage(db, { ...base, order: "recommend" }),
  ];
  const books = [...matching];
  const seen = new Set(books.map((book) => book.id));
  const elsewhere =
    intent.topic && intent.topicWord ? otherSubjects(intent.topic, intent.topicWord) : [];
  const aboutElsewhere = (book: BookSummary) => {
    const names = `${book.name_zh} ${book.name_en}`.toLowerCase();
    return elsewhere.some((word) => names.includes(word));
  };
  for (const next of tries) {
    if (!next || books.length >= ANSWER_BOOKS) continue;
    for (const book of await next()) {
      if (seen.has(book.id) || aboutElsewhere(book)) continue;
      seen.add(book.id);
      books.push(book);
    }
  }
  return books.slice(0, ANSWER_BOOKS);
}

/**
 * The AI-assisted search: the engine reads the conversation into an intent (age, language,
 * topic, keywords), the catalogue answers it, the engine words a short reply in the reader's
 * language. When an outside engine fails in any way, the local one answers instead.
 */
export async function libraryChat(
  { db, locale }: ServiceContext,
  {
    engine,
    schoolId,
    message,
    history,
    log,
  }: {
    engine: ChatEngine;
    schoolId: number;
    message: string;
    history: ChatTurn[];
    log?: (line: string) => void;
  },
): Promise<ChatAnswer> {
  const topics = await topicsOf(db, schoolId);
  let used = engine;
  let intent: ReaderIntent;
  try {
    intent = await engine.understand(message, history, [...topics.keys()]);
  } catch (error) {
    log?.(`ai chat: ${engine.name} failed, answering with the local engine: ${String(error)}`);
    used = localEngine;
    intent = await localEngine.understand(message, history, [...topics.keys()]);
  }
  const topic = intent.topic ? (topics.get(intent.topic) ?? null) : null;
  // Not about books ("今天天氣如何？"): nothing to search, the reply says what it can do.
  const books: BookSummary[] = intent.offTopic ? [] : await findBooks(db, schoolId, intent, topic);
  const facts = { intent, topicName: topic?.name[locale] ?? null, books, locale };
  let reply: string;
  try {
    reply = await used.reply(facts);
  } catch (error) {
    log?.(`ai chat: ${used.name} could not word the reply: ${String(error)}`);
    reply = await localEngine.reply(facts);
  }
  return { reply, intent: toChatIntent(intent, topic?.id ?? null), books, engine: used.name };
}
