import type {
  BookDetail,
  BookSummary,
  Category,
  DeskLoan,
  DeskReservation,
  Favorite,
  LibraryHome,
  Loan,
  Renewal,
  Reservation,
  Review,
  SchoolLibrary,
} from "@campus/contract";
import { schoolDayOf } from "@campus/core";

/*
 * Answers shaped like the reference server's demo library, for stories. Dates are fixed so a
 * story reads the same every day; "today" for them is 2026-11-22.
 */

export const demoLibrary: SchoolLibrary = {
  id: 1,
  code: "DEMO",
  name_zh: "校園示範學校",
  name_cn: "校园示范学校",
  name_en: "Campus Demo School",
  rules: {
    loan_days: 14,
    max_renewals: 2,
    renew_days: 14,
    renew_window_days: 7,
    max_loans: 5,
    max_reservations: 5,
    pickup_days: 3,
  },
};

const sub = (id: number, zh: string, cn: string, en: string, book_count: number) => ({
  id,
  name_zh: zh,
  name_cn: cn,
  name_en: en,
  book_count,
});

export const categories: Category[] = [
  {
    code: "science",
    ...sub(1, "科學", "科学", "Science", 312),
    children: [
      sub(11, "恐龍與化石", "恐龙与化石", "Dinosaurs & fossils", 48),
      sub(12, "太空", "太空", "Space", 61),
    ],
  },
  {
    code: "fiction",
    ...sub(2, "文學小說", "文学小说", "Fiction", 540),
    children: [
      sub(21, "冒險故事", "冒险故事", "Adventure", 120),
      sub(22, "校園生活", "校园生活", "School life", 96),
    ],
  },
  {
    code: "history",
    ...sub(3, "歷史", "历史", "History", 188),
    children: [sub(31, "香港歷史", "香港历史", "Hong Kong history", 40)],
  },
  { code: "picture", ...sub(4, "繪本", "绘本", "Picture books", 260), children: [] },
];

let nextId = 100;
export function book(overrides: Partial<BookSummary> = {}): BookSummary {
  const id = overrides.id ?? nextId++;
  return {
    id,
    isbn: `978962${String(id).padStart(7, "0")}`,
    name_zh: "恐龍大探險",
    name_en: "The Great Dinosaur Adventure",
    author: "李慧敏",
    publisher: "青苗出版社",
    category_id: 1,
    subcategory_id: 11,
    cover: null,
    language: "zh",
    age_min: 6,
    age_max: 9,
    stock: 3,
    reservations: 1,
    available: 2,
    status: "enabled",
    read_count: 128,
    recommend_count: 34,
    view_count: 902,
    ...overrides,
  };
}

export const books: BookSummary[] = [
  book({ id: 1 }),
  book({
    id: 2,
    name_zh: "小王子",
    name_en: "The Little Prince",
    author: "Antoine de Saint-Exupéry",
    publisher: "Harcourt",
    language: "en",
    category_id: 2,
    subcategory_id: 21,
    age_min: 8,
    age_max: 12,
    available: 0,
    reservations: 2,
    stock: 2,
  }),
  book({
    id: 3,
    name_zh: "香港街道的故事",
    name_en: "Stories of Hong Kong Streets",
    author: "陳志強",
    publisher: "中華書局（香港）",
    category_id: 3,
    subcategory_id: 31,
    age_min: 10,
    age_max: 14,
  }),
  book({
    id: 4,
    name_zh: "月亮晚安",
    name_en: "Goodnight Moon",
    author: "Margaret Wise Brown",
    publisher: "HarperCollins",
    language: "en",
    category_id: 4,
    subcategory_id: null,
    age_min: 3,
    age_max: 6,
  }),
  book({
    id: 5,
    name_zh: "太空人的一天",
    name_en: "A Day in the Life of an Astronaut",
    author: "黃家明",
    publisher: "新雅文化",
    subcategory_id: 12,
    age_min: 7,
    age_max: 10,
  }),
  book({
    id: 6,
    name_zh: "我的同學是外星人：一個關於友誼、勇氣和接納不同的長篇校園故事",
    name_en:
      "My Classmate Is an Alien: a long school story about friendship, courage and accepting difference",
    author: "周小燕",
    publisher: "天地圖書",
    category_id: 2,
    subcategory_id: 22,
    age_min: 9,
    age_max: 12,
  }),
  book({
    id: 7,
    name_zh: "暫停外借的參考書",
    name_en: "Reference Book (not lent)",
    status: "disabled",
    available: 0,
  }),
];

export const home: LibraryHome = {
  new_arrivals: books.slice(0, 6),
  popular: [...books.slice(0, 6)].reverse(),
  recommended: books.slice(2, 6),
  categories,
  totals: { books: 2134, copies: 5321 },
};

export function detail(overrides: Partial<BookDetail> = {}): BookDetail {
  const base = books.find((b) => b.id === (overrides.id ?? 1)) ?? books[0]!;
  return {
    ...base,
    subcategory: "恐龍與化石",
    category: "科學",
    publisher_id: 3,
    publish_year: 2023,
    intro_zh: "跟着小明和爺爺走進博物館，認識暴龍、三角龍和翼龍，了解化石是怎樣形成的。",
    intro_en:
      "Join Siu Ming and Grandpa at the museum to meet T. rex, Triceratops and pterosaurs, and find out how fossils form.",
    review_count: 2,
    favorite: false,
    my_reservation: null,
    on_loan: 0,
    on_loan_to_me: false,
    ...overrides,
  };
}

