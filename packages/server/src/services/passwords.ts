import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

const KEY_LENGTH = 64;
/** Scrypt's cost: about 40 ms of a core per hash or check here. */
export type PasswordCost = { N: number; r: number; p: number };
const PARAMS: PasswordCost = { N: 16_384, r: 8, p: 1 };
/**
 * Test data's accounts only (the demo school the server's tests open): checking their password
 * costs a sixteenth, the same code path — the cost is read from the stored hash. The tests signed
 * in 700 times, 28 s of CPU at the real cost.
 */
export const TEST_DATA_COST: PasswordCost = { N: 1_024, r: 8, p: 1 };

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`, parameters stored so they can be raised later without a reset. */
export async function hashPassword(password: string, cost = PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return [
    "scrypt",
    cost.N,
    cost.r,
    cost.p,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Verifying against this costs the same as a real account, so timing does not reveal which exist. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString("base64url"));
  return decoy;
}
