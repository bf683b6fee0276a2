import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from "./fixtures";
import {
  injectedMarkup,
  PAYLOADS,
  shownText,
  type Payload,
} from "../../packages/ui/src/testing/xss-payloads";
import { putSession, type Session } from "./support";

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
 * One row of FIELDS per (field, how it is stored, where it is shown): a free-text field added
 * later (remarks, application fields) is one more row. Storing goes through the API in bulk;
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

type Account = "signedOut" | "parent" | "student" | "staff";

interface Login {
  type: "parent" | "student" | "teacher";
  username: string;
  countryCode?: string;
  /** For a parent: the child the session acts for. */
  child?: string;
}

const PASSWORD = "campus2026";
/** A real 1 × 1 PNG: a certificate photo as far as the server can tell. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

const LOGINS: Record<Exclude<Account, "signedOut">, Login> = {
  // The demo parent acts for the younger child; the demo student is the elder one.
  parent: { type: "parent", username: "91234567", countryCode: "852", child: "陳小欣" },
  student: { type: "student", username: "s2026001" },
  staff: { type: "teacher", username: "admin" },
};

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** The API as the demo accounts, each signed in once (a parent then acting for its child). */
class Api {
  private sessions = new Map<Account, Promise<Session>>();
  calls = 0;

  constructor(private request: APIRequestContext) {}

  session(account: Exclude<Account, "signedOut">): Promise<Session> {
    let session = this.sessions.get(account);
    if (!session) {
      const login = LOGINS[account];
      if (!login) throw new Error(`no demo login for ${account}`);
      session = this.signIn(login);
      this.sessions.set(account, session);
    }
    return session;
  }

  private async signIn({ child, ...login }: Login): Promise<Session> {
    this.calls++;
    const response = await this.request.post("/parent_student/ajax_login", {
      form: { ...login, password: PASSWORD },
    });
    const signedIn = (await response.json()) as Envelope<Session & { user: User }>;
    expect(signedIn.code, `sign-in of ${login.username}: ${signedIn.msg}`).toBe(200);
    if (!child) return signedIn.data;
    const id = signedIn.data.user.childsUser.find((c) => c.name_zh === child)!.id;
    this.calls++;
    const switched = (await (
      await this.request.post(`/parent_student/setChild?id=${id}`, {
        headers: { token: signedIn.data.token },
      })
    ).json()) as Envelope;
    expect(switched.code, switched.msg).toBe(200);
    return { ...signedIn.data, user: switched.data };
  }

  /** One call; the envelope whatever its code. */
  async try<T>(account: Exclude<Account, "signedOut">, path: string, body: object) {
    const { token } = await this.session(account);
    this.calls++;
    const response = await this.request.post(path, { headers: { token }, data: body });
    return (await response.json()) as Envelope<T>;
  }

  /** One file uploaded (a multipart form with its `file` part); must succeed. */
  async upload<T>(
    account: Exclude<Account, "signedOut">,
    path: string,
    name: string,
    body: string | Buffer,
  ) {
    const { token } = await this.session(account);
    this.calls++;
    // The server reads the bytes, never the type claimed.
    const buffer = typeof body === "string" ? Buffer.from(body) : body;
    const response = await this.request.post(path, {
      headers: { token },
      multipart: { file: { name, mimeType: "application/octet-stream", buffer } },
    });
    const answer = (await response.json()) as Envelope<T>;
    expect(answer.code, `${path} ${name.slice(0, 60)}: ${answer.msg}`).toBe(200);
    return answer.data;
  }

  /** One call that must succeed. */
  async call<T>(account: Exclude<Account, "signedOut">, path: string, body: object): Promise<T> {
    const answer = await this.try<T>(account, path, { schoolId: SCHOOL_ID, ...body });
    expect(answer.code, `${path} ${JSON.stringify(body).slice(0, 120)}: ${answer.msg}`).toBe(200);
    return answer.data;
  }
}

interface User {
  childsUser: { id: number; name_zh: string }[];
}

const SCHOOL_ID = 1;

// ── The free-text fields ────────────────────────────────────────────────────────────────

interface Stored {
  payloads: Payload[];
  /** The book a review batch is about. */
  bookId?: number;
  /** Calendar items made of the batch, one per payload, in its order. */
  keys?: string[];
}

