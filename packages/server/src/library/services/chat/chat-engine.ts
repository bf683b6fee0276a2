import type { BookSummary, Locale } from "@campus/contract";
import type { ReaderIntent } from "./intent";

/** A turn of the conversation as the reader and the assistant said it. */
export interface ChatTurn {
  role: "reader" | "assistant";
  text: string;
}

/** What the reply talks about: the intent, the topic's name and the books found. */
export interface ReplyFacts {
  intent: ReaderIntent;
  topicName: string | null;
  books: BookSummary[];
  locale: Locale;
}

/**
 * What understands the reader and words the answer. The books always come from the
 * catalogue search; an engine only reads the sentence and phrases the reply.
 */
export interface ChatEngine {
  /** "local", or the model's name. */
  readonly name: string;
  understand(message: string, history: ChatTurn[], topicCodes: string[]): Promise<ReaderIntent>;
  reply(facts: ReplyFacts): Promise<string>;
}
