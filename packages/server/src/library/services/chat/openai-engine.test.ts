import { describe, expect, it } from "vitest";
import { openAiEngine, openAiSettingsFrom } from "./openai-engine";

const settings = {
  baseUrl: "http://ai.invalid/v1",
  apiKey: "k",
  model: "test-model",
  timeoutMs: 200,
};

function answering(content: string, status = 200): typeof fetch {
  return (async () =>
    new Response(JSON.stringify({ choices: [{ message: { content } }] }), {
      status,
    })) as typeof fetch;
}

describe("openAiEngine", () => {
  it("is configured only when a base URL and a model are set", () => {
    expect(openAiSettingsFrom({})).toBeNull();
    expect(
      openAiSettingsFrom({ CAMPUS_AI_BASE_URL: "http://x/v1/", CAMPUS_AI_MODEL: "m" }),
    ).toEqual({
      baseUrl: "http://x/v1",
      apiKey: "",
      model: "m",
    });
  });

  it("reads the model's JSON into an intent, keeping only known topics and sane values", async () => {
    const engine = openAiEngine(
      settings,
      answering(
        JSON.stringify({ keywords: ["恐龍"], age: 7, language: "en", topic: "nature.dinosaurs" }),
      ),
    );
    expect(engine.name).toBe("test-model");
    expect(await engine.understand("x", [], ["nature.dinosaurs"])).toEqual({
      keywords: ["恐龍"],
      age: 7,
      language: "en",
      topic: "nature.dinosaurs",
    });
    const wild = openAiEngine(
      settings,
      answering(JSON.stringify({ keywords: "all", age: 300, language: "fr", topic: "drop table" })),
    );
    expect(await wild.understand("x", [], ["nature.dinosaurs"])).toEqual({
      keywords: [],
      age: null,
      language: null,
      topic: null,
    });
  });

  it("throws on an HTTP error, a non-JSON answer or a time-out, so the local engine answers", async () => {
    await expect(
      openAiEngine(settings, answering("{}", 500)).understand("x", [], []),
    ).rejects.toThrow("HTTP 500");
    await expect(
      openAiEngine(settings, answering("not json")).understand("x", [], []),
    ).rejects.toThrow();
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener("abort", () => reject(init.signal!.reason)),
      )) as typeof fetch;
    await expect(openAiEngine(settings, hanging).understand("x", [], [])).rejects.toThrow();
  });
});
