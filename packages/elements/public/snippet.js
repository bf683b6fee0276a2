// @ts-check
/*
 * Fills in the snippet page (snippet.html): this build's snippets (snippets.json, written by
 * packages/elements/build/cdn-release.ts with the server's address left as __CAMPUS_ORIGIN__),
 * with this page's origin, in the reader's language. No framework: the page is a tool for one
 * web editor, and loads nothing of the bundle.
 */
const TEXTS = {
  "zh-TW": {
    title: "把 Campus 放上學校網頁：要貼上的程式碼",
    intro:
      "以下三段任選一段，貼到網頁的 <head> 內（每頁一次），再放上需要的 Campus 標籤。詳細步驟見《網頁編輯指南》（docs/integrators.md）。",
    version: "這個版本：{version}",
    currentTitle: "一般：一直使用最新版本",
    currentWhy: "Campus 更新後，網頁自動用上新版本。大部分學校適用。",
    pinnedTitle: "固定版本，瀏覽器核對檔案（SRI）",
    pinnedWhy:
      "瀏覽器先核對這個檔案沒有被改動才執行。Campus 更新後請回到這頁取得新一段；舊版本的檔案只在 Campus 管理員保留時才可繼續載入。",
    everyTitle: "固定版本，核對每一個檔案",
    everyWhy:
      '連同之後載入的每個檔案都核對（Chrome 及 Edge 127 或以後）。整段放在 <head> 內、其他 type="module" 腳本之前；網頁的內容安全政策用 nonce 的話，兩個 <script> 都要加上 nonce。',
    copy: "複製",
    copied: "已複製。",
    failed: "未能讀取這個版本的程式碼，請重新載入這頁。",
  },
  "zh-CN": {
    title: "把 Campus 放到学校网页：要粘贴的代码",
    intro:
      "以下三段任选一段，粘贴到网页的 <head> 内（每页一次），再放上需要的 Campus 标签。详细步骤见《网页编辑指南》（docs/integrators.md）。",
    version: "这个版本：{version}",
    currentTitle: "一般：一直使用最新版本",
    currentWhy: "Campus 更新后，网页自动用上新版本。大部分学校适用。",
    pinnedTitle: "固定版本，浏览器校验文件（SRI）",
    pinnedWhy:
      "浏览器先校验这个文件没有被改动才执行。Campus 更新后请回到这页获取新的一段；旧版本的文件只在 Campus 管理员保留时才能继续加载。",
    everyTitle: "固定版本，校验每一个文件",
    everyWhy:
      '连同之后加载的每个文件都校验（Chrome 及 Edge 127 或以后）。整段放在 <head> 内、其他 type="module" 脚本之前；网页的内容安全策略使用 nonce 的话，两个 <script> 都要加上 nonce。',
    copy: "复制",
    copied: "已复制。",
    failed: "未能读取这个版本的代码，请重新加载这页。",
  },
  "en-US": {
    title: "Putting Campus on your school's website: the lines to paste",
    intro:
      "Paste one of the three snippets below into the page's <head> (once per page), then place the Campus tags you want. Every step is in the integrators' guide (docs/integrators.md).",
    version: "This version: {version}",
    currentTitle: "Usual: always the current version",
    currentWhy:
      "When Campus is updated, your page uses the new version by itself. Right for most schools.",
    pinnedTitle: "Pinned version, checked by the browser (SRI)",
    pinnedWhy:
      "The browser runs the file only if it is exactly this one. After a Campus update, come back here for the new lines; an old version keeps loading only while your Campus administrator keeps its files.",
    everyTitle: "Pinned version, every file checked",
    everyWhy:
      'Every file the first one loads is checked too (Chrome and Edge 127 or later). Put all of it in the <head>, before any other type="module" script; if your page\'s Content-Security-Policy uses a nonce, both <script> tags need it.',
    copy: "Copy",
    copied: "Copied.",
    failed: "This version's snippets could not be read. Please reload the page.",
  },
};

/** @typedef {keyof typeof TEXTS} Locale */

/** @returns {Locale} */
function pickLocale() {
  const asked = new URLSearchParams(location.search).get("lang");
  const wanted = [asked, ...navigator.languages].filter(Boolean);
  for (const tag of wanted) {
    if (tag === "zh-TW" || tag === "zh-CN" || tag === "en-US") return tag;
    if (/^zh-(Hans|CN|SG)/i.test(String(tag))) return "zh-CN";
    if (/^zh/i.test(String(tag))) return "zh-TW";
    if (/^en/i.test(String(tag))) return "en-US";
  }
  return "zh-TW";
}

const locale = pickLocale();
const texts = TEXTS[locale];
document.documentElement.lang = { "zh-TW": "zh-Hant-HK", "zh-CN": "zh-Hans-CN", "en-US": "en" }[
  locale
];
document.title = `Campus · ${texts.title}`;
for (const link of document.querySelectorAll("nav a"))
  if (link.getAttribute("href") === `?lang=${locale}`) link.setAttribute("aria-current", "page");
const status = /** @type {HTMLElement} */ (document.querySelector("[data-status]"));

/** @param {string} version */
function showTexts(version) {
  for (const node of document.querySelectorAll("[data-text]")) {
    const key = /** @type {keyof typeof texts} */ (node.getAttribute("data-text"));
    node.textContent = texts[key].replace("{version}", version);
  }
}

try {
  const response = await fetch(new URL("./snippets.json", import.meta.url), { cache: "no-cache" });
  if (!response.ok) throw new Error(`snippets.json: ${response.status}`);
  /** @type {{ version: string; origin: string; snippets: Record<string, string> }} */
  const release = await response.json();
  showTexts(release.version);
  for (const area of document.querySelectorAll("textarea[data-snippet]")) {
    const snippet = release.snippets[area.getAttribute("data-snippet") ?? ""] ?? "";
    /** @type {HTMLTextAreaElement} */ (area).value = snippet.replaceAll(
      release.origin,
      location.origin,
    );
  }
  for (const button of document.querySelectorAll("button[data-copy]")) {
    button.addEventListener("click", async () => {
      const area = /** @type {HTMLTextAreaElement} */ (
        document.querySelector(`textarea[data-snippet="${button.getAttribute("data-copy")}"]`)
      );
      area.select();
      // The clipboard API exists only on https (and localhost); elsewhere the selection is copied.
      if (navigator.clipboard) await navigator.clipboard.writeText(area.value);
      else document.execCommand("copy");
      status.textContent = texts.copied;
    });
  }
} catch (error) {
  showTexts("—");
  status.textContent = texts.failed;
  console.error("Campus snippet page:", error);
}
