import { parentUser } from "@campus/contract/fixtures";
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { createNamespacedStorage } from "../storage/namespaced-storage";
import { createLocaleStore } from "../stores/locale-store";
import { createSchoolStore } from "../stores/school-store";
import { createSessionStore } from "../stores/session-store";
import { createCampusRuntime } from "./campus-runtime";
import { RuntimeProvider } from "./runtime-context";
import { useSession, useSignedInAction } from "./runtime-context";

afterEach(cleanup);

function setup({ signedIn, signsIn }: { signedIn: boolean; signsIn: boolean }) {
  const memory = () => createNamespacedStorage(undefined);
  const runtime = createCampusRuntime({
    baseURL: "http://localhost:1",
    session: createSessionStore({ storage: memory() }),
    school: createSchoolStore(memory()),
    locale: createLocaleStore(memory()),
  });
  const signIn = () => runtime.session.getState().signIn("token", parentUser());
  if (signedIn) signIn();
  let prompts = 0;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RuntimeProvider
      runtime={runtime}
      promptSignIn={async () => {
        prompts += 1;
        if (signsIn) signIn();
        return signsIn;
      }}
    >
      {children}
    </RuntimeProvider>
  );
  return { runtime, wrapper, prompts: () => prompts };
}

describe("useSignedInAction", () => {
  it("runs the action at once for a signed-in user", async () => {
    const { wrapper, prompts } = setup({ signedIn: true, signsIn: false });
    const { result } = renderHook(() => useSignedInAction(), { wrapper });
    await expect(result.current(() => "reserved")).resolves.toBe("reserved");
    expect(prompts()).toBe(0);
  });

  it("asks a signed-out user to sign in first, then runs the action", async () => {
    const { wrapper, prompts } = setup({ signedIn: false, signsIn: true });
    const { result } = renderHook(() => useSignedInAction(), { wrapper });
    await expect(result.current(async () => "reserved")).resolves.toBe("reserved");
    expect(prompts()).toBe(1);
  });

  it("does nothing when the user does not sign in", async () => {
    const { wrapper } = setup({ signedIn: false, signsIn: false });
    const { result } = renderHook(() => useSignedInAction(), { wrapper });
    let ran = false;
    await expect(result.current(() => (ran = true))).resolves.toBeUndefined();
    expect(ran).toBe(false);
  });
});

describe("useSession", () => {
  it("follows the session as it changes", () => {
    const { runtime, wrapper } = setup({ signedIn: false, signsIn: false });
    const { result } = renderHook(() => useSession((s) => Boolean(s.token)), { wrapper });
    expect(result.current).toBe(false);
    act(() => runtime.session.getState().signIn("token", parentUser()));
    expect(result.current).toBe(true);
  });
});
