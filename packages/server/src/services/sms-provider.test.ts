import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsSenderFromEnv, twilioSender } from "./sms";

/*
 * Texts through the deployment's SMS provider (Twilio's Messages API), against a server of the
 * test's own standing where api.twilio.com would: what the provider receives, and a refusal.
 */

interface Received {
  path: string;
  headers: IncomingMessage["headers"];
  form: URLSearchParams;
}

let provider: Server;
let baseUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  provider = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      received.push({ path: request.url!, headers: request.headers, form });
      // A number that cannot take texts, as Twilio answers it.
      response.statusCode = form.get("To") === "+85200000000" ? 400 : 201;
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ sid: "SM1" }));
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

describe("texts through Twilio's Messages API", () => {
  it("posts the number in international form, the sender and the Chinese text, signed in as the account", async () => {
    const sms = twilioSender({ accountSid: "AC123", authToken: "secret", from: "CAMPUS", baseUrl });
    await sms.send(
      { countryCode: "852", phone: "91234567", text: "示範學校：陳小明今天缺席。" },
      new Date(),
    );
    const [text] = received;
    expect(text!.path).toBe("/2010-04-01/Accounts/AC123/Messages.json");
    expect(text!.headers.authorization).toBe(
      `Basic ${Buffer.from("AC123:secret").toString("base64")}`,
    );
    expect(text!.headers["content-type"]).toContain("application/x-www-form-urlencoded");
    expect(Object.fromEntries(text!.form)).toEqual({
      To: "+85291234567",
      From: "CAMPUS",
      Body: "示範學校：陳小明今天缺席。",
    });
  });

  it("rejects a refused text, so the messenger keeps it as not delivered", async () => {
    const sms = twilioSender({ accountSid: "AC123", authToken: "secret", from: "CAMPUS", baseUrl });
    await expect(
      sms.send({ countryCode: "852", phone: "00000000", text: "x" }, new Date()),
    ).rejects.toThrow(/HTTP 400/);
  });

  it("is the deployment's only with an account, a token and a sender", () => {
    expect(smsSenderFromEnv({})).toBeUndefined();
    expect(smsSenderFromEnv({ TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "t" })).toBeUndefined();
    expect(
      smsSenderFromEnv({ TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "t", SMS_FROM: "CAMPUS" }),
    ).toBeDefined();
  });
});
