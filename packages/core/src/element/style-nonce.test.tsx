import { describe, expect, it } from "vitest";
import { findStyleNonce } from "./style-nonce";

function page(html: string): Document {
  const doc = document.implementation.createHTMLDocument("school");
  doc.head.innerHTML = html;
  return doc;
}

/** What a browser does to a nonce once the page has a policy: the attribute goes blank. */
function hideNonce(element: Element, nonce: string) {
  element.setAttribute("nonce", "");
  Object.defineProperty(element, "nonce", { value: nonce, configurable: true });
}

describe("findStyleNonce", () => {
  it("reads the csp-nonce meta's nonce, hidden attribute and all", () => {
    const doc = page(`<meta property="csp-nonce" nonce="x" />`);
    hideNonce(doc.querySelector("meta")!, "meta-nonce");
    expect(findStyleNonce(doc)).toBe("meta-nonce");
  });

  it("reads a csp-nonce meta that gives the nonce as its content", () => {
    expect(findStyleNonce(page(`<meta property="csp-nonce" content="from-content" />`))).toBe(
      "from-content",
    );
  });

  it("takes the nonce of the script that loads campus-elements.js when there is no meta", () => {
    const doc = page(
      `<script nonce="other" src="https://cms.example.org/theme.js"></script>
       <script type="module" src="https://campus.example.org/embed/campus-elements.js?v=3"></script>`,
    );
    hideNonce(doc.querySelectorAll("script")[1]!, "bundle-nonce");
    expect(findStyleNonce(doc)).toBe("bundle-nonce");
  });

  it("knows the pinned entry of the integrity snippet by its versioned name", () => {
    const doc = page(
      `<script type="module" src="https://campus.example.org/embed/campus-elements-x.js"></script>
       <script type="module" src="https://campus.example.org/embed/campus-elements-Ab3_x-9QzL.js"></script>`,
    );
    hideNonce(doc.querySelectorAll("script")[1]!, "pinned-nonce");
    expect(findStyleNonce(doc)).toBe("pinned-nonce");
    // Only the bundle's own names: "campus-elements.jsx" or "my-campus-elements.js" are not it.
    const others = page(
      `<script nonce="a" src="/my-campus-elements.js"></script>
       <script nonce="b" src="/campus-elements.js.map"></script>`,
    );
    expect(findStyleNonce(others)).toBeUndefined();
  });

  it("knows the bundle by its address when it has another name", () => {
    const doc = page(
      `<script type="module" nonce="n1" src="https://cdn.example.org/c.js"></script>`,
    );
    expect(findStyleNonce(doc, ["https://cdn.example.org/c.js"])).toBe("n1");
  });

  it("prefers the meta, which names the nonce for styles, to the script's", () => {
    const doc = page(
      `<meta property="csp-nonce" nonce="for-styles" />
       <script type="module" nonce="for-scripts" src="/embed/campus-elements.js"></script>`,
    );
    expect(findStyleNonce(doc)).toBe("for-styles");
  });

  it("finds none on a page without a nonce, and ignores other scripts' nonces", () => {
    expect(
      findStyleNonce(page(`<script nonce="theirs" src="/theme.js"></script>`)),
    ).toBeUndefined();
    expect(findStyleNonce(page(``))).toBeUndefined();
  });
});
