import { HEADERS } from "@campus/contract";
import type { Context } from "hono";
import type { AppDeps } from "../app-deps";
import type { ServiceContext } from "../services/context";
import { findSession } from "../services/sessions";
import { ApiProblem } from "./api-problem";
import type { Caller } from "./route";
import { requestLocale } from "./register";

/** A file a download answers: its name, media type and bytes. */
export interface Download {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/**
 * A file read through the session (decision 0018): a template in the reader's language, a file
 * as uploaded, a report. The caller decides who may (its refusal, like a signed-out reader or
 * another school's record, answers a plain 404: the file's existence is not told); `:id` in the
 * path, when there is one, must be a record id.
 */
export const sessionDownload =
  <Me>(
    deps: Pick<AppDeps, "db" | "now" | "files">,
    caller: Caller<Me>,
    file: (ctx: ServiceContext, me: Me, id: number, c: Context) => Promise<Download>,
  ) =>
  async (c: Context) => {
    const token = c.req.header(HEADERS.token);
    const auth = token ? await findSession(deps.db, token, deps.now()) : null;
    const ctx = { db: deps.db, now: deps.now(), locale: requestLocale(c, auth), files: deps.files };
    const id = Number(c.req.param("id") ?? 0);
    if (c.req.param("id") !== undefined && !(Number.isSafeInteger(id) && id > 0))
      return c.text("Not found\n", 404);
    try {
      const me = await caller({ ...ctx, auth, body: {} } as never);
      const { name, type, bytes } = await file(ctx, me, id, c);
      return c.body(new Uint8Array(bytes), 200, {
        "Content-Type": type,
        "Content-Length": String(bytes.length),
        "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, no-store",
      });
    } catch (error) {
      if (error instanceof ApiProblem) return c.text("Not found\n", 404);
      throw error;
    }
  };
