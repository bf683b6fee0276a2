import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createCampusRuntime } from "./campus-runtime";
import { RuntimeProvider, useRuntime, useSignInPrompt } from "./runtime-context";

afterEach(cleanup);

function Reader() {
  const runtime = useRuntime();
  const prompt = useSignInPrompt();
  return (
    <button type="button" onClick={() => void prompt().then((ok) => (document.title = String(ok)))}>
      {runtime.locale.getState().locale}
    </button>
  );
}

describe("RuntimeProvider", () => {
  it("hands a feature the surface's runtime and sign-in prompt", async () => {
    const runtime = createCampusRuntime({ baseURL: "http://localhost:1" });
    let asked = 0;
    render(
      <RuntimeProvider
        runtime={runtime}
        promptSignIn={async () => {
          asked += 1;
          return true;
        }}
      >
        <Reader />
      </RuntimeProvider>,
    );
    const button = screen.getByRole("button", { name: runtime.locale.getState().locale });
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toBe(1);
    expect(document.title).toBe("true");
  });

  it("says so when a feature is rendered outside any surface", () => {
    expect(() => render(<Reader />)).toThrow("useRuntime must be used inside <RuntimeProvider>");
  });
});
