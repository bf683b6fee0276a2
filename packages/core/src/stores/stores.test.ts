import { describe, expect, it } from "vitest";
import { createNamespacedStorage } from "../storage/namespaced-storage";
import { parentUser } from "@campus/contract/fixtures";
import { createLocaleStore } from "./locale-store";
import { createSchoolStore } from "./school-store";
import { createSessionStore, currentChild, TOKEN_TTL_MS } from "./session-store";

function memoryArea() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const user = parentUser({ child_user_id: 3 });

describe("session store", () => {
  it("keeps the token 7 days (604800000 ms) in namespaced local storage", () => {
    let now = 0;
    const area = memoryArea();
    const storage = createNamespacedStorage(area, { now: () => now });
    createSessionStore({ storage, now: () => now })
      .getState()
      .signIn("tok", user);
    expect(JSON.parse(area.map.get("campus:token")!)).toEqual({ v: "tok", e: TOKEN_TTL_MS });
    expect(TOKEN_TTL_MS).toBe(604_800_000);

    now = TOKEN_TTL_MS - 1;
    expect(createSessionStore({ storage, now: () => now }).getState().token).toBe("tok");
    now = TOKEN_TTL_MS;
    const reopened = createSessionStore({ storage, now: () => now }).getState();
    expect(reopened.token).toBeNull();
    expect(reopened.user).toBeNull();
  });

  it("never keeps a token longer than the server says it lives", () => {
    const area = memoryArea();
    const storage = createNamespacedStorage(area, { now: () => 0 });
    createSessionStore({ storage, now: () => 0 })
      .getState()
      .signIn("tok", user, new Date(60_000).toISOString());
    expect(JSON.parse(area.map.get("campus:token")!).e).toBe(60_000);
  });

  it("clearUser forgets user info but keeps the token; signOut forgets both", () => {
    const storage = createNamespacedStorage(memoryArea());
    const store = createSessionStore({ storage });
    store.getState().signIn("tok", user);
    store.getState().clearUser();
    expect(store.getState()).toMatchObject({ token: "tok", user: null });
    store.getState().signOut();
    expect(store.getState()).toMatchObject({ token: null, user: null });
    expect(storage.get("token")).toBeUndefined();
  });

  it("remembers the last login type past sign-out, and ignores a stored value that is none", () => {
    const area = memoryArea();
    const storage = createNamespacedStorage(area);
    const store = createSessionStore({ storage });
    expect(store.getState().lastLoginType).toBeNull();
    store.getState().rememberLoginType("student");
    store.getState().signOut();
    expect(createSessionStore({ storage }).getState().lastLoginType).toBe("student");
    storage.set("loginType", "admin");
    expect(createSessionStore({ storage }).getState().lastLoginType).toBeNull();
  });

  it("follows another tab through the storage event", () => {
    const area = memoryArea();
    const listeners: ((e: StorageEvent) => void)[] = [];
    const fakeWindow = {
      addEventListener: (_type: string, listener: (e: StorageEvent) => void) =>
        listeners.push(listener),
    } as unknown as Window;
    const thisTab = createSessionStore({
      storage: createNamespacedStorage(area),
      window: fakeWindow,
    });
    const otherTab = createSessionStore({ storage: createNamespacedStorage(area) });

    otherTab.getState().signIn("tok2", user);
    for (const l of listeners) l({ key: "campus:token" } as StorageEvent);
    expect(thisTab.getState().token).toBe("tok2");
    expect(thisTab.getState().user?.user_name).toBe("陳大文");

    otherTab.getState().signOut();
    for (const l of listeners) l({ key: "campus:token" } as StorageEvent);
    expect(thisTab.getState().token).toBeNull();

    for (const l of listeners) l({ key: "unrelated" } as StorageEvent);
    expect(thisTab.getState().token).toBeNull();
  });

  it("currentChild is the child the server selected", () => {
    expect(currentChild(user)?.name_zh).toBe("陳小欣");
    expect(currentChild({ ...user, child_user_id: null })).toBeNull();
    expect(currentChild(null)).toBeNull();
  });
});

describe("school store", () => {
  it("keeps code and id in (session) storage", () => {
    const area = memoryArea();
    createSchoolStore(createNamespacedStorage(area)).getState().setSchool("DEMO", 1);
    expect(area.map.get("campus:schoolCode")).toBe('{"v":"DEMO"}');
    const reopened = createSchoolStore(createNamespacedStorage(area)).getState();
    expect([reopened.code, reopened.id]).toEqual(["DEMO", 1]);
    reopened.clearSchool();
    expect(area.map.size).toBe(0);
  });
});

describe("locale store", () => {
  it("starts in zh-TW and remembers a chosen language", () => {
    const area = memoryArea();
    const store = createLocaleStore(createNamespacedStorage(area));
    expect(store.getState().locale).toBe("zh-TW");
    store.getState().setLocale("en-US");
    expect(createLocaleStore(createNamespacedStorage(area)).getState().locale).toBe("en-US");
  });

  it("takes a page's language only until the user chooses one, and does not remember it", () => {
    const storage = createNamespacedStorage(memoryArea());
    const store = createLocaleStore(storage);
    store.getState().suggest("zh-CN");
    expect(store.getState().locale).toBe("zh-CN");
    expect(createLocaleStore(storage).getState().locale).toBe("zh-TW");
    store.getState().setLocale("en-US");
    const reloaded = createLocaleStore(storage);
    reloaded.getState().suggest("zh-CN");
    expect(reloaded.getState().locale).toBe("en-US");
  });

  it("ignores a stored value that is not a product locale", () => {
    const area = memoryArea();
    area.map.set("campus:lang", '{"v":"fr-FR"}');
    expect(createLocaleStore(createNamespacedStorage(area)).getState().locale).toBe("zh-TW");
  });
});
