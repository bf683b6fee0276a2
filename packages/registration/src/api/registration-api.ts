import {
  registrationApiRoutes as routes,
  ResultCode,
  type CodeLoginRequest,
  type SendCodeRequest,
} from "@campus/contract";
import { createFeatureApi, decideError, useRuntime, type ApiFailure } from "@campus/core";
import { useQueryClient } from "@tanstack/react-query";

/**
 * Registration's calls. Answers sit under `["registration", schoolId]`: `school` (what a school
 * takes applications for), `applications` (my history) and `application` (one whole). The
 * school code travels in each body: it is registration's own (session storage), not the
 * library's school.
 */
export const registrationApi = createFeatureApi({ scope: "registration", extraBody: () => ({}) });

/** No school by that code (or not a code at all): the page says so itself, no toast. */
const isNoSchool = (failure: ApiFailure) =>
  failure.kind === "envelope" &&
  (failure.code === ResultCode.notFound || failure.code === ResultCode.badRequest);

/** What the school takes applications for: intake, window, fees, classes, documents. */
export function useRegistrationSchool(schoolCode: string | null) {
  return registrationApi.useEndpointQuery(
    routes.registrationSchool,
    { school_code: schoolCode ?? "" },
    { key: ["school"], enabled: schoolCode !== null, staleTime: 5 * 60_000, silent: isNoSchool },
  );
}

export function useApplications(schoolCode: string) {
  return registrationApi.useEndpointQuery(
    routes.registrationApplications,
    { school_code: schoolCode },
    { key: ["applications"] },
  );
}

export function useApplication(id: number | null) {
  return registrationApi.useEndpointQuery(
    routes.registrationApplication,
    { id: id ?? 0 },
    // Money moves elsewhere (a payment in another tab, the office confirming a slip): a tab
    // the family comes back to asks again, never showing "unpaid" with pay buttons once paid.
    { key: ["application"], enabled: id !== null, refetchOnWindowFocus: "always" },
  );
}

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

/**
 * The screen says what went wrong itself (beside the form), except that the session ended:
 * that goes the error path's way, to registration's login (spec §8), the draft kept.
 */
const quietUnlessSignIn = (failure: ApiFailure) =>
  decideError(failure, "registration").kind !== "login";

/** Autosave: the first save starts the application; later ones replace its form. */
export function useSaveDraft() {
  return registrationApi.useEndpointMutation(
    routes.registrationSaveDraft,
    (key) => [key("applications")],
    // The form says "not saved" itself, and keeps what was typed.
    { silent: quietUnlessSignIn },
  );
}

export function useSubmitApplication() {
  return registrationApi.useEndpointMutation(
    routes.registrationSubmit,
    (key) => [key("applications"), key("application")],
    // Missing fields come back to the form, beside each field.
    { silent: quietUnlessSignIn },
  );
}

export function useCopyApplication() {
  return registrationApi.useEndpointMutation(routes.registrationCopy, (key) => [
    key("applications"),
  ]);
}

export function useDeleteDraft() {
  return registrationApi.useEndpointMutation(routes.registrationDeleteDraft, (key) => [
    key("applications"),
  ]);
}

/** Attaches one document to an application (replacing the one of that code). */
export function useUploadDocument() {
  const { request, key } = registrationApi.useRequest();
  const queryClient = useQueryClient();
  return async (applicationId: number, code: string, file: File, signal: AbortSignal) => {
    const stored = await request(
      routes.registrationUploadDocument,
      { application_id: applicationId, document_code: code, file },
      { signal },
    );
    void queryClient.invalidateQueries({ queryKey: key("application") });
    return stored;
  };
}
