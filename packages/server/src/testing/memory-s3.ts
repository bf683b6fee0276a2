import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * An S3-compatible service for tests, in memory: path-style objects, and only requests signed
 * with Signature Version 4 for the access key `test-key` are served (others: 403, as S3 does).
 */

/** An S3-compatible server in memory: path-style objects, signed requests only. */
export async function memoryS3() {
  const objects = new Map<string, { bytes: Buffer; type: string }>();
  const seen: { method: string; path: string; authorization: string }[] = [];
  const read = (request: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => resolve(Buffer.concat(chunks)));
    });
  const server = createServer((request, response) => {
    void (async () => {
      const path = request.url ?? "";
      const authorization = request.headers.authorization ?? "";
      seen.push({ method: request.method ?? "", path, authorization });
      if (!authorization.startsWith("AWS4-HMAC-SHA256 Credential=test-key/")) {
        response.writeHead(403).end("<Error><Code>AccessDenied</Code></Error>");
        return;
      }
      if (request.method === "PUT") {
        objects.set(path, {
          bytes: await read(request),
          type: String(request.headers["content-type"]),
        });
        response.writeHead(200).end();
        return;
      }
      if (request.method === "DELETE") {
        objects.delete(path);
        response.writeHead(204).end();
        return;
      }
      const found = objects.get(path);
      if (!found) response.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
      else response.writeHead(200, { "content-type": found.type }).end(found.bytes);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
