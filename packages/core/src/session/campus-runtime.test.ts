import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, sendJson } from "../http/test-server";
import { createNamespacedStorage } from "../storage/namespaced-storage";
import { createLocaleStore } from "../stores/locale-store";
import { createSchoolStore } from "../stores/school-store";
import { createSessionStore } from "../stores/session-store";
import { parentUser } from "@campus/contract/fixtures";
import { createCampusRuntime } from "./campus-runtime";

const user = parentUser({ child_user_id: 2 });

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({
    "/parent_student/ajax_login": (_req, res) =>
      sendJson(res, {
        code: 200,
        msg: "",
        data: { token: "tok", expires_at: "2099-01-01T00:00:00Z", user },
      }),
    "/parent_student/setChild": (req, res) =>
      sendJson(res, {
        code: 200,
        msg: "",
        data: {
          ...user,
          child_user_id: Number(new URL(req.url, "http://x").searchParams.get("id")),
        },
      }),
    "/parent_student/api/change_lang": (req, res) =>
      sendJson(res, {
        code: 200,
        msg: "",
        data: { lang: new URL(req.url, "http://x").searchParams.get("lang") },
      }),
    "/parent_student/logout": (_req, res) => sendJson(res, { code: 200, msg: "", data: null }),
  });
});
afterAll(async () => {
  await server.close();
});

function runtime(baseURL = server.url) {
  const area = () => createNamespacedStorage(undefined);
  return createCampusRuntime({
    baseURL,
    session: createSessionStore({ storage: area() }),
    school: createSchoolStore(area()),
    locale: createLocaleStore(area()),
  });
}

const last = () => server.received.at(-1)!;

describe("createCampusRuntime", () => {
  it("signs in with the current language and keeps the session", async () => {
    const r = runtime();
    r.locale.getState().setLocale("en-US");
    await r.signIn({ type: "parent", countryCode: "852", username: "91234567", password: "pw" });
    expect(new URLSearchParams(last().body).get("lang")).toBe("en-US");
    expect(r.session.getState()).toMatchObject({ token: "tok", user: { user_name: "陳大文" } });
  });

  it("sends token, current child, school code and language on every call", async () => {
    const r = runtime();
    await r.signIn({ type: "parent", countryCode: "852", username: "91234567", password: "pw" });
    await r.switchChild(3);
    expect(r.session.getState().user?.child_user_id).toBe(3);
    await r.switchLocale("zh-CN");
    const headers = last().headers;
    expect(headers).toMatchObject({
      token: "tok",
      studentid: "3",
      schoolcode: "DEMO",
      "accept-language": "zh-CN",
    });
    expect(last().url).toBe("/parent_student/api/change_lang?lang=zh-CN");
    expect(r.session.getState().user?.lang).toBe("zh-CN");
  });

  it("switches language locally without calling the server when signed out", async () => {
    const r = runtime();
    const before = server.received.length;
    await r.switchLocale("en-US");
    expect(r.locale.getState().locale).toBe("en-US");
    expect(server.received.length).toBe(before);
  });

  it("a school code in the school store wins over the user's school", async () => {
    const r = runtime();
    await r.signIn({ type: "parent", countryCode: "852", username: "91234567", password: "pw" });
    r.school.getState().setSchool("OTHER", 2);
    await r.switchChild(2);
    expect(last().headers.schoolcode).toBe("OTHER");
  });

  it("signs out locally even when the server cannot be reached", async () => {
    const down = await startTestServer({});
    const url = down.url;
    await down.close();
    const r = runtime(url);
    r.session.getState().signIn("tok", user);
    await expect(r.signOut()).rejects.toThrow();
    expect(r.session.getState()).toMatchObject({ token: null, user: null });
  });
});
