import { HEADERS, type DownloadEndpoint, type Role } from "@campus/contract";
import type { Context, Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../app-deps";
import type { ServiceContext } from "../services/context";
import { findSession, type Auth } from "../services/sessions";
import type { FileStore } from "../services/file-store";
import { uploadBytes } from "../services/uploads";
import { ApiProblem } from "./api-problem";
import { withoutNul } from "./read-input";
import { requestLocale } from "./register";
import type { Caller } from "./route";

/** A file a download answers: its name, media type and bytes. */
export interface Download {
  name: string;
  type: string;
  bytes: Uint8Array;
  /** Shown in the browser (a photo, a PDF, a calendar) rather than saved. */
  inline?: boolean;
  /** `Cache-Control` when the file may be kept (a feed); else nothing is kept. */
  cache?: string;
}

/** A served file runs nothing: sandboxed, its own images and styles only (a PDF viewer's). */
const FILE_POLICY = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

/** A file as it is answered: its own type, never sniffed by the browser, sandboxed. */
export function answerFile(c: Context, file: Download) {
  return c.body(new Uint8Array(file.bytes), 200, {
    "Content-Type": file.type,
    "Content-Length": String(file.bytes.length),
    "Content-Disposition": `${file.inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": FILE_POLICY,
    "Cache-Control": file.cache ?? "private, no-store",
  });
}

/**
 * A stored upload as a file to answer: shown in the browser when it is a photo or a PDF; null
 * when there is no such upload (or its bytes are gone).
 */
export async function storedDownload(
  files: FileStore | undefined,
  row: { key: string; name: string; type: string; content: Uint8Array<ArrayBuffer> | null } | null,
): Promise<Download | null> {
  const bytes = row && (await uploadBytes(files, row));
  if (!row || !bytes) return null;
  const inline = row.type.startsWith("image/") || row.type === "application/pdf";
  return { name: row.name, type: row.type, bytes, inline };
}

type Output<S> = S extends z.core.$ZodType ? z.output<S> : undefined;

/** A download's request as its handler sees it: the service context, the address's parts. */
export type DownloadContext<D extends DownloadEndpoint> = ServiceContext & {
  auth: Auth | null;
  params: { [K in keyof D["params"]]: z.output<D["params"][K]> };
  query: Output<D["query"]>;
  /** Where the request came to (PUBLIC_URL when set): a feed's links point back here. */
  origin: string;
};

/**
 * The one way to serve a file (decision 0041), beside `route(...)` for the envelope's endpoints:
 *
 *   const download = downloads(app, deps);
 *   download(downloads.ecaImportFile)
 *     .as(ecaCaller(imports, "get"))
 *     .handle((ctx, me) => importFile(ctx, { me, id: ctx.params.id }));
 *
 * The contract's row says the address, who may ask and what its parts and query must be; the
 * caller decides the rest. Anything refused — signed out, a role the row does not name, a
 * malformed part, the caller's refusal, another school's record (the handler answers null) — is
 * a plain 404: a file's existence is never told.
 */
export function downloads(app: Hono, deps: Pick<AppDeps, "db" | "now" | "files" | "publicUrl">) {
  return <D extends DownloadEndpoint>(download: D) => ({
    as: <Me>(caller: Caller<Me>) => ({
      handle(handler: (ctx: DownloadContext<D>, me: Me) => Promise<Download | null>): void {
        const params = z.object(download.params as Record<string, z.ZodType>);
        const query = download.query;
        app.get(download.path, async (c) => {
          c.set("endpoint", download.id);
          const notFound = () => c.text("Not found\n", 404);
          const token = c.req.header(HEADERS.token);
          const auth = token ? await findSession(deps.db, token, deps.now()) : null;
          if (download.access.kind === "user") {
            const roles = download.access.roles;
            if (!auth || (roles && !auth.user.roles.some((role) => roles.includes(role as Role))))
              return notFound();
          }
          const parts = params.safeParse(withoutNul(c.req.param()));
          const asked = query && z.safeParse(query, withoutNul(c.req.query()));
          if (!parts.success || (asked && !asked.success)) return notFound();
          const ctx = {
            db: deps.db,
            now: deps.now(),
            locale: requestLocale(c, auth),
            files: deps.files,
            auth,
            params: parts.data,
            query: asked?.data,
            origin: deps.publicUrl?.replace(/\/+$/, "") ?? new URL(c.req.url).origin,
          } as DownloadContext<D>;
          try {
            const file = await handler(ctx, await caller({ ...ctx, body: {} } as never));
            if (!file) return notFound();
            return answerFile(c, file);
          } catch (error) {
            if (error instanceof ApiProblem) return notFound();
            throw error;
          }
        });
      },
    }),
  });
}
