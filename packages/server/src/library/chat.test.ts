import { endpoints } from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { invalidInput } from "../testing/typed-client";
import { createLibraryFeature } from "./feature";
import { openAiEngine } from "./services/chat/openai-engine";
import { libraryClient, type LibraryClient } from "./testing/library-api";

let t: TestApp;
let lib: LibraryClient;
let dinosaurs: number;

type Book = {
  id: number;
  name_zh: string;
  name_en: string;
  language: string;
  age_min: number;
  age_max: number;
  subcategory_id: number;
};

beforeAll(async () => {
  t = await createTestApp();
  lib = libraryClient(t);
  const categories = (await lib.ok(endpoints.libraryCategories, { pageSize: 20 })).list;
  const nature = categories.find((c) => c.code === "nature")!;
  dinosaurs = nature.children.find((c) => c.name_en.startsWith("Dinosaurs"))!.id;
});
afterAll(async () => {
  await t.close();
});

type Turn = { role: "reader" | "assistant"; text: string };

const chat = (message: string, lang: string, history: Turn[] = []) =>
  lib.ok(endpoints.libraryChat, { message, history }, { lang });

describe("ai_chat with the local engine", () => {
  it("answers an English question with English dinosaur books for a 7-year-old, in English", async () => {
    const data = await chat("dinosaur books for a 7-year-old in English", "en-US");
    expect(data.engine).toBe("local");
    // The reader's topic word is shown back to them; it also decides the order within the topic.
    expect(data.intent).toEqual({
      keywords: ["dinosaur"],
      age: 7,
      language: "en",
      category_id: dinosaurs,
      carried: [],
    });
    expect(data.books.length).toBeGreaterThan(0);
    for (const book of data.books as Book[]) {
      expect(book).toMatchObject({ language: "en", subcategory_id: dinosaurs });
      expect(book.age_min).toBeLessThanOrEqual(7);
      expect(book.age_max).toBeGreaterThanOrEqual(7);
    }
    expect(data.reply).toMatch(/^I found \d+ English books about Dinosaurs/);
  });

  it("answers a zh-TW question for a seven-year-old in Traditional Chinese", async () => {
    const data = await chat("適合七歲小朋友的恐龍書", "zh-TW");
    expect(data.intent).toMatchObject({ age: 7, language: null, category_id: dinosaurs });
    expect(data.books.length).toBeGreaterThan(0);
    for (const book of data.books as Book[]) expect(book.age_min).toBeLessThanOrEqual(7);
    expect(data.reply).toContain("為你找到");
    expect(data.reply).toContain("恐龍與史前生物");
    // Books that name dinosaurs come before the rest of the topic (mammoths, fossils).
    expect((data.books as Book[])[0]!.name_zh).toContain("恐龍");
  });

  it("refines the previous question with a follow-up from the history", async () => {
    const history: Turn[] = [
      { role: "reader", text: "適合七歲小朋友的恐龍書" },
      { role: "assistant", text: "為你找到 6 本書" },
    ];
    const data = await chat("in English please", "zh-TW", history);
    expect(data.intent).toMatchObject({ age: 7, language: "en", category_id: dinosaurs });
    for (const book of data.books as Book[]) expect(book.language).toBe("en");
    expect(data.reply).toContain("英文");
    // The topic and the age came from the first question: the reader is told so.
    expect(data.intent.carried).toEqual(["topic", "age"]);
  });

  it("drops a condition carried from before when the reader lifts it", async () => {
    const history: Turn[] = [
      { role: "reader", text: "適合七歲小朋友的恐龍書" },
      { role: "assistant", text: "為你找到 6 本書" },
      { role: "reader", text: "英文的" },
      { role: "assistant", text: "為你找到 6 本書" },
    ];
    const data = await chat("不限年齡", "zh-TW", history);
    expect(data.intent).toMatchObject({ age: null, language: "en", category_id: dinosaurs });
    expect(data.intent.carried).toEqual(["topic", "language"]);
    expect(data.books.length).toBeGreaterThan(0);
  });

  it("answers small talk as small talk: no search for 今天, nothing kept from before", async () => {
    const history: Turn[] = [
      { role: "reader", text: "適合七歲小朋友的英文書" },
      { role: "assistant", text: "為你找到 6 本書" },
    ];
    const data = await chat("今天天氣如何？", "zh-TW", history);
    expect(data.books).toEqual([]);
    expect(data.intent).toEqual({
      keywords: [],
      age: null,
      language: null,
      category_id: null,
      carried: [],
    });
    expect(data.reply).toContain("我只會在學校圖書館的館藏中找書");
    // A book about the weather is still a book request.
    const weather = await chat("有關天氣的書", "zh-TW");
    expect(weather.reply).not.toContain("答不到");
  });

  it("understands simplified Chinese and a school year", async () => {
    const data = await chat("小学三年级的英文恐龙书", "zh-CN");
    expect(data.intent).toMatchObject({ age: 8, language: "en", category_id: dinosaurs });
    expect(data.reply).toContain("为你找到");
  });

  it("reads a question asked in Cantonese: its words are no keywords, Hong Kong is not Macau", async () => {
    const data = await chat("有冇啲講香港歷史嘅書？", "zh-TW");
    expect(data.intent.keywords).toEqual(["香港", "歷史"]);
    expect(data.books.length).toBeGreaterThan(0);
    const names = (data.books as Book[]).map((book) => book.name_zh);
    // Books naming Hong Kong first; the category's others fill in, none of them Macau's.
    expect(names[0]).toContain("香港");
    for (const name of names) expect(name).not.toMatch(/澳門|大三巴|媽閣/);
  });

  it("searches titles for keywords outside the topic list", async () => {
    const data = await chat("Do you have books about Mozart?", "en-US");
    expect(data.intent.keywords).toContain("mozart");
    expect(data.books.length).toBeGreaterThan(0);
    for (const book of data.books as Book[]) expect(book.name_en).toContain("Mozart");
  });

  it("says so and suggests loosening when nothing matches", async () => {
    const data = await chat("dinosaur books for a 3-year-old in English", "en-US");
    expect(data.books).toEqual([]);
    expect(data.reply).toContain("couldn't find");
    expect(data.reply).toContain("Try without the age or the language");
  });

  it("asks for more and offers recommended books when it understands nothing", async () => {
    const data = await chat("hello", "en-US");
    expect(data.intent).toEqual({
      keywords: [],
      age: null,
      language: null,
      category_id: null,
      carried: [],
    });
    expect(data.books.length).toBeGreaterThan(0);
    expect(data.reply).toContain("Tell me the reader's age");
  });

  it.each([
    ["an empty message", { message: "" }, "message"],
    ["an oversize message", { message: "x".repeat(301) }, "message"],
    [
      "a history of more than 10 turns",
      { message: "hi", history: Array(11).fill({ role: "reader", text: "hi" }) },
      "history",
    ],
    [
      "a turn from an unknown speaker",
      { message: "hi", history: [{ role: "system", text: "x" }] },
      "history.0.role",
    ],
  ])("refuses %s", async (_name, body, field) => {
    const { code, data } = await lib.refused(endpoints.libraryChat, invalidInput(body));
    expect(code).toBe(400);
    expect(data?.fields[0]!.field).toBe(field);
  });
});

