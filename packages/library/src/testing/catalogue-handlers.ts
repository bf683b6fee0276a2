import { books, categories, page } from "./library-fixtures";

/** The catalogue's facet lists and book pages, answered from the fixtures (filters applied). */
export const catalogueHandlers = {
  libraryCategories: () => page(categories, 1, 100),
  libraryPublishers: () =>
    page([
      { id: 3, name: "青苗出版社", book_count: 40 },
      { id: 5, name: "Harcourt", book_count: 12 },
    ]),
  libraryAuthors: () =>
    page([
      { author: "李慧敏", book_count: 9 },
      { author: "Margaret Wise Brown", book_count: 4 },
    ]),
  libraryBrowse: (body: Record<string, unknown>) =>
    page(
      books.filter((b) => !body.categoryId || b.category_id === body.categoryId),
      Number(body.pageNum),
      Number(body.pageSize),
    ),
  librarySearch: (body: Record<string, unknown>) =>
    page(
      books.filter(
        (b) =>
          b.name_zh.includes(String(body.keyword)) ||
          b.name_en.toLowerCase().includes(String(body.keyword).toLowerCase()),
      ),
    ),
};
