import type { Locator, Page, Route } from "../fixtures";

/*
 * What the fault journeys (../faults.spec.ts) are made of: the faults a phone's connection
 * brings, and the shape of a write's row and a page's. Each feature keeps its rows in a file of
 * its own beside this one (`<feature>.ts`, exporting `screens` and/or `writes`); the journeys read
 * every file here, so a feature's pages and writes join them without an edit to a shared file.
 */

export const PHONE = { width: 360, height: 780 };
export const NETWORK = "網絡連接錯誤";
/** A device known to be offline: said so, not as a network error (issue 35, item 25). */
export const OFFLINE = "你似乎已離線";
export const TIMEOUT = "載入逾時";
export const UNCONFIRMED = "未能確認操作是否完成";
export const UPSTREAM =
  "upstream connect error or disconnect/reset before headers. reset reason: overflow";

export type Expect =
  | { toast: RegExp | string; unconfirmed: boolean }
  | { alert: RegExp | string; text: RegExp | string }
  | { home: true }
  | { signIn: true };

export interface Fault {
  name: string;
  /** Installs the fault on the write's address; `release` lets a held request go on. */
  install(page: Page, url: RegExp): Promise<{ release?: () => Promise<void> }>;
  /** After the action: what moves time on (a hang past the client's 10 s time-out). */
  after?(page: Page, held: { release?: () => Promise<void> }): Promise<void>;
  expect: Expect;
  /** The server acted: the screen must show it without a reload. */
  acts?: true;
}

export const envelope = (code: number, msg: string) =>
  JSON.stringify({ code, msg, data: null }) satisfies string;

/** A fault that answers the write's next call, once, with `reply` instead of the server. */
const answerOnce =
  (reply: Parameters<Route["fulfill"]>[0]): Fault["install"] =>
  async (page, url) => {
    await page.route(url, (route) => route.fulfill(reply), { times: 1 });
    return {};
  };

/** The same with an envelope of the API's own: a code and its message. */
const envelopeOnce = (code: number, msg: string) =>
  answerOnce({ contentType: "application/json", body: envelope(code, msg) });

export const FAULTS: Record<string, Fault> = {
  abort: {
    name: "the connection drops",
    install: async (page, url) => {
      await page.route(url, (route) => route.abort("connectionreset"), { times: 1 });
      return {};
    },
    expect: { toast: NETWORK, unconfirmed: true },
  },
  hang: {
    name: "no answer within 10 s",
    install: async (page, url) => {
      await page.route(url, () => undefined, { times: 1 });
      return {};
    },
    after: (page) => page.clock.fastForward(10_500),
    expect: { toast: TIMEOUT, unconfirmed: true },
  },
  late: {
    name: "the server acts, its answer comes after 10 s",
    install: async (page, url) => {
      // Settled once the server has answered the forwarded request (the page never hears it).
      let answer = () => undefined as void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route(
        url,
        (route) => {
          void route.fetch().then(answer, answer);
        },
        { times: 1 },
      );
      return { release: () => answered };
    },
    // The server has acted before the client gives up and reads again (on a loaded machine the
    // forwarded request may still be on its way when the clock jumps).
    after: async (page, held) => {
      await held.release?.();
      await page.clock.fastForward(10_500);
    },
    expect: { toast: TIMEOUT, unconfirmed: true },
    acts: true,
  },
  lost: {
    name: "the server acts, its answer is lost",
    install: async (page, url) => {
      await page.route(
        url,
        async (route) => {
          await route.fetch();
          await route.abort("connectionreset");
        },
        { times: 1 },
      );
      return {};
    },
    expect: { toast: NETWORK, unconfirmed: true },
    acts: true,
  },
  http500: {
    name: "HTTP 500",
    install: answerOnce({ status: 500, body: "Internal error" }),
    expect: { alert: "請求失敗", text: /伺服器回應狀態碼 500.*未能確認操作是否完成/ },
  },
  http502: {
    name: "HTTP 502 from a proxy, in English",
    install: answerOnce({ status: 502, body: UPSTREAM }),
    expect: { alert: "請求失敗", text: /伺服器回應狀態碼 502/ },
  },
  nonJson: {
    name: "an answer that is not JSON",
    install: answerOnce({ status: 200, contentType: "text/plain", body: UPSTREAM }),
    expect: { toast: NETWORK, unconfirmed: true },
  },
  maintenance: {
    name: "code 666",
    install: envelopeOnce(666, "maintenance"),
    expect: { alert: "系統維護中", text: "系統正進行短暫維護檢查，將於一小時內恢復" },
  },
  goHome: {
    name: "code 324",
    install: envelopeOnce(324, ""),
    expect: { home: true },
  },
  busy: {
    name: "a repeat while the first still runs (409)",
    install: envelopeOnce(409, "此操作仍在處理中，請稍後再查看"),
    expect: { toast: "此操作仍在處理中，請稍後再查看", unconfirmed: true },
  },
  keyReused: {
    name: "the key already used for another body (422)",
    install: envelopeOnce(422, "此操作的請求編號已用於另一項內容不同的請求，請重新開始操作"),
    expect: { toast: "此操作的請求編號已用於另一項內容不同的請求", unconfirmed: false },
  },
  offline: {
    name: "offline",
    install: async (page) => {
      await page.context().setOffline(true);
      return { release: () => page.context().setOffline(false) };
    },
    expect: { toast: OFFLINE, unconfirmed: false },
  },
  revoked: {
    name: "the token is revoked",
    install: async (page, url) => {
      await page.route(
        url,
        (route) => route.continue({ headers: { ...route.request().headers(), token: "revoked" } }),
        { times: 1 },
      );
      return {};
    },
    expect: { signIn: true },
    acts: true,
  },
};

export interface Write {
  name: string;
  /** Who does it: a parent acting for 陳小明 (default), or the librarian. */
  account?: "parent" | "staff";
  /** The write's address (the contract's path). */
  url: RegExp;
  /** Opens the screen (signed in, as the right child). */
  open(page: Page): Promise<void>;
  /** Does the action up to its request; `typed` is text the user typed, when there is any. */
  act(page: Page): Promise<void>;
  typed?: { box: (page: Page) => Locator; text: string };
  /** What the screen says once the server has acted (after a late or lost answer, a sign-in). */
  acted?(page: Page): Promise<void>;
  /** After the fault: the action works again (`redo`: it is done for real), or is ready. */
  recover(page: Page): Promise<void>;
  faults: (keyof typeof FAULTS)[];
  /** The fault's words when the action itself switches the language. */
  says?: ((expected: Expect) => Expect) & { unconfirmed: RegExp };
}

/** A page with a screen of its own: its address, its title, its code's chunk, who opens it. */
export interface Screen {
  path: string;
  title: string;
  chunk: string;
  account?: "staff";
}

/** Opens the account menu, in whichever language the page is. */
export async function accountMenu(page: Page) {
  await page.getByRole("button", { name: /帳戶選單|账号菜单|Account menu/ }).click();
}
