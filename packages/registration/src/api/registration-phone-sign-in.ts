import {
  registrationApiRoutes as routes,
  type CodeLoginRequest,
  type SendCodeRequest,
} from "@campus/contract";
import { useRuntime } from "@campus/core";
import { useQueryClient } from "@tanstack/react-query";
import { registrationApi } from "./registration-api";

/** Phone sign-in: a code sent, then the guardian signed in (the session every element shares). */
export function usePhoneSignIn() {
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  return {
    sendCode: (body: SendCodeRequest) =>
      runtime.api.request(routes.registrationSendCode, { body }, { silent: true }),
    /**
     * Signs the guardian in; `replaced`: a school account (a parent's, a student's) was signed in
     * on this device, and is no longer — the page's every answer goes with it.
     */
    async signIn(body: Omit<CodeLoginRequest, "lang">) {
      const result = await runtime.api.request(
        routes.registrationLogin,
        { body: { ...body, lang: runtime.locale.getState().locale } },
        { silent: true },
      );
      const before = runtime.session.getState().user;
      const replaced = before !== null && !before.roles.includes("guardian");
      // Another person's answers must not show for this one (another guardian's, or every
      // element's for the school account this replaces).
      if (replaced) queryClient.clear();
      else queryClient.removeQueries({ queryKey: [registrationApi.scope] });
      runtime.session.getState().signIn(result.token, result.user, result.expires_at);
      return { user: result.user, replaced };
    },
    /** Demo mode only: the last text sent to the phone; null where there is no outbox. */
    async demoCode(body: Pick<SendCodeRequest, "country_code" | "phone">) {
      try {
        const { messages } = await runtime.api.request(
          routes.registrationDemoOutbox,
          { body },
          { silent: true },
        );
        return messages[0]?.text.match(/\b\d{6}\b/)?.[0] ?? null;
      } catch {
        return null;
      }
    },
  };
}