/** Steps that take stored records away again, registered as each record is made. */
type Undo = (() => Promise<unknown>)[];

interface Context {
  api: Api;
  /** A book for this project (and row) alone. */
  bookId: number;
}

interface View {
  /** Where it is shown, and to whom. */
  name: string;
  as: Account;
  /** Opens the page; yields each screen's region that holds the batch (paged lists page on). */
  screens(page: Page, stored: Stored): AsyncGenerator<Locator>;
}

interface FreeTextField {
  field: string;
  /** How it is stored. */
  how: string;
  /**
   * The most payloads stored at once (default 50, the largest page of the record lists; less
   * where a page shows fewer); each batch is shown on every view.
   */
  batch?: number;
  store(context: Context, payloads: Payload[], undo: Undo): Promise<Stored>;
  views: View[];
}

const REVIEWS_PER_PAGE = 5;
const RECORDS = "/parent_student/library/myrecord";

/** A book's detail page in the portal: its reviews, paged five at a time, newest first. */
function bookDetail(as: Account): View {
  return {
    name: `book detail reviews (portal, ${as})`,
    as,
    async *screens(page, stored) {
      await page.goto(`/parent_student/library/bookdetail?id=${stored.bookId}`);
      yield* pagedReviews(page.getByRole("main"), stored);
    },
  };
}

/** The same reviews in `<campus-library>` on the school's own page (the embed demo). */
function embeddedBookDetail(as: Account): View {
  return {
    name: `book detail reviews (embed, ${as})`,
    as,
    async *screens(page, stored) {
      // The demo page opens the element on its home; this visit opens it on the book.
      await page.route("**/embed/", async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          'path="/library/home"',
          `path="/library/bookdetail?id=${stored.bookId}"`,
        );
        await route.fulfill({ response, body: html });
      });
      try {
        await page.goto("/embed/");
        yield* pagedReviews(page.locator("campus-library"), stored);
      } finally {
        await page.unroute("**/embed/");
      }
    },
  };
}

async function* pagedReviews(root: Locator, stored: Stored) {
  const list = root.getByRole("list", { name: "書評" });
  const pages = Math.ceil(stored.payloads.length / REVIEWS_PER_PAGE);
  for (let n = 1; n <= pages; n++) {
    if (n > 1) {
      const before = await list.innerText();
      await root.getByRole("button", { name: "下一頁" }).click();
      await expect.poll(() => list.innerText(), { intervals: [50] }).not.toBe(before);
    }
    await expect(list).not.toHaveAttribute("aria-busy");
    yield list;
  }
}

/** One of the reader's record pages (or the desk), all of the batch on one page of 50. */
function recordsPage(name: string, as: Account, path: string, tab?: string): View {
  return {
    name: `${name} (${as})`,
    as,
    async *screens(page) {
      await page.goto(`${path}${path.includes("?") ? "&" : "?"}size=50`);
      const main = page.getByRole("main");
      if (tab) await main.getByRole("tab", { name: tab }).click();
      yield main;
    },
  };
}

/** Reviews written by one account, one book per row and project. */
function reviews(by: "parent" | "student", writer: string): FreeTextField {
  return {
    field: "book review",
    how: `written by ${writer} (add_book_comment)`,
    async store({ api, bookId }, payloads, undo) {
      for (const payload of payloads) {
        const review = await api.call<{ id: number }>(by, "/api/library/user/add_book_comment", {
          bookId,
          content: payload.text,
        });
        undo.push(() => api.call(by, "/api/library/user/delete_book_comment", { id: review.id }));
      }
      return { payloads, bookId };
    },
    views: [
      bookDetail(by),
      embeddedBookDetail("signedOut"),
      recordsPage("my reviews", by, `${RECORDS}/review`),
    ],
  };
}

/**
 * School events the office wrote with the payloads as titles, descriptions and places, on a
 * Saturday with nothing else on (the whole school's): the family's calendar shows them.
 */
const EVENT_DAY = "2027-05-22";

