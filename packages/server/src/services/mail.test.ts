import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpMail } from "./mail";

/*
 * E-mail through a real SMTP server (smtp-server, on a port of this machine): what a school's
 * mail server receives from Campus, and what a refusal does.
 */

interface Received {
  from: string;
  to: string[];
  data: string;
}

let server: SMTPServer;
let url: string;
const received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      // A mailbox that does not exist, as a school's server says so.
      if (address.address.startsWith("nobody@"))
        return callback(Object.assign(new Error("No such user"), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("e-mail through the deployment's SMTP server", () => {
  it("delivers plain text in UTF-8 from MAIL_FROM, the Chinese subject encoded", async () => {
    const mail = smtpMail(url, "Campus 校園服務 <no-reply@school.example>");
    await mail.send(
      {
        to: "chan.family@example.com",
        subject: "示範學校：黃嘉欣的訊息",
        text: "明天是便服日。\n<b>not markup</b>",
      },
      new Date(),
    );
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message!.from).toBe("no-reply@school.example");
    expect(message!.to).toEqual(["chan.family@example.com"]);
    // The subject as a mail client decodes it (RFC 2047), the body as plain UTF-8 text.
    const subject = /^Subject: (.+(?:\r\n .+)*)/m.exec(message!.data)![1]!;
    const decoded = subject
      .split(/\r\n /)
      .map((word) => /=\?UTF-8\?B\?(.+)\?=/i.exec(word)?.[1] ?? "")
      .map((b64) => Buffer.from(b64, "base64"));
    expect(Buffer.concat(decoded).toString("utf8")).toBe("示範學校：黃嘉欣的訊息");
    expect(message!.data).toMatch(/^Content-Type: text\/plain; charset=utf-8/im);
    expect(message!.data).not.toMatch(/text\/html/i);
  });

  it("rejects when the server refuses the address, so the message is kept as not delivered", async () => {
    const mail = smtpMail(url, "no-reply@school.example");
    await expect(
      mail.send({ to: "nobody@example.com", subject: "x", text: "x" }, new Date()),
    ).rejects.toThrow(/No such user|550/);
  });
});