describe("ai_chat with an OpenAI-compatible endpoint", () => {
  let withModel: TestApp;
  let answer: () => Promise<Response>;

  beforeAll(async () => {
    const fakeFetch = (() => answer()) as typeof fetch;
    withModel = await createTestApp({
      deps: {
        features: [
          createLibraryFeature({
            chatEngine: openAiEngine(
              { baseUrl: "http://ai.invalid/v1", apiKey: "", model: "test-model" },
              fakeFetch,
            ),
          }),
        ],
        log: () => {},
      },
    });
  });
  afterAll(async () => {
    await withModel.close();
  });

  const reply = (content: string) => async () =>
    new Response(JSON.stringify({ choices: [{ message: { content } }] }));

  it("uses the model's reading of the sentence and its wording; the books still come from the catalogue", async () => {
    let calls = 0;
    answer = async () =>
      ++calls === 1
        ? reply(
            JSON.stringify({ keywords: [], age: 7, language: "en", topic: "nature.dinosaurs" }),
          )()
        : reply("Here are some dinosaur books!")();
    const data = await libraryClient(withModel).ok(
      endpoints.libraryChat,
      { message: "恐竜の本", history: [] },
      { lang: "en-US" },
    );
    expect(data.engine).toBe("test-model");
    expect(data.reply).toBe("Here are some dinosaur books!");
    expect(data.intent).toMatchObject({ age: 7, language: "en", category_id: dinosaurs });
    for (const book of data.books as Book[])
      expect(book).toMatchObject({ language: "en", subcategory_id: dinosaurs });
  });

  it("falls back to the local engine when the endpoint fails", async () => {
    answer = async () => new Response("overloaded", { status: 503 });
    const data = await libraryClient(withModel).ok(
      endpoints.libraryChat,
      { message: "dinosaur books for a 7-year-old in English", history: [] },
      { lang: "en-US" },
    );
    expect(data.engine).toBe("local");
    expect(data.intent).toMatchObject({ age: 7, language: "en", category_id: dinosaurs });
    expect(data.reply).toMatch(/^I found/);
  });
});
