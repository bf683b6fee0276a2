import { createHash, createHmac } from "node:crypto";

/*
 * Where uploaded files' bytes live. By default in the database, in `uploads.content`: backed up
 * with it, shared by every server instance, no other service to run. A large deployment moves
 * them to an S3-compatible object store (AWS S3, Cloudflare R2, MinIO, Aliyun OSS in S3 mode)
 * by environment (`fileStoreFromEnv`); the rows keep their metadata and a null `content`.
 */

export interface FileStore {
  /** Where the bytes go, for the start-up line ("s3://bucket/prefix"). */
  readonly where: string;
  put(key: string, bytes: Uint8Array, type: string): Promise<void>;
  /** The object's bytes; null when there is none by that key. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Deletes the object (none by that key is not an error, as in S3). */
  delete(key: string): Promise<void>;
}

export interface S3Settings {
  /** The service's address, e.g. https://s3.ap-east-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A folder inside the bucket for this deployment's files ("" for none). */
  prefix?: string;
  fetch?: typeof fetch;
}

/**
 * An S3 store from `S3_ENDPOINT`, `S3_REGION`, `S3_BUCKET`, `S3_ACCESS_KEY_ID`,
 * `S3_SECRET_ACCESS_KEY` and optional `S3_PREFIX`; none (the database) without `S3_BUCKET`. A
 * bucket named without the rest is a mistake said at start-up, not a silent fallback.
 */
export function fileStoreFromEnv(env: Record<string, string | undefined>): FileStore | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const need = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`S3_BUCKET is set, so ${name} must be too`);
    return value;
  };
  return s3Store({
    endpoint: need("S3_ENDPOINT"),
    region: env.S3_REGION?.trim() || "us-east-1",
    bucket,
    accessKeyId: need("S3_ACCESS_KEY_ID"),
    secretAccessKey: need("S3_SECRET_ACCESS_KEY"),
    prefix: env.S3_PREFIX?.trim() ?? "",
  });
}

const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) =>
  createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding of one path segment, as SigV4 wants it (S3 encodes each segment once). */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

export interface SignInput {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** The body's SHA-256 in hex (`UNSIGNED-PAYLOAD` is not used: bodies are small and known). */
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** YYYYMMDDTHHMMSSZ */
  amzDate: string;
}

/**
 * AWS Signature Version 4 (docs.aws.amazon.com/IAM/latest/UserGuide/create-signed-request.html):
 * the `Authorization` header for a request whose headers include `host`, `x-amz-date` and
 * `x-amz-content-sha256`. Query strings are not signed here: the store sends none.
 */
export function signV4(input: SignInput): string {
  const { method, url, headers, payloadHash, region, service, amzDate } = input;
  const names = Object.keys(headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lower = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value.trim()]),
  );
  const canonicalHeaders = names.map((name) => `${name}:${lower[name]}\n`).join("");
  const signedHeaders = names.join(";");
  const canonicalPath = url.pathname
    .split("/")
    .map((segment) => encodeSegment(decodeURIComponent(segment)))
    .join("/");
  const canonicalRequest = [
    method,
    canonicalPath,
    "",
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join("\n");
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${region}/${service}/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  const key = hmac(
    hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), region), service),
    "aws4_request",
  );
  const signature = createHmac("sha256", key).update(toSign).digest("hex");
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

const amzDateOf = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** An S3-compatible store, path-style (`<endpoint>/<bucket>/<prefix>/<key>`), signed with SigV4. */
export function s3Store(settings: S3Settings): FileStore {
  const doFetch = settings.fetch ?? fetch;
  const base = settings.endpoint.replace(/\/+$/, "");
  const prefix = settings.prefix ? `${settings.prefix.replace(/^\/+|\/+$/g, "")}/` : "";
  const urlOf = (key: string) =>
    new URL(`${base}/${encodeSegment(settings.bucket)}/${prefix}${encodeSegment(key)}`);

  async function send(
    method: "GET" | "PUT" | "DELETE",
    key: string,
    body?: Uint8Array,
    type?: string,
  ) {
    const url = urlOf(key);
    const payloadHash = sha256(body ?? new Uint8Array());
    const amzDate = amzDateOf(new Date());
    const headers: Record<string, string> = {
      host: url.host,
      "x-amz-content-sha256": payloadHash,
      "x-amz-date": amzDate,
      ...(type ? { "content-type": type } : {}),
    };
    const authorization = signV4({
      method,
      url,
      headers,
      payloadHash,
      region: settings.region,
      service: "s3",
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      amzDate,
    });
    const { host: _host, ...sent } = headers;
    return doFetch(url, {
      method,
      headers: { ...sent, authorization },
      ...(body ? { body: Buffer.from(body) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
  }

  return {
    where: `s3://${settings.bucket}/${prefix}`,
    async put(key, bytes, type) {
      const answer = await send("PUT", key, bytes, type);
      if (!answer.ok) throw new Error(`S3 PUT ${key}: ${answer.status} ${await answer.text()}`);
    },
    async get(key) {
      const answer = await send("GET", key);
      if (answer.status === 404) return null;
      if (!answer.ok) throw new Error(`S3 GET ${key}: ${answer.status} ${await answer.text()}`);
      return new Uint8Array(await answer.arrayBuffer());
    },
    async delete(key) {
      const answer = await send("DELETE", key);
      if (!answer.ok && answer.status !== 404)
        throw new Error(`S3 DELETE ${key}: ${answer.status} ${await answer.text()}`);
    },
  };
}
