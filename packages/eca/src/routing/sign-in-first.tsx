import { useT } from "@campus/core";
import { RequireSignIn } from "@campus/ui";
import type { EcaMessageId } from "../messages/message-ids";

/** Signed out on an ECA page: what signing in gives, and the way to sign in. */
export function SignInFirst() {
  const t = useT<EcaMessageId>();
  return <RequireSignIn why={t("eca.signIn.why")}>{null}</RequireSignIn>;
}
