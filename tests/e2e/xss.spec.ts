import { readdirSync } from "node:fs";
import { expect, test, type Page, type TestInfo } from "./fixtures";
import { injectedMarkup, PAYLOADS, shownText } from "../../packages/ui/src/testing/xss-payloads";
import { putSession } from "./support";
import { Api, type Account, type Context, type FreeTextField, type Undo } from "./xss/kit";

/*
 * Stored cross-site scripting (issue 7): free-text fields are filled with the payloads of
 * xss-payloads.ts through the API, then pages that show them are opened in Chromium under the
 * server's real CSP. No payload may run, and each must be on the page as the text typed (as the
 * server kept it). Every screen that shows a free-text field also has a story at each width with
 * the payloads in its answers (`userTextStory`, packages/ui/src/testing/xss.ts): the library's
 * records and desk, the calendar's itinerary, day and detail, ECA's labels, event list, an
 * event's students, trait evidence, a student's timeline and SLP, an import's preview. Here:
 * each feature's stores and the CSP — a review, a parent's award with its refusal, school
 * events.
 *
 * One row per (field, how it is stored, where it is shown), in the feature's own file of
 * `xss/` (`xss/<feature>.ts`): a free-text field added later is one more row there. Storing goes through the API in bulk;
 * each page is opened once per batch (paged lists are paged through).
 *
 * Execution is heard four ways: a dialog (`alert`), the `__xss` trap (a setter on `window`
 * that reports to the test at once, so a navigation cannot lose it), a request to
 * `/__xss__/N` (markup was parsed even where no script ran), and console errors from a
 * Content-Security-Policy refusing something. After each screen the shown region is also
 * searched for markup user text can only have made (`on*` attributes, script, frames,
 * javascript: URLs).
 *
 * The journeys of one worker share its server, in turn: each row removes what it stored.
 */

/**
 * Every feature's rows (`xss/<feature>.ts`, each exporting `fields`), in the files' order: a
 * feature's free text joins the journey with a file of its own.
 */
const FIELDS: FreeTextField[] = (
  await Promise.all(
    readdirSync(new URL("./xss/", import.meta.url))
      .filter((file) => file.endsWith(".ts") && file !== "kit.ts")
      .sort()
      .map((file) => import(`./xss/${file}`) as Promise<{ fields: FreeTextField[] }>),
  )
).flatMap((feature) => feature.fields);

// ── Hearing a payload run ───────────────────────────────────────────────────────────────

interface Alarm {
  how: string;
  what: string;
  where: string;
}

/** Listens on the page for every sign of a payload running; `where` names the current view. */
async function listen(page: Page) {
  const alarms: Alarm[] = [];
  let where = "";
  const raise = (how: string, what: string) => alarms.push({ how, what, where });
  page.on("dialog", (dialog) => {
    raise(`dialog ${dialog.type()}`, dialog.message());
    void dialog.dismiss().catch(() => undefined);
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content.Security.Policy|Refused to/i.test(message.text()))
      raise("refused (CSP)", message.text());
  });
  // An uncaught error while user text is on screen is a payload that started and failed.
  page.on("pageerror", (error) => raise("page error", error.message));
  await page.route("**/__xss__/**", (route) => {
    raise("marker request", route.request().url());
    return route.fulfill({ status: 204 });
  });
  await page.exposeBinding("__xssReport", (_source, value: unknown) =>
    raise("__xss trap", String(value)),
  );
  await page.addInitScript(() => {
    const report = (value: unknown) =>
      (window as unknown as { __xssReport?: (v: unknown) => void }).__xssReport?.(value);
    Object.defineProperty(window, "__xss", {
      configurable: false,
      get: () => undefined,
      set: report,
    });
  });
  return {
    alarms,
    at(view: string) {
      where = view;
    },
  };
}

/** Puts the account's session where the client keeps it (or none, signed out). */
async function actAs(page: Page, api: Api, account: Account, origin: string) {
  await putSession(page, origin, account === "signedOut" ? null : await api.session(account));
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function contextFor(api: Api, testInfo: TestInfo, row: number): Context {
  // A book of the generated catalogue (books 100–2000) no journey reads: one each.
  const project = testInfo.project.name === "phone" ? 1 : 0;
  return { api, bookId: 1800 + project * 100 + row };
}

test.describe("stored user text is shown as text and never runs", () => {
  for (const [row, field] of FIELDS.entries()) {
    test(`${field.field}, ${field.how}`, async ({ page, request, baseURL }, testInfo) => {
      testInfo.annotations.push({
        type: "shown on",
        description: field.views.map((v) => v.name).join("; "),
      });
      const api = new Api(request);
      const context = contextFor(api, testInfo, row);
      const listener = await listen(page);
      const missing: string[] = [];
      const markup: string[] = [];
      try {
        for (const batch of chunks(PAYLOADS, field.batch ?? 50)) {
          const undo: Undo = [];
          try {
            const stored = await field.store(context, batch, undo);
            for (const view of field.views) {
              listener.at(view.name);
              await actAs(page, api, view.as, baseURL!);
              const seen: string[] = [];
              for await (const region of view.screens(page, stored)) {
                // Loaded once any of the batch is there: one answer brings the whole screen.
                await expect
                  .poll(
                    async () => {
                      const text = shownText(await region.innerText());
                      return batch.some((payload) => text.includes(shownText(payload.text)));
                    },
                    { message: `${view.name} shows the batch`, intervals: [50] },
                  )
                  .toBe(true);
                seen.push(shownText(await region.innerText()));
                for (const found of await region.evaluate(injectedMarkup))
                  markup.push(`${view.name}: ${found}`);
              }
              // A handler that fires late (image errors, toggles, animations) has this long to do
              // so before the page is left: proving that nothing runs needs a moment of waiting.
              await page.waitForTimeout(250);
              const text = seen.join(" ");
              for (const payload of batch)
                if (!text.includes(shownText(payload.text)))
                  missing.push(`${view.name}: #${payload.id} ${payload.name}`);
            }
          } finally {
            for (const step of undo.reverse()) await step();
          }
        }
      } finally {
        // Also after a failure above: what ran and what was parsed says most about it.
        testInfo.annotations.push({
          type: "xss",
          description: `${PAYLOADS.length} payloads, ${api.calls} API calls`,
        });
        const alarms = [...new Set(listener.alarms.map((a) => `${a.where}: ${a.how} ${a.what}`))];
        expect.soft(alarms, "payloads that ran").toEqual([]);
        expect.soft([...new Set(markup)], "markup made by user text").toEqual([]);
        expect.soft(missing, "payloads not shown as the text typed").toEqual([]);
      }
    });
  }
});
