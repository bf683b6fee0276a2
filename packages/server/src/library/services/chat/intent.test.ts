import { describe, expect, it } from "vitest";
import { mergeIntents, readSentence } from "./intent";

describe("readSentence", () => {
  it.each([
    ["dinosaur books for a 7-year-old", 7],
    ["for my son, age 9", 9],
    ["she is 8 years old", 8],
    ["a seven-year-old", 7],
    ["適合7歲的書", 7],
    ["適合七歲小朋友", 7],
    ["十二歲的哥哥", 12],
    ["适合九岁", 9],
    ["小學三年級", 8],
    ["primary 4", 9],
    ["books about space", null],
  ])("reads the age in %s", (text, age) => {
    expect(readSentence(text).age).toBe(age);
  });

  it.each([
    ["in English please", "en"],
    ["English books", "en"],
    ["英文書", "en"],
    ["有沒有英語的", "en"],
    ["中文書", "zh"],
    ["in Chinese", "zh"],
    ["恐龍書", null],
  ])("reads the language in %s", (text, language) => {
    expect(readSentence(text).language).toBe(language);
  });

  it.each([
    ["dinosaur books", "nature.dinosaurs"],
    ["恐龍", "nature.dinosaurs"],
    ["恐龙", "nature.dinosaurs"],
    ["books about space and planets", "science.space"],
    ["picture books", "picture"],
    ["漫画", "comics"],
    ["a book I want to read", null],
  ])("maps the topic of %s to a catalogue code", (text, topic) => {
    expect(readSentence(text).topic).toBe(topic);
  });
});

describe("the words of a question, not its subject", () => {
  it.each([
    ["有冇啲講香港歷史嘅書？", ["歷史"]],
    ["可唔可以搵啲恐龍書俾我個仔睇？", []],
    ["有没有关于太空的书", []],
  ])("keeps only the subject of %s", (text, keywords) => {
    expect(readSentence(text).keywords).toEqual(keywords);
  });
});

describe("mergeIntents", () => {
  it("keeps the topic and age when a follow-up only sets the language", () => {
    const merged = mergeIntents([readSentence("恐龍書，七歲"), readSentence("in English please")]);
    expect(merged).toMatchObject({ topic: "nature.dinosaurs", age: 7, language: "en" });
  });

  it("replaces the topic when the reader asks about another", () => {
    const merged = mergeIntents([
      readSentence("dinosaur books for age 7"),
      readSentence("what about space?"),
    ]);
    expect(merged).toMatchObject({ topic: "science.space", age: 7 });
  });
});

describe("conditions carried, lifted and small talk", () => {
  it("marks what the latest sentence did not say as carried", () => {
    const merged = mergeIntents([readSentence("恐龍書，七歲"), readSentence("in English please")]);
    expect(merged.carried).toEqual(["topic", "age"]);
    expect(mergeIntents([readSentence("dinosaur books for age 7")]).carried).toEqual([]);
  });

  it.each([
    ["不限年齡", "age"],
    ["any age is fine", "age"],
    ["不限语言", "language"],
    ["any language", "language"],
    ["不限主題", "topic"],
  ] as const)("lifts a condition on %s", (text, condition) => {
    const merged = mergeIntents([
      readSentence("English dinosaur books for a 7-year-old"),
      readSentence(text),
    ]);
    if (condition === "topic") expect(merged.topic).toBeNull();
    else expect(merged[condition]).toBeNull();
    expect(merged.carried).not.toContain(condition);
  });

  it.each(["今天天氣如何？", "What's the weather like today?", "你是誰？", "how are you"])(
    "takes %s for small talk, not a search",
    (text) => {
      expect(readSentence(text)).toMatchObject({ offTopic: true, keywords: [] });
      expect(mergeIntents([readSentence("恐龍書"), readSentence(text)]).topic).toBeNull();
    },
  );

  it.each(["有關天氣的書", "books about the weather", "恐龍"])(
    "takes %s for a book request",
    (text) => {
      expect(readSentence(text).offTopic).toBeFalsy();
    },
  );
});
