import { endpoints } from "@campus/contract";
import { answer, page } from "@campus/ui/testing";
import { books, categories } from "./library-fixtures";

/** The catalogue's facet lists and book pages, answered from the fixtures (filters applied). */
export const catalogueAnswers = [
  answer(endpoints.libraryCategories, page(categories, 1, 100)),
  answer(
    endpoints.libraryPublishers,
    page([
      { id: 3, name: "青苗出版社", book_count: 40 },
      { id: 5, name: "Harcourt", book_count: 12 },
    ]),
  ),
  answer(
    endpoints.libraryAuthors,
    page([
      { author: "李慧敏", book_count: 9 },
      { author: "Margaret Wise Brown", book_count: 4 },
    ]),
  ),
  answer(endpoints.libraryBrowse, (sent) =>
    page(
      books.filter((b) => !sent.categoryId || b.category_id === sent.categoryId),
      Number(sent.pageNum),
      Number(sent.pageSize),
    ),
  ),
  answer(endpoints.librarySearch, (sent) =>
    page(
      books.filter(
        (b) =>
          b.name_zh.includes(String(sent.keyword)) ||
          b.name_en.toLowerCase().includes(String(sent.keyword).toLowerCase()),
      ),
    ),
  ),
];
