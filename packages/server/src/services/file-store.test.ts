import { describe, expect, it } from "vitest";
import { memoryS3 } from "../testing/memory-s3";
import { fileStoreFromEnv, s3Store, signV4 } from "./file-store";

/*
 * The S3 store: its signatures against AWS's own worked examples (Signature Version 4, "Examples
 * of the complete Version 4 signing process", Amazon S3 API reference), and its calls against
 * an S3-compatible server that keeps objects in memory and refuses unsigned requests.
 */

const EMPTY_SHA = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
const example = {
  region: "us-east-1",
  service: "s3",
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  amzDate: "20130524T000000Z",
};

describe("Signature Version 4", () => {
  it("signs AWS's GET Object example as AWS does", () => {
    const authorization = signV4({
      ...example,
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      headers: {
        host: "examplebucket.s3.amazonaws.com",
        range: "bytes=0-9",
        "x-amz-content-sha256": EMPTY_SHA,
        "x-amz-date": example.amzDate,
      },
      payloadHash: EMPTY_SHA,
    });
    expect(authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });

  it("signs AWS's PUT Object example, its key's '$' encoded once", () => {
    const payloadHash = "44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072";
    const authorization = signV4({
      ...example,
      method: "PUT",
      url: new URL("https://examplebucket.s3.amazonaws.com/test$file.text"),
      headers: {
        date: "Fri, 24 May 2013 00:00:00 GMT",
        host: "examplebucket.s3.amazonaws.com",
        "x-amz-content-sha256": payloadHash,
        "x-amz-date": example.amzDate,
        "x-amz-storage-class": "REDUCED_REDUNDANCY",
      },
      payloadHash,
    });
    expect(authorization).toMatch(
      /Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/,
    );
  });
});

describe("the S3 store", () => {
  it("puts and gets objects under the deployment's prefix, signed; a missing key is null", async () => {
    const s3 = await memoryS3();
    try {
      const store = s3Store({
        endpoint: s3.endpoint,
        region: "ap-east-1",
        bucket: "campus-files",
        accessKeyId: "test-key",
        secretAccessKey: "test-secret",
        prefix: "school-a",
      });
      expect(store.where).toBe("s3://campus-files/school-a/");
      await store.put("abc_DEF-123", new Uint8Array([1, 2, 3]), "image/png");
      expect([...s3.objects.keys()]).toEqual(["/campus-files/school-a/abc_DEF-123"]);
      expect(s3.objects.get("/campus-files/school-a/abc_DEF-123")?.type).toBe("image/png");
      expect([...((await store.get("abc_DEF-123")) ?? [])]).toEqual([1, 2, 3]);
      expect(await store.get("nothing")).toBeNull();
      expect(
        s3.seen.every((call) => call.authorization.includes("/ap-east-1/s3/aws4_request")),
      ).toBe(true);
    } finally {
      await s3.close();
    }
  });

  it("says when the service refuses, instead of losing the file", async () => {
    const s3 = await memoryS3();
    try {
      const store = s3Store({
        endpoint: s3.endpoint,
        region: "us-east-1",
        bucket: "campus-files",
        accessKeyId: "someone-else",
        secretAccessKey: "wrong",
      });
      await expect(store.put("k", new Uint8Array([1]), "application/pdf")).rejects.toThrow(
        /S3 PUT k: 403/,
      );
    } finally {
      await s3.close();
    }
  });

  it("is set by environment, all or nothing", () => {
    expect(fileStoreFromEnv({})).toBeUndefined();
    expect(() => fileStoreFromEnv({ S3_BUCKET: "campus-files" })).toThrow(
      "S3_BUCKET is set, so S3_ENDPOINT must be too",
    );
    const store = fileStoreFromEnv({
      S3_BUCKET: "campus-files",
      S3_ENDPOINT: "https://s3.ap-east-1.amazonaws.com",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(store?.where).toBe("s3://campus-files/");
  });
});
