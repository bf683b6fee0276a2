import type { ChatEngine, ChatTurn, ReplyFacts } from "./chat-engine";
import type { ReaderIntent } from "./intent";
import {
  complete as completeAt,
  type ChatMessage,
  type OpenAiSettings,
} from "../../../services/openai-endpoint";

export { openAiSettingsFrom, type OpenAiSettings } from "../../../services/openai-endpoint";

/** The model's JSON, checked field by field: nothing it says is trusted beyond these shapes. */
function readIntent(content: string, topicCodes: string[]): ReaderIntent {
  const answer = JSON.parse(content) as Record<string, unknown>;
  if (typeof answer !== "object" || answer === null) throw new Error("AI answer is not an object");
  const keywords = Array.isArray(answer.keywords)
    ? answer.keywords
        .filter((k): k is string => typeof k === "string" && k.length <= 50)
        .slice(0, 5)
    : [];
  const age =
    typeof answer.age === "number" &&
    Number.isInteger(answer.age) &&
    answer.age >= 2 &&
    answer.age <= 18
      ? answer.age
      : null;
  const language = answer.language === "zh" || answer.language === "en" ? answer.language : null;
  const topic =
    typeof answer.topic === "string" && topicCodes.includes(answer.topic) ? answer.topic : null;
  return { keywords, age, language, topic };
}

/**
 * An OpenAI-compatible chat-completions endpoint (CAMPUS_AI_BASE_URL, CAMPUS_AI_API_KEY,
 * CAMPUS_AI_MODEL). It reads the sentence into the same intent the local engine makes and
 * words the reply; the books still come from our catalogue. Any failure — time-out, HTTP
 * error, an answer that is not the JSON asked for — is thrown, and the chat service falls
 * back to the local engine.
 */
export function openAiEngine(settings: OpenAiSettings, fetchFn: typeof fetch = fetch): ChatEngine {
  const complete = (messages: ChatMessage[], json: boolean) =>
    completeAt(settings, messages, { json, fetchFn });

  return {
    name: settings.model,
    async understand(
      message: string,
      history: ChatTurn[],
      topicCodes: string[],
    ): Promise<ReaderIntent> {
      const system =
        "You help children and parents find books in a school library. Read the conversation and " +
        'answer only JSON: {"keywords": string[] (topic words to search titles for, in the ' +
        'reader\'s language), "age": number|null (the reader\'s age in years), "language": ' +
        '"zh"|"en"|null (the language the books should be written in), "topic": string|null ' +
        `(one of: ${topicCodes.join(", ")})}. Later messages refine earlier ones.`;
      const content = await complete(
        [
          { role: "system", content: system },
          ...history.map((t) => ({
            role: t.role === "reader" ? "user" : "assistant",
            content: t.text,
          })),
          { role: "user", content: message },
        ],
        true,
      );
      return readIntent(content, topicCodes);
    },
    async reply(facts: ReplyFacts): Promise<string> {
      const language = {
        "zh-TW": "Traditional Chinese (Hong Kong)",
        "zh-CN": "Simplified Chinese",
        "en-US": "English",
      }[facts.locale];
      const titles = facts.books
        .map((b) => (facts.locale === "en-US" ? b.name_en : b.name_zh))
        .join("; ");
      return complete(
        [
          {
            role: "system",
            content: `Write one or two short, friendly sentences in ${language} introducing these library books to a young reader. Do not invent books. If there are none, suggest loosening the age or language.`,
          },
          {
            role: "user",
            content: `Request: ${JSON.stringify(facts.intent)}. Books: ${titles || "none"}.`,
          },
        ],
        false,
      );
    },
  };
}
