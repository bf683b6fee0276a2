import type { BookLanguage, ChatCondition, ChatIntent } from "@campus/contract";
import { TOPICS } from "./topics";

/** What a sentence asks for; `topic` is a (sub)category code of the catalogue. */
export interface ReaderIntent {
  keywords: string[];
  age: number | null;
  language: BookLanguage | null;
  topic: string | null;
  /** The reader's own word for the topic ("恐龍", "dinosaur"): books naming it come first. */
  topicWord?: string | null;
  /** Conditions this sentence lifts ("不限年齡", "any language"). */
  clears?: ChatCondition[];
  /** Conditions the conversation carries from earlier sentences, not said in the latest. */
  carried?: ChatCondition[];
  /** Not a request for books at all ("今天天氣如何？"): nothing is searched. */
  offTopic?: boolean;
}

export const emptyIntent = (): ReaderIntent => ({
  keywords: [],
  age: null,
  language: null,
  topic: null,
  topicWord: null,
});

/** Lifting a condition, in the three languages. */
const CLEARS: [ChatCondition, RegExp][] = [
  ["age", /不限年[齡龄]|任何年[齡龄]|所有年[齡龄]|\bany age\b|\ball ages\b|\bno age\b/i],
  ["language", /不限[語语]言|任何[語语]言|中英文都可|\bany language\b|\beither language\b/i],
  ["topic", /不限主[題题]|任何主[題题]|\bany topic\b|\banything\b/i],
];

/** Words that ask about books or reading: a sentence with none of them may not be about books. */
const BOOKISH =
  /[書书讀读閱阅看]|故事|繪本|绘本|小[說说]|漫[畫画]|推[薦荐]|找|\bbooks?\b|\bread|\bstor(?:y|ies)\b|\bnovels?\b|\bcomics?\b|\blibrary\b|\brecommend/i;

/** What people ask a chat box that is not about books: the weather, the time, the assistant. */
const SMALL_TALK =
  /天[氣气]|幾點|几点|時間|时间|日期|你是[誰谁]|你好[嗎吗]|笑[話话]|\bweather\b|\bwhat time\b|\bwho are you\b|\bhow are you\b|\bjoke\b|\bwhat day\b/i;

const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
];

/** 一 … 十八 as a number (enough for readers' ages and school years). */
function chineseNumber(text: string): number | null {
  const digits = "零一二三四五六七八九";
  if (text === "十") return 10;
  const m = /^([一二三四五六七八九])?十([一二三四五六七八九])?$/.exec(text);
  if (m) return (m[1] ? digits.indexOf(m[1]) : 1) * 10 + (m[2] ? digits.indexOf(m[2]) : 0);
  if (text === "兩" || text === "两") return 2;
  const i = digits.indexOf(text);
  return i > 0 ? i : null;
}

const AGE_PATTERNS: [RegExp, (m: RegExpExecArray) => number | null][] = [
  [/(\d{1,2})\s*(?:-|\s)?\s*(?:years?|yrs?)(?:[\s-]*old)?/i, (m) => Number(m[1])],
  [/\bage[sd]?\s*(\d{1,2})\b/i, (m) => Number(m[1])],
  [
    new RegExp(`\\b(${NUMBER_WORDS.join("|")})[\\s-]*(?:years?|yrs?)[\\s-]*old`, "i"),
    (m) => NUMBER_WORDS.indexOf(m[1]!.toLowerCase()),
  ],
  [/(\d{1,2})\s*[歲岁]/, (m) => Number(m[1])],
  [/([一二三四五六七八九十兩两]{1,3})\s*[歲岁]/, (m) => chineseNumber(m[1]!)],
  // A school year: primary N is about N + 5 years old.
  [/小[學学]\s*([1-6一二三四五六])\s*年[級级]/, (m) => (chineseNumber(m[1]!) ?? Number(m[1])) + 5],
  [/([1-6一二三四五六])\s*年[級级]/, (m) => (chineseNumber(m[1]!) ?? Number(m[1])) + 5],
  [/\b(?:primary|grade|year|p)\s*([1-6])\b/i, (m) => Number(m[1]) + 5],
];

function findAge(text: string): number | null {
  for (const [pattern, read] of AGE_PATTERNS) {
    const m = pattern.exec(text);
    const age = m ? read(m) : null;
    if (age !== null && age >= 2 && age <= 18) return age;
  }
  return null;
}

