import { endpoints, HEADERS, REGISTRATION_DOCUMENT_PATH } from "@campus/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../db/schema";
import { s3Store } from "../services/file-store";
import { memoryS3 } from "../testing/memory-s3";
import { createTestApp, type TestApp } from "../testing/test-app";
import { png } from "./testing/registration-tests";

/*
 * Uploads in an S3-compatible store (a deployment with several servers): a guardian's document
 * goes to the store, its row keeps the metadata alone, and every download — still checked
 * against the session — reads the store.
 */

let t: TestApp;
let s3: Awaited<ReturnType<typeof memoryS3>>;
let guardian: string;
let staff: string;

beforeAll(async () => {
  s3 = await memoryS3();
  t = await createTestApp({
    deps: {
      files: s3Store({
        endpoint: s3.endpoint,
        region: "ap-east-1",
        bucket: "campus",
        accessKeyId: "test-key",
        secretAccessKey: "test-secret",
        prefix: "uploads",
      }),
    },
  });
  guardian = await t.signIn("guardian");
  staff = await t.signIn("staff");
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe("uploads in an S3-compatible store", () => {
  it("keeps the bytes in the store and serves them to whom the application allows", async () => {
    const { id } = await t.ok(
      endpoints.registrationSaveDraft,
      { school_code: "DEMO", form: { name_zh: "存檔測試" } },
      { token: guardian },
    );
    const photo = png("photo.png");
    const sent = new Uint8Array(await photo.arrayBuffer());
    await t.ok(
      endpoints.registrationUploadDocument,
      { application_id: id, document_code: "photo", file: photo },
      { token: guardian },
    );
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.name, "photo.png"));
    expect(row?.content).toBeNull();
    expect([...(s3.objects.get(`/campus/uploads/${row!.key}`)?.bytes ?? [])]).toEqual([...sent]);

    const read = (token?: string) =>
      t.app.request(`${REGISTRATION_DOCUMENT_PATH}/${id}/photo`, {
        headers: token ? { [HEADERS.token]: token } : {},
      });
    const mine = await read(guardian);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("image/png");
    expect([...new Uint8Array(await mine.arrayBuffer())]).toEqual([...sent]);
    // A draft is the guardian's alone; nobody signed out reads it.
    expect((await read(staff)).status).toBe(404);
    expect((await read()).status).toBe(404);
  });
});
