import type { Hono } from "hono";
import type { FileStore } from "../services/file-store";
import { answerFile, storedDownload } from "./download";

type StoredRow = {
  key: string;
  type: string;
  name: string;
  size: number;
  content: Uint8Array<ArrayBuffer> | null;
};

/**
 * Serves a feature's uploads at `<path>/<id>/<key>/<name>`: the random key in the address is
 * what opens one (a calendar app, a shared phone, an `<img>` need no session), `find` the
 * feature's rule for which it may be. Anything else is not found.
 */
export function serveUploads(
  app: Hono,
  path: string,
  files: FileStore | undefined,
  find: (id: number, key: string) => Promise<StoredRow | null>,
) {
  app.get(`${path}/:id/:key/:name`, async (c) => {
    const id = Number(c.req.param("id"));
    const key = c.req.param("key");
    const row =
      Number.isSafeInteger(id) && id > 0 && /^[A-Za-z0-9_-]{24}$/.test(key)
        ? await find(id, key)
        : null;
    const file = await storedDownload(files, row);
    if (!file) return c.text("Not found\n", 404);
    // The random key is in the address: the file may be kept.
    return answerFile(c, { ...file, cache: "private, max-age=86400, immutable" });
  });
}