function findLanguage(text: string): BookLanguage | null {
  const lower = text.toLowerCase();
  const english = Math.max(
    lower.lastIndexOf("english"),
    text.lastIndexOf("英文"),
    text.lastIndexOf("英語"),
    text.lastIndexOf("英语"),
  );
  const chinese = Math.max(
    lower.lastIndexOf("chinese book"),
    lower.lastIndexOf("in chinese"),
    text.lastIndexOf("中文"),
  );
  if (english < 0 && chinese < 0) return null;
  return english > chinese ? "en" : "zh";
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const BY_LENGTH = TOPICS.flatMap(([code, words]) =>
  words.map((word) => [word, code] as const),
).sort((a, b) => b[0].length - a[0].length);

function findTopic(text: string): { code: string; word: string } | null {
  const lower = text.toLowerCase();
  for (const [word, code] of BY_LENGTH) {
    const ascii = /^[\x20-\x7e]+$/.test(word);
    const found = ascii
      ? new RegExp(`\\b${escape(word)}(?:s|es)?\\b`, "i").test(lower)
      : text.includes(word);
    if (found) return { code, word };
  }
  return null;
}

const STOP_WORDS = new Set(
  (
    "a an the for of to in on about with and or is are be me my i we our some any please find " +
    "show recommend want looking look book books read reading story stories good best new old " +
    "year years yr yrs age aged kid kids child children son daughter boy girl who likes like " +
    "english chinese what which can you have has there something primary grade hello hi hey " +
    "thanks thank help need suggest suggestions idea ideas fine okay ok too also then instead " +
    "just any all language languages topic topics today what's"
  ).split(" "),
);
/*
 * Words that carry a question, not its subject, in written Chinese and in Cantonese as Hong Kong
 * families type it ("有冇啲講香港歷史嘅書？": 有冇 "is there", 啲 "some", 講 "about", 嘅 "of").
 * Longest first where one contains another.
 */
const CHINESE_FILLER =
  /有冇|有無|有没有|可唔可以|我個仔|我個女|个仔|個仔|個女|个女|可不可以|唔該|唔该|多謝|多谢|邊啲|边啲|乜嘢|咩|點樣|点样|想搵|搵|睇|俾|畀|啲|嘅|嗰|係|喺|呀|囉|啰|咗|講|讲|你好|您好|謝謝|谢谢|適合|适合|推薦|推荐|有沒有|有没有|我想|想要|一些|關於|关于|請|请|給|给|小朋友|兒子|儿子|女兒|女儿|孩子|小孩|讀者|读者|的|書|书|本|歲|岁|嗎|吗|呢|啊|英文|英語|英语|中文|小學|小学|年級|年级|今天|明天|昨天|現在|现在|如何|怎樣|怎样|怎麼|怎么|甚麼|什麼|什么|[一二三四五六七八九十兩两\d]+/g;

function findKeywords(text: string, topicWord: string | null): string[] {
  const cleaned = topicWord
    ? text.replace(new RegExp(`${escape(topicWord)}\\w*`, "gi"), " ")
    : text;
  const latin = (cleaned.toLowerCase().match(/[a-z][a-z'.-]{2,}/g) ?? []).filter(
    (w) => !STOP_WORDS.has(w) && !/year|old/.test(w),
  );
  const han = cleaned.replace(CHINESE_FILLER, " ").match(/\p{Script=Han}{2,}/gu) ?? [];
  return [...new Set([...latin, ...han])].slice(0, 3);
}

/** The local engine's reading of one sentence: rules, no model. */
export function readSentence(text: string): ReaderIntent {
  const clears = CLEARS.filter(([, pattern]) => pattern.test(text)).map(([condition]) => condition);
  // "不限年齡" lifts the age; its words are not a topic to search for.
  const rest = CLEARS.reduce((left, [, pattern]) => left.replace(pattern, " "), text);
  const topic = clears.includes("topic") ? null : findTopic(rest);
  const intent: ReaderIntent = {
    keywords: clears.includes("topic") ? [] : findKeywords(rest, topic?.word ?? null),
    age: clears.includes("age") ? null : findAge(text),
    language: clears.includes("language") ? null : findLanguage(text),
    topic: topic?.code ?? null,
    topicWord: topic?.word ?? null,
    clears,
  };
  // "今天天氣如何？": small talk, nothing of a book request in it — not weather books, not a
  // search for 今天 (天氣 alone would be a topic; "有關天氣的書" still is one).
  const nothingAsked = intent.age === null && !intent.language && !clears.length;
  if (nothingAsked && SMALL_TALK.test(text) && !BOOKISH.test(text))
    return { ...emptyIntent(), offTopic: true };
  return intent;
}

/**
 * The conversation's intent: later sentences refine earlier ones ("in English, please" keeps
 * the topic and age and sets the language); a new topic replaces the old topic and keywords.
 */
export function mergeIntents(intents: ReaderIntent[]): ReaderIntent {
  const latest = intents.at(-1);
  if (latest?.offTopic) return latest;
  const merged = emptyIntent();
  for (const intent of intents) {
    if (intent.offTopic) continue;
    if (intent.topic || intent.keywords.length || intent.clears?.includes("topic")) {
      merged.topic = intent.topic;
      merged.topicWord = intent.topicWord ?? null;
      merged.keywords = intent.keywords;
    }
    if (intent.age !== null || intent.clears?.includes("age")) merged.age = intent.age;
    if (intent.language !== null || intent.clears?.includes("language"))
      merged.language = intent.language;
  }
  // What the latest sentence did not say but the search still uses: the reader is told.
  if (latest) {
    merged.carried = CONDITIONS_SET.filter(
      (condition) => isSet(merged, condition) && !isSet(latest, condition),
    );
    if (latest.clears?.includes("topic") || latest.topic || latest.keywords.length)
      merged.carried = merged.carried.filter((condition) => condition !== "topic");
  }
  return merged;
}

const CONDITIONS_SET: ChatCondition[] = ["topic", "age", "language"];

function isSet(intent: ReaderIntent, condition: ChatCondition): boolean {
  if (condition === "topic") return intent.topic !== null || intent.keywords.length > 0;
  return intent[condition] !== null;
}

export function toChatIntent(intent: ReaderIntent, categoryId: number | null): ChatIntent {
  return {
    // What the reader sees as "understood": their topic word too, not only the other words.
    keywords: intent.topicWord ? [intent.topicWord, ...intent.keywords] : intent.keywords,
    age: intent.age,
    language: intent.language,
    category_id: categoryId,
    carried: intent.carried ?? [],
  };
}
