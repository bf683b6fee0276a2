import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineDownload, openApiPath, recordIdParam } from "./download";

const row = {
  id: "probeFile",
  access: { kind: "public" } as const,
  media: ["text/plain"],
  tag: "t",
  summary: "s",
};

describe("a download row", () => {
  it("names each part of its address, no more, no less", () => {
    expect(
      defineDownload({ ...row, path: "/api/x/:id/file", params: { id: recordIdParam } }).params,
    ).toHaveProperty("id");
    expect(() => defineDownload({ ...row, path: "/api/x/:id/file" })).toThrow(/probeFile/);
    expect(() => defineDownload({ ...row, path: "/api/x", params: { id: recordIdParam } })).toThrow(
      /probeFile/,
    );
  });

  it("reads a record id from its text: digits, no sign, no leading zero", () => {
    expect(z.parse(recordIdParam, "42")).toBe(42);
    for (const bad of ["0", "-1", "01", "1.5", "1e3", " 1", "9".repeat(16)])
      expect(z.safeParse(recordIdParam, bad).success, bad).toBe(false);
  });

  it("writes its address as OpenAPI does", () => {
    expect(openApiPath("/api/registration/document/:id/:code")).toBe(
      "/api/registration/document/{id}/{code}",
    );
  });
});
