import { endpoints, HEADERS, type Endpoint } from "@campus/contract";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bodyOf, sampleInput, toSearch } from "./testing/contract-inputs";
import { CALLER_ROLES, demoCallers } from "./testing/demo-callers";
import { createTestApp, type TestApp } from "./testing/test-app";

/*
 * The API document's example answers (issue 35, item 41): each read of the contract called on
 * the demo school (the test clock, so dates stay put) as the first caller it answers — signed
 * out, then each demo role — with the schema's sample input. Lists keep two items; secrets are
 * replaced. Then each write, after every read, with the same sample input: about half of them
 * succeed on the demo school (the rest need a record the sample does not name, or a state the
 * demo is not in) and show that answer.
 *
 * The committed file is what the demo school answers today: after changing an answer, run
 * `npx vitest run --project server src/api-examples.test.ts -u` and then `npm run openapi`.
 */

const SECRET_KEYS = /^(token|secret|password|feed_url|url|path|check_in_code)$/;

function trimmed(value: unknown, key = ""): unknown {
  if (Array.isArray(value)) return value.slice(0, 2).map((item) => trimmed(item));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v, k)]));
  if (typeof value === "string" && SECRET_KEYS.test(key) && value.length > 0)
    return key === "token" ? "4fJ2kQ…" : value.replace(/[A-Za-z0-9_-]{20,}/g, "…");
  return value;
}

/** A key pair for these examples only (a fresh database makes its own, different every time). */
const EXAMPLE_VAPID = {
  VAPID_PUBLIC_KEY:
    "BLEAxUt4_cXqEcpZ6c8IFqPFAok_-jefk6IhHzDnVuJZvxp2hdTuwIipH6h0NP0PzBwOd2ALn7W-kfPF33QAwXI",
  VAPID_PRIVATE_KEY: "bB5IWAH5j5ljSlPIYy-DeQpZxZWKDMJR5sYjKvlC41I",
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { env: EXAMPLE_VAPID } });
});
afterAll(async () => {
  await t.close();
});

it("gives each operation it can an example answer: the demo school's own", async () => {
  const callers = demoCallers(t);
  const examples: Record<string, unknown> = {};
  const all = Object.values(endpoints) as Endpoint[];
  for (const endpoint of [...all.filter((e) => !e.write), ...all.filter((e) => e.write)]) {
    for (const who of [undefined, ...CALLER_ROLES]) {
      const headers: Record<string, string> = { [HEADERS.acceptLanguage]: "en-US" };
      if (who) headers[HEADERS.token] = await callers.tokenOf(who);
      const input = sampleInput(endpoint);
      const path = endpoint.path + toSearch(input.query);
      const { body } =
        endpoint.method === "GET"
          ? await t.call(path, { method: "GET", headers })
          : await t.call(path, { method: "POST", headers, ...bodyOf(endpoint, input.body) });
      if (body.code === 200) {
        examples[endpoint.id] = trimmed(body.data);
        break;
      }
    }
  }
  for (const write of [false, true]) {
    const kind = all.filter((e) => Boolean(e.write) === write);
    expect(kind.filter((e) => e.id in examples).length).toBeGreaterThan(kind.length * 0.45);
  }
  await expect(`${JSON.stringify(examples, null, 2)}\n`).toMatchFileSnapshot(
    "../../contract/src/openapi-examples.json",
  );
}, 120_000);