function schoolEvents(): FreeTextField {
  const calendar = "/parent_student/calendar";
  return {
    field: "school event title, description, place and attachment name",
    how: "written by the school office (save_school_event, upload_attachment)",
    // Ten a batch: the itinerary's first page, all on one day.
    batch: 10,
    async store({ api }, payloads, undo) {
      const keys: string[] = [];
      for (const payload of payloads) {
        const file = await api.upload<{ id: number }>(
          "staff",
          "/api/calendar/upload_attachment",
          `${payload.text}.pdf`,
          "%PDF-1.4\n",
        );
        const event = await api.call<{ id: number }>("staff", "/api/calendar/save_school_event", {
          kind: "event",
          title_zh: payload.text,
          title_cn: payload.text,
          title_en: payload.text,
          description_zh: payload.text,
          place_zh: payload.text,
          start_day: EVENT_DAY,
          end_day: EVENT_DAY,
          attachments: [file.id],
        });
        keys.push(`event:${event.id}`);
        undo.push(() => api.call("staff", "/api/calendar/delete_school_event", { id: event.id }));
      }
      return { payloads, keys };
    },
    views: [
      {
        name: "itinerary list (parent)",
        as: "parent",
        async *screens(page) {
          await page.goto(`${calendar}/PersonalDetail?from=${EVENT_DAY}&kinds=event`);
          yield page.getByRole("main");
        },
      },
      {
        name: "the day's agenda on the overview (parent)",
        as: "parent",
        async *screens(page) {
          await page.goto(`${calendar}/PersonalOverview?month=2027-05&day=${EVENT_DAY}`);
          yield page.getByRole("main");
        },
      },
      {
        name: "an event's detail with its attachment (parent)",
        as: "parent",
        // As a parent reaches it: from the list. The batch's first (the details of all are the
        // detail screen's stories'); the shown text is the list's and the detail's together.
        async *screens(page, stored) {
          await page.goto(`${calendar}/PersonalDetail?from=${EVENT_DAY}&kinds=event`);
          const main = page.getByRole("main");
          yield main;
          // The link carries the list to go back to, after the key.
          const href = `ClassScheduleDetail?key=${encodeURIComponent(stored.keys![0]!)}&back=`;
          const back = main.getByRole("link", { name: "返回行程列表" });
          // A list refreshing as it loads can drop a click (its link re-rendered under the
          // pointer): the link again until the detail opens.
          await expect(async () => {
            if (!(await back.isVisible()))
              await main.locator(`a[href*="${href}"]`).click({ timeout: 2_000 });
            await expect(back).toBeVisible({ timeout: 2_000 });
          }).toPass({ timeout: 15_000 });
          yield main;
        },
      },
    ],
  };
}

const FIELDS: FreeTextField[] = [
  reviews("parent", "the demo parent for 陳小欣"),
  {
    field:
      "a parent's outside award (name, organiser, role, achievement, remark) and the school's refusal reason",
    how: "sent by the demo parent with a certificate photo (upload_certificate, submit_record), refused by the office (decide_events)",
    async store({ api }, payloads, undo) {
      const settings = await api.call<{ categories: { id: number }[] }>(
        "parent",
        "/api/eca/settings",
        {},
      );
      const events: number[] = [];
      for (const payload of payloads) {
        const photo = await api.upload<{ id: number }>(
          "parent",
          "/api/eca/upload_certificate",
          `${payload.text}.png`,
          PNG,
        );
        const record = await api.call<{ event: { id: number } }>(
          "parent",
          "/api/eca/submit_record",
          {
            name: payload.text,
            organiser: payload.text.slice(0, 120),
            nature: "competition",
            category_id: settings.categories[0]!.id,
            starts_on: "2019-09-04",
            ends_on: "2019-09-04",
            hours: "1",
            level: "",
            prize_id: "",
            role: payload.text.slice(0, 60),
            achievement: payload.text.slice(0, 120),
            remark: payload.text,
            certificate_ids: [photo.id],
          },
        );
        events.push(record.event.id);
        undo.push(() => api.call("staff", "/api/eca/delete_event", { id: record.event.id }));
      }
      // Each refused with its payload as the reason the parent reads.
      for (const [i, payload] of payloads.entries())
        await api.call("staff", "/api/eca/decide_events", {
          ids: [events[i]],
          decision: "reject",
          reason: payload.text,
        });
      return { payloads };
    },
    views: [
      recordsPage("the child's records", "parent", "/parent_student/smarteca/detail?show=rejected"),
      recordsPage(
        "the parents' refused submissions",
        "staff",
        "/parent_student/smarteca/approval?source=parent&status=rejected",
      ),
    ],
  },
  schoolEvents(),
];

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
