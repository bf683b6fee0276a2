import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { THROTTLE } from "../services/throttle";
import { createTestApp, DEMO_LOGINS, type TestApp } from "../testing/test-app";
import { addressReader, parseTrustProxy } from "./client-address";

describe("TRUST_PROXY", () => {
  it("reads a number of hops, or the proxies' addresses and CIDR ranges", () => {
    expect(parseTrustProxy(undefined)).toBe(0);
    expect(parseTrustProxy("")).toBe(0);
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("10.0.0.0/8, 192.0.2.7, fd00::/8")).toEqual([
      "10.0.0.0/8",
      "192.0.2.7",
      "fd00::/8",
    ]);
    expect(() => parseTrustProxy("10.0.0.0/33")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy("proxy.example")).toThrow(/TRUST_PROXY/);
  });

  it("takes the right-most entry not added by a trusted hop", () => {
    const none = addressReader(0);
    expect(none("198.51.100.1", ["6.6.6.6"])).toBe("198.51.100.1");
    const one = addressReader(1);
    expect(one("10.0.0.2", ["1.2.3.4, 203.0.113.9"])).toBe("203.0.113.9");
    expect(one("10.0.0.2", ["1.2.3.4", "203.0.113.9"])).toBe("203.0.113.9");
    expect(one("10.0.0.2", [])).toBe("10.0.0.2");
    const two = addressReader(2);
    expect(two("10.0.0.2", ["6.6.6.6, 203.0.113.9, 10.0.0.1"])).toBe("203.0.113.9");
    // More hops than entries: the left-most is the nearest known to the caller.
    expect(two("10.0.0.2", [])).toBe("10.0.0.2");
    const listed = addressReader(["10.0.0.0/8", "::ffff:192.0.2.7"]);
    expect(listed("::ffff:10.0.0.2", ["6.6.6.6, 203.0.113.9, 10.1.2.3"])).toBe("203.0.113.9");
    expect(listed("192.0.2.7", ["6.6.6.6, 203.0.113.9"])).toBe("203.0.113.9");
    // A peer that is not a listed proxy is the caller, whatever it forwards.
    expect(listed("198.51.100.1", ["203.0.113.9"])).toBe("198.51.100.1");
    expect(listed("10.0.0.2", ["10.0.0.3"])).toBe("10.0.0.3");
  });
});

describe("sign-in throttling behind a trusted proxy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deps: { trustProxy: 1 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("throttles thirty wrong passwords sent with made-up left-most X-Forwarded-For entries", async () => {
    const proxy = "10.0.0.2";
    const caller = "203.0.113.77";
    for (let i = 0; i <= THROTTLE.address.freeFailures; i++) {
      const { body } = await t.call("/parent_student/ajax_login", {
        form: { ...DEMO_LOGINS.student, username: `guess${i}`, password: "wrong" },
        address: proxy,
        lang: "en-US",
        headers: { "x-forwarded-for": `198.18.${i}.${i + 1}, ${caller}` },
      });
      expect(body.code).toBe(400);
    }
    const next = await t.call("/parent_student/ajax_login", {
      form: DEMO_LOGINS.youngerStudent,
      address: proxy,
      lang: "en-US",
      headers: { "x-forwarded-for": `198.18.200.1, ${caller}` },
    });
    expect(next.body).toMatchObject({ code: 429 });
    // Another caller behind the same proxy is not locked out.
    const other = await t.call("/parent_student/ajax_login", {
      form: DEMO_LOGINS.youngerStudent,
      address: proxy,
      headers: { "x-forwarded-for": "198.51.100.30" },
    });
    expect(other.body.code).toBe(200);
  });
});
