import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createNamespacedStorage } from "../storage/namespaced-storage";
import { createLocaleStore } from "../stores/locale-store";
import { createCampusQueryClient } from "./campus-query-client";

const memory = () => {
  const map = new Map<string, string>();
  return createNamespacedStorage({
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  });
};

describe("the query cache follows the language", () => {
  it("asks an answer on screen again, in the new language, when the language switches", async () => {
    const locale = createLocaleStore(memory());
    const client = createCampusQueryClient(locale);
    const asked: string[] = [];
    // What the server words by language (a lesson's room, say), on screen (observed).
    const observer = new QueryObserver(client, {
      queryKey: ["calendar", 1, "month"],
      queryFn: () => {
        asked.push(locale.getState().locale);
        return Promise.resolve(asked.length);
      },
    });
    const seen: unknown[] = [];
    const stop = observer.subscribe((result) => seen.push(result.data));
    await expect.poll(() => asked).toEqual(["zh-TW"]);

    locale.getState().setLocale("en-US");
    await expect.poll(() => asked).toEqual(["zh-TW", "en-US"]);
    await expect.poll(() => seen.at(-1)).toBe(2);
    stop();
  });
});
