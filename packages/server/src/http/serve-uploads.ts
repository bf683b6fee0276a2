import type { Hono } from "hono";
import type { FileStore } from "../services/file-store";
import { uploadBytes, uploadHeaders } from "../services/uploads";

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
    const bytes = row && (await uploadBytes(files, row));
    if (!row || !bytes) return c.text("Not found\n", 404);
    return c.body(bytes, 200, uploadHeaders(row));
  });
}
