import type { Locale } from "@campus/contract";
import type { ChatEngine, ReplyFacts } from "./chat-engine";
import { mergeIntents, readSentence } from "./intent";

type Words = {
  found: (n: number, what: string) => string;
  none: (what: string) => string;
  loosen: string;
  vague: string;
  offTopic: string;
  language: Record<"zh" | "en", string>;
  age: (age: number) => string;
  about: (topic: string) => string;
  books: string;
};

const WORDS: Record<Locale, Words> = {
  "zh-TW": {
    found: (n, what) => `為你找到 ${n} 本${what}，看看有沒有喜歡的：`,
    none: (what) => `暫時找不到${what}。`,
    loosen: "試試不限年齡或語言，或者換一個主題。",
    vague:
      "想找哪類書？告訴我讀者的年齡、喜歡的主題或語言，例如「適合七歲小朋友的恐龍書」。以下是大家推薦的書：",
    offTopic: "這個我答不到，我只會在學校圖書館的館藏中找書。試試問我「適合七歲小朋友的恐龍書」。",
    language: { zh: "中文", en: "英文" },
    age: (age) => `適合 ${age} 歲`,
    about: (topic) => `關於「${topic}」`,
    books: "書",
  },
  "zh-CN": {
    found: (n, what) => `为你找到 ${n} 本${what}，看看有没有喜欢的：`,
    none: (what) => `暂时找不到${what}。`,
    loosen: "试试不限年龄或语言，或者换一个主题。",
    vague:
      "想找哪类书？告诉我读者的年龄、喜欢的主题或语言，例如“适合七岁小朋友的恐龙书”。以下是大家推荐的书：",
    offTopic: "这个我答不了，我只会在学校图书馆的馆藏中找书。试试问我“适合七岁小朋友的恐龙书”。",
    language: { zh: "中文", en: "英文" },
    age: (age) => `适合 ${age} 岁`,
    about: (topic) => `关于“${topic}”`,
    books: "书",
  },
  "en-US": {
    found: (n, what) => `I found ${n} ${what}. Have a look:`,
    none: (what) => `I couldn't find ${what}.`,
    loosen: "Try without the age or the language, or ask about another topic.",
    vague:
      'What would you like to read? Tell me the reader\'s age, a topic or a language, e.g. "dinosaur books for a 7-year-old in English". Here are some recommended books:',
    offTopic:
      "I can't help with that: I only find books in the school library's catalogue. Try asking for \"dinosaur books for a 7-year-old\".",
    language: { zh: "Chinese", en: "English" },
    age: (age) => `for age ${age}`,
    about: (topic) => `about ${topic}`,
    books: "books",
  },
};

/** "英文的、適合 7 歲、關於「恐龍」的書" / "English books about Dinosaurs for age 7". */
function describe(facts: ReplyFacts): string {
  const w = WORDS[facts.locale];
  const { intent } = facts;
  const topic = facts.topicName ?? (intent.keywords.length ? intent.keywords.join(" ") : null);
  if (facts.locale === "en-US") {
    return [
      intent.language ? w.language[intent.language] : "",
      w.books,
      topic ? w.about(topic) : "",
      intent.age !== null ? w.age(intent.age) : "",
    ]
      .filter(Boolean)
      .join(" ");
  }
  const parts = [
    intent.age !== null ? w.age(intent.age) : "",
    topic ? w.about(topic) : "",
    intent.language ? w.language[intent.language] : "",
  ].filter(Boolean);
  return `${parts.join("、")}${parts.length ? "的" : ""}${w.books}`;
}

/** The default engine: rules over the sentence and fixed phrases; deterministic, offline. */
export const localEngine: ChatEngine = {
  name: "local",
  async understand(message, history) {
    const said = [...history.filter((t) => t.role === "reader").map((t) => t.text), message];
    return mergeIntents(said.map(readSentence));
  },
  async reply(facts) {
    const w = WORDS[facts.locale];
    const { intent } = facts;
    if (intent.offTopic) return w.offTopic;
    const vague =
      !intent.topic && !intent.keywords.length && intent.age === null && !intent.language;
    if (vague) return w.vague;
    const what = describe(facts);
    return facts.books.length
      ? w.found(facts.books.length, what)
      : `${w.none(what)}${facts.locale === "en-US" ? " " : ""}${w.loosen}`;
  },
};
