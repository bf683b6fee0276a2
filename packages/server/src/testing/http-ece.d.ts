/** http_ece (RFC 8188 encrypted content), as the push tests decrypt what a phone receives. */
declare module "http_ece" {
  import type { ECDH } from "node:crypto";
  interface Params {
    version: "aes128gcm";
    privateKey: ECDH;
    authSecret: Buffer;
  }
  const ece: { decrypt(body: Buffer, params: Params): Buffer };
  export default ece;
}
