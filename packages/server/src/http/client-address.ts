import { BlockList, isIP } from "node:net";

/**
 * Which hops in front of the server are trusted to append to `X-Forwarded-For` (TRUST_PROXY):
 * a number of proxies (0: none, the socket's peer is the caller), or the proxies' addresses
 * and CIDR ranges.
 */
export type TrustProxy = number | readonly string[];

/** Reads TRUST_PROXY: unset or `0` → none; `2` → two hops; `10.0.0.0/8, 192.0.2.7` → those. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? "";
  if (text === "") return 0;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!rangeOf(entry)) throw new Error(`TRUST_PROXY: "${entry}" is not an address or CIDR range`);
  }
  return entries;
}

function rangeOf(
  entry: string,
): { address: string; prefix: number; family: "ipv4" | "ipv6" } | null {
  const [written = "", prefixText] = entry.split("/");
  const version = isIP(written);
  if (!version || prefixText === "") return null;
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) return null;
  const address = plain(written);
  // An IPv4-mapped range ("::ffff:192.0.2.0/120") is the IPv4 range the peers are read as.
  if (address !== written)
    return prefix < 96 ? null : { address, prefix: prefix - 96, family: "ipv4" };
  return { address, prefix, family: version === 4 ? "ipv4" : "ipv6" };
}

/** "::ffff:192.0.2.1" (an IPv4 peer on a dual-stack socket) → "192.0.2.1". */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

function trustedList(proxies: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of proxies) {
    const range = rangeOf(entry)!;
    list.addSubnet(range.address, range.prefix, range.family);
  }
  return (address) => {
    const version = isIP(address);
    return version !== 0 && list.check(address, version === 4 ? "ipv4" : "ipv6");
  };
}

/**
 * The caller's address. Every proxy appends the address it was called from to
 * `X-Forwarded-For`, so the chain read from the right is: the socket's peer, then what each
 * proxy saw. Entries to the left of the first untrusted hop were written by the client and
 * may be anything; the caller is the right-most entry not added by a trusted proxy.
 * (Headers repeated are one list, in order: RFC 9110 §5.3.)
 */
export function addressReader(
  trust: TrustProxy,
): (socketAddress: string, forwardedFor: readonly string[]) => string {
  const hops = typeof trust === "number" ? trust : 0;
  const trusted = typeof trust === "number" ? null : trustedList(trust);
  return (socketAddress, forwardedFor) => {
    const chain = [...forwardedFor.flatMap((header) => header.split(",")), socketAddress]
      .map((entry) => plain(entry.trim()))
      .filter(Boolean);
    if (!trusted) {
      // The socket's peer and the next trust−1 entries are trusted proxies.
      return chain[Math.max(0, chain.length - 1 - hops)] ?? socketAddress;
    }
    for (let i = chain.length - 1; i >= 0; i--) {
      if (!trusted(chain[i]!)) return chain[i]!;
    }
    // Every hop is a trusted proxy: the left-most is the nearest we know to the caller.
    return chain[0] ?? socketAddress;
  };
}
