import { loadMessages } from "@campus/core";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { PORTAL_MESSAGES } from "./load-messages";
import { runtime } from "./runtime";

// The first render has its texts: the user's language is fetched first (one small chunk).
// Not a top-level await: that would keep the bundler from folding shared code into this chunk.
void loadMessages(PORTAL_MESSAGES, runtime.locale.getState().locale)
  .catch(() => undefined)
  .then(() => {
    const root = createRoot(document.getElementById("root")!);
    // A transition renders in slices that leave the page free for input between them (what is
    // on screen meanwhile is the prerendered sign-in form or the static shell).
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
