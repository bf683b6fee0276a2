import { describe, expect, it } from "vitest";
import { scanLog } from "./log-scan";

const line = (fields: object) => JSON.stringify({ level: 30, time: 1764000000000, ...fields });

describe("the log scan", () => {
  it("passes the lines the server writes about requests and errors", () => {
    const log = [
      "Campus is running.",
      line({
        req_id: "5f0c6a1e-21bb-4b51-9a53-123456789012",
        method: "POST",
        endpoint: "libraryAddReview",
        status: 200,
        result: 200,
        ms: 12,
      }),
      line({
        msg: "unexpected error",
        err: {
          message: 'Failed query: select "id" from "users" where "id" = $1',
          stack: "    at run (/work/main/packages/server/src/fees/services/payments.ts:120:17)",
        },
      }),
      line({
        msg: "chore notices.automatic-reminders failed: receipt FR2026-000165 on 2026-09-01T08:00:00.000Z",
      }),
    ].join("\n");
    expect(scanLog(log)).toEqual({ entries: 3, findings: [] });
  });

  it("finds a token, a phone number, an identity card, a code and the run's password", () => {
    const log = [
      line({ msg: "session eyJ0b2tlbiI6ZmFrZX0aB3dEf5GhIjKlMnOpQrStUvWxYz012345 opened" }),
      line({ msg: "sms to +852 91234567: 你的驗證碼" }),
      line({ msg: "text to 13812345678" }),
      line({ err: { message: "applicant A123456(7) already applied" } }),
      line({ msg: "your code is 482913" }),
      line({ msg: "signed in with campus2026" }),
    ].join("\n");
    const { findings } = scanLog(log, ["campus2026"]);
    expect(findings.map(({ line, kind }) => `${line} ${kind}`)).toEqual([
      "1 token",
      "2 phone",
      "3 phone",
      "4 identity card",
      "5 code",
      "6 password",
    ]);
    expect(findings[3]!.field).toBe("err.message");
  });
});
