import { loadMessages } from "@campus/core";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { PORTAL_MESSAGES } from "./load-messages";
import { runtime } from "./runtime";

// The first render has its texts: the user's language is fetched first (one small chunk).
// Not a top-level await: that would keep the bundler from folding shared code into this chunk.
void loadMessages(PORTAL_MESSAGES, runtime.locale.getState().locale)
  .catch(() => undefined)
  .then(() => {
    createRoot(document.getElementById("root")!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
