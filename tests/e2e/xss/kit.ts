import { expect, type APIRequestContext, type Locator, type Page } from "../fixtures";
import type { Payload } from "@campus/ui/testing";
import type { Session } from "../support";

/*
 * What the stored-XSS journey (../xss.spec.ts) is made of: the demo accounts' API, and the shape
 * of a free-text field's row. Each feature keeps its rows in a file of its own beside this one
 * (`<feature>.ts`, exporting `fields`); the journey reads every file here, so a feature's free
 * text joins the journey without an edit to a shared file.
 */

export type Account = "signedOut" | "parent" | "student" | "staff";

interface Login {
  type: "parent" | "student" | "teacher";
  username: string;
  countryCode?: string;
  /** For a parent: the child the session acts for. */
  child?: string;
}

const PASSWORD = "campus2026";
/** A real 1 × 1 PNG: a certificate photo as far as the server can tell. */
export const PNG = Buffer.from(
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
export class Api {
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

export interface Stored {
  payloads: Payload[];
  /** The book a review batch is about. */
  bookId?: number;
  /** Calendar items made of the batch, one per payload, in its order. */
  keys?: string[];
}

/** Steps that take stored records away again, registered as each record is made. */
export type Undo = (() => Promise<unknown>)[];

export interface Context {
  api: Api;
  /** A book for this project (and row) alone. */
  bookId: number;
}

export interface View {
  /** Where it is shown, and to whom. */
  name: string;
  as: Account;
  /** Opens the page; yields each screen's region that holds the batch (paged lists page on). */
  screens(page: Page, stored: Stored): AsyncGenerator<Locator>;
}

export interface FreeTextField {
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

/** One of the reader's record pages (or the desk), all of the batch on one page of 50. */
export function recordsPage(name: string, as: Account, path: string, tab?: string): View {
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
