import { describe, expect, it } from "vitest";
import { createNamespacedStorage, DRAFT_PREFIX, forgetDrafts } from "./namespaced-storage";

function fakeArea() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe("createNamespacedStorage", () => {
  it("writes under the campus: prefix and reads values back", () => {
    const area = fakeArea();
    const storage = createNamespacedStorage(area);
    storage.set("token", "abc");
    expect([...area.map.keys()]).toEqual(["campus:token"]);
    expect(storage.get("token")).toBe("abc");
  });

  it("forgets a value once its time to live has passed", () => {
    let now = 1_000;
    const area = fakeArea();
    const storage = createNamespacedStorage(area, { now: () => now });
    storage.set("token", "abc", 604_800_000);
    now += 604_800_000 - 1;
    expect(storage.get("token")).toBe("abc");
    now += 1;
    expect(storage.get("token")).toBeUndefined();
    expect(area.map.size).toBe(0);
  });

  it("treats corrupt or foreign values as absent", () => {
    const area = fakeArea();
    area.map.set("campus:a", "{not json");
    area.map.set("campus:b", '"plain string"');
    const storage = createNamespacedStorage(area);
    expect(storage.get("a")).toBeUndefined();
    expect(storage.get("b")).toBeUndefined();
  });

  it("keeps working in memory when the browser refuses to store", () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    const storage = createNamespacedStorage(refusing);
    storage.set("lang", "en-US");
    expect(storage.get("lang")).toBe("en-US");
    storage.remove("lang");
    expect(storage.get("lang")).toBeUndefined();
  });
});

/** A Storage of the browser's shape, in memory. */
function storageArea(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

describe("forgetDrafts", () => {
  it("forgets every draft of the tab and nothing else", () => {
    const area = storageArea();
    const drafts = createNamespacedStorage(area, { prefix: DRAFT_PREFIX });
    drafts.set("library.loss.1", { reason: "留在巴士上" });
    drafts.set("registration", { form: { name_zh: "陳小文" } });
    area.setItem("campus:registration.schoolCode", '"DEMO"');
    area.setItem("other-site", "kept");
    forgetDrafts(area);
    expect(drafts.get("library.loss.1")).toBeUndefined();
    expect(drafts.get("registration")).toBeUndefined();
    expect(area.getItem("campus:registration.schoolCode")).toBe('"DEMO"');
    expect(area.getItem("other-site")).toBe("kept");
  });
});