const ref = (b: BookSummary) => ({
  book_id: b.id,
  book_name_zh: b.name_zh,
  book_name_en: b.name_en,
  cover: null,
});

/**
 * A day counted from today in the school's time zone: what the loans page reads against the
 * clock (overdue, the renewal window) says the same on any day the stories run.
 */
export const fromToday = (days: number) => schoolDayOf(new Date(Date.now() + days * 86_400_000));

export function loan(overrides: Partial<Loan> = {}): Loan {
  return {
    id: 1,
    serial_no: "L2026000101",
    ...ref(books[0]!),
    book_no: "B000001-1",
    borrow_date: fromToday(-12),
    due_date: fromToday(2),
    return_date: null,
    renew_count: 0,
    renewals_left: 2,
    status: "borrowing",
    loss_reason: null,
    loss_reported_at: null,
    ...overrides,
  };
}

export const currentLoans: Loan[] = [
  loan(),
  loan({
    id: 2,
    serial_no: "L2026000102",
    ...ref(books[1]!),
    book_no: "B000002-1",
    due_date: fromToday(5),
    renew_count: 2,
    renewals_left: 0,
  }),
  loan({
    id: 3,
    serial_no: "L2026000103",
    ...ref(books[2]!),
    book_no: "B000003-2",
    borrow_date: fromToday(-38),
    due_date: fromToday(-24),
    status: "overdue",
  }),
  loan({
    id: 4,
    serial_no: "L2026000104",
    ...ref(books[3]!),
    book_no: "B000004-1",
    status: "lossPending",
    loss_reason: "在巴士上遺失了",
    loss_reported_at: "2026-11-20T09:30:00Z",
  }),
];

export const loanHistory: Loan[] = [
  loan({
    id: 11,
    serial_no: "L2026000091",
    ...ref(books[4]!),
    book_no: "B000005-1",
    borrow_date: "2026-09-02",
    due_date: "2026-09-16",
    return_date: "2026-09-14",
    status: "returned",
  }),
  loan({
    id: 12,
    serial_no: "L2026000092",
    ...ref(books[5]!),
    book_no: "B000006-1",
    borrow_date: "2026-08-20",
    due_date: "2026-09-03",
    status: "lost",
    loss_reason: "書本損毀",
    loss_reported_at: "2026-09-01T02:00:00Z",
  }),
];

export function reservation(overrides: Partial<Reservation> = {}): Reservation {
  return {
    id: 1,
    serial_no: "R2026000051",
    ...ref(books[1]!),
    book_no: null,
    reserve_date: "2026-11-18T03:20:00Z",
    borrow_date: null,
    pickup_by: null,
    status: "reserving",
    queue_position: 2,
    ...overrides,
  };
}

export const reservations: Reservation[] = [
  reservation(),
  reservation({
    id: 2,
    serial_no: "R2026000052",
    ...ref(books[4]!),
    status: "ready",
    book_no: "B000005-2",
    pickup_by: "2026-11-25",
    queue_position: 1,
  }),
  reservation({
    id: 3,
    serial_no: "R2026000053",
    ...ref(books[2]!),
    status: "preparing",
    queue_position: 1,
  }),
  reservation({
    id: 4,
    serial_no: "R2026000041",
    ...ref(books[3]!),
    status: "borrowed",
    book_no: "B000004-1",
    borrow_date: "2026-11-10T06:00:00Z",
    queue_position: null,
  }),
  reservation({
    id: 5,
    serial_no: "R2026000031",
    ...ref(books[0]!),
    status: "cancelled",
    queue_position: null,
  }),
];

export const renewals: Renewal[] = [
  {
    id: 1,
    loan_id: 2,
    ...ref(books[1]!),
    book_no: "B000002-1",
    renewed_at: "2026-11-01T08:00:00Z",
    previous_due_date: "2026-10-28",
    new_due_date: "2026-11-11",
  },
  {
    id: 2,
    loan_id: 2,
    ...ref(books[1]!),
    book_no: "B000002-1",
    renewed_at: "2026-11-10T08:00:00Z",
    previous_due_date: "2026-11-11",
    new_due_date: "2026-11-25",
  },
];

export const favorites: Favorite[] = books
  .slice(0, 3)
  .map((b, i) => ({ ...b, favorited_at: `2026-11-0${i + 1}T10:00:00Z` }));

export function review(overrides: Partial<Review> = {}): Review {
  return {
    id: 1,
    ...ref(books[0]!),
    content: "插圖很精美，三角龍那一頁我看了好多次！",
    reviewer: "陳小明",
    created_at: "2026-11-12T07:00:00Z",
    like_count: 3,
    liked: false,
    mine: true,
    ...overrides,
  };
}

export const reviews: Review[] = [
  review(),
  review({
    id: 2,
    content: "Good for young readers who love dinosaurs.",
    reviewer: "Wong Ka Yan",
    like_count: 5,
    liked: true,
    mine: false,
  }),
];

const reader = {
  id: 2,
  name_zh: "陳小明",
  name_en: "Chan Siu Ming",
  class_name: "4A",
  reader_no: "2026001",
};

export const deskQueue: DeskReservation[] = [
  { ...reservations[0]!, reader, queue_position: 1 },
  {
    ...reservations[2]!,
    reader: {
      ...reader,
      id: 3,
      name_zh: "陳小欣",
      name_en: "Chan Siu Yan",
      class_name: "1B",
      reader_no: "2026002",
    },
  },
  { ...reservations[1]!, reader },
];

export const deskLost: DeskLoan[] = [{ ...currentLoans[3]!, reader }];
