import { describe, expect, it } from "vitest";
import { readConfig } from "./config";

describe("readConfig", () => {
  it("runs the demo on port 8080 with data in .data by default", () => {
    const config = readConfig({});
    expect(config).toMatchObject({ port: 8080, demo: true, corsOrigins: "*", maintenance: false });
    expect(config.dataDir.endsWith("/.data")).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
  });

  it("seeds no demo data in production unless CAMPUS_DEMO=1, and closes CORS", () => {
    expect(readConfig({ NODE_ENV: "production" })).toMatchObject({ demo: false, corsOrigins: [] });
    expect(readConfig({ NODE_ENV: "production", CAMPUS_DEMO: "1" }).demo).toBe(true);
    expect(readConfig({ CAMPUS_DEMO: "0" }).demo).toBe(false);
  });

  it("reads the CMS origins, the database URL and the port", () => {
    const config = readConfig({
      CORS_ORIGINS: "https://a.school.example, https://b.school.example",
      DATABASE_URL: "postgres://x@y/z",
      PORT: "9000",
    });
    expect(config.corsOrigins).toEqual(["https://a.school.example", "https://b.school.example"]);
    expect(config.databaseUrl).toBe("postgres://x@y/z");
    expect(config.port).toBe(9000);
  });

  it("sends e-mail through SMTP_URL from MAIL_FROM only where they are set", () => {
    expect(readConfig({}).smtpUrl).toBeUndefined();
    expect(
      readConfig({
        SMTP_URL: "smtps://campus:pw@smtp.school.example:465",
        MAIL_FROM: "學校 <o@s>",
      }),
    ).toMatchObject({
      smtpUrl: "smtps://campus:pw@smtp.school.example:465",
      mailFrom: "學校 <o@s>",
    });
  });
});
