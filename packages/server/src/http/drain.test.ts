import { createServer, request, Agent, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { drain } from "./drain";

/*
 * A stop on real sockets: requests in flight finish, a keep-alive connection waiting for its
 * next request is closed, no new connection is taken, and what outlives the grace is cut.
 */

let server: Server;
afterEach(() => {
  server?.closeAllConnections();
});

function listen(handle: (path: string, answer: (text: string) => void) => void) {
  server = createServer((req, res) => handle(req.url ?? "", (text) => res.end(text)));
  return new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

/** A GET's body, or the error that ended it. */
function get(port: number, path: string, agent?: Agent) {
  return new Promise<string>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve(`${res.statusCode} ${body}`));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("drain", () => {
  it("lets requests in flight finish, closes idle keep-alive connections and takes no new one", async () => {
    const port = await listen((path, answer) =>
      path === "/slow" ? setTimeout(() => answer("done"), 300) : answer("ok"),
    );
    const agent = new Agent({ keepAlive: true, maxSockets: 2 });
    // A connection kept alive after its answer, then one with a request in flight.
    expect(await get(port, "/fast", agent)).toBe("200 ok");
    const slow = get(port, "/slow", agent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const drained = drain(server, 5_000);
    await expect(get(port, "/fast")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(await slow).toBe("200 done");
    expect(await drained).toEqual({ forced: false });
    // Done when the last answer was, not at the keep-alive's timeout.
    expect(Date.now() - started).toBeLessThan(2_000);
    agent.destroy();
  });

  it("cuts what is still running when the grace runs out", async () => {
    const port = await listen(() => undefined);
    const never = get(port, "/never");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await drain(server, 200)).toEqual({ forced: true });
    await expect(never).rejects.toMatchObject({ code: "ECONNRESET" });
  });
});
