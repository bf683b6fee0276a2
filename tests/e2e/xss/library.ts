import { expect, type Locator } from "../fixtures";
import { recordsPage, type Account, type FreeTextField, type Stored, type View } from "./kit";

/* The library's free text in the stored-XSS journey: book reviews, where readers see them. */

const REVIEWS_PER_PAGE = 5;
const RECORDS = "/parent_student/library/myrecord";

/** A book's detail page in the portal: its reviews, paged five at a time, newest first. */
function bookDetail(as: Account): View {
  return {
    name: `book detail reviews (portal, ${as})`,
    as,
    async *screens(page, stored) {
      await page.goto(`/parent_student/library/bookdetail?id=${stored.bookId}`);
      yield* pagedReviews(page.getByRole("main"), stored);
    },
  };
}

/** The same reviews in `<campus-library>` on the school's own page (the embed demo). */
function embeddedBookDetail(as: Account): View {
  return {
    name: `book detail reviews (embed, ${as})`,
    as,
    async *screens(page, stored) {
      // The demo page opens the element on its home; this visit opens it on the book.
      await page.route("**/embed/", async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          'path="/library/home"',
          `path="/library/bookdetail?id=${stored.bookId}"`,
        );
        await route.fulfill({ response, body: html });
      });
      try {
        await page.goto("/embed/");
        yield* pagedReviews(page.locator("campus-library"), stored);
      } finally {
        await page.unroute("**/embed/");
      }
    },
  };
}

async function* pagedReviews(root: Locator, stored: Stored) {
  const list = root.getByRole("list", { name: "書評" });
  const pages = Math.ceil(stored.payloads.length / REVIEWS_PER_PAGE);
  for (let n = 1; n <= pages; n++) {
    if (n > 1) {
      const before = await list.innerText();
      await root.getByRole("button", { name: "下一頁" }).click();
      await expect.poll(() => list.innerText(), { intervals: [50] }).not.toBe(before);
    }
    await expect(list).not.toHaveAttribute("aria-busy");
    yield list;
  }
}

/** Reviews written by one account, one book per row and project. */
function reviews(by: "parent" | "student", writer: string): FreeTextField {
  return {
    field: "book review",
    how: `written by ${writer} (add_book_comment)`,
    async store({ api, bookId }, payloads, undo) {
      for (const payload of payloads) {
        const review = await api.call<{ id: number }>(by, "/api/library/user/add_book_comment", {
          bookId,
          content: payload.text,
        });
        undo.push(() => api.call(by, "/api/library/user/delete_book_comment", { id: review.id }));
      }
      return { payloads, bookId };
    },
    views: [
      bookDetail(by),
      embeddedBookDetail("signedOut"),
      recordsPage("my reviews", by, `${RECORDS}/review`),
    ],
  };
}

export const fields: FreeTextField[] = [reviews("parent", "the demo parent for 陳小欣")];
