import { isbn13 } from "./isbn";
import { ISBN_GROUPS, PUBLISHERS, authorPools } from "./people";
import { createRandom, type Random } from "./prng";
import { CATEGORIES, pair, type CategorySeed, type SubcategorySeed } from "./vocabulary";

/** A book as the seed writes it; ids are given by the database. */
export interface BookSeed {
  isbn: string;
  nameZh: string;
  nameEn: string;
  author: string;
  publisher: string;
  subcategoryCode: string;
  language: "zh" | "en";
  ageMin: number;
  ageMax: number;
  introZh: string;
  introEn: string;
  publishYear: number;
  status: "enabled" | "disabled";
  readCount: number;
  recommendCount: number;
  viewCount: number;
  /** Days before the seed's clock the book was added. */
  addedDaysAgo: number;
  copies: number;
}

type Region = keyof typeof PUBLISHERS;

function isbnFor(region: Region, index: number, random: Random): string {
  const group = random.pick(ISBN_GROUPS[region]);
  return isbn13(`978${group}${String(index).padStart(6, "0")}`);
}

const SUBCATEGORIES = new Map<string, { category: CategorySeed; sub: SubcategorySeed }>(
  CATEGORIES.flatMap((category) =>
    category.subcategories.map((sub) => [sub.code, { category, sub }] as const),
  ),
);

function intros(
  book: { nameZh: string; nameEn: string; ageMin: number; ageMax: number },
  sub: SubcategorySeed,
  hook: string,
) {
  const [hookZh, hookEn] = pair(hook);
  return {
    introZh: `《${book.nameZh}》屬「${sub.zh}」類，適合${book.ageMin}至${book.ageMax}歲讀者。${hookZh}`,
    introEn: `${book.nameEn} is from the ${sub.en} shelf, for readers aged ${book.ageMin} to ${book.ageMax}. ${hookEn}`,
  };
}

/**
 * Books the demo records, the tests and the AI chat's examples rely on: fixed titles and
 * ISBNs (see NOTABLE_ISBNS), written before the generated ones.
 */
const NOTABLE = [
  [
    "renewable",
    "海邊小屋的秘密|The Secret of the Seaside Cottage",
    "fiction.children",
    "zh",
    8,
    12,
    2,
  ],
  ["renewWaiting", "暴龍大百科|The Big Book of T. rex", "nature.dinosaurs", "zh", 7, 10, 1],
  [
    "renewLimit",
    "Scratch 編程入門|Introduction to Scratch Coding",
    "computing.coding",
    "zh",
    9,
    13,
    2,
  ],
  ["overdue", "鐘樓之謎|The Mystery of the Clock Tower", "fiction.mystery", "en", 9, 12, 1],
  ["lossPending", "小熊的紅氣球|Little Bear's Red Balloon", "picture.stories", "zh", 4, 7, 2],
  ["lost", "晚安，星星|Goodnight, Star", "picture.stories", "en", 3, 6, 2],
  ["returned", "太陽系大探索|Exploring the Solar System", "science.space", "zh", 8, 12, 3],
  ["returnedEnglish", "神奇的鯊魚|Amazing Sharks", "nature.ocean", "en", 7, 10, 2],
  ["returnedYounger", "小狐狸交朋友|Little Fox Makes a Friend", "picture.early", "en", 5, 8, 2],
  ["queue", "恐龍小偵探|Dinosaur Detectives", "nature.dinosaurs", "en", 6, 9, 2],
  ["preparing", "電車的故事|The Story of the Trams", "history.hkmacau", "zh", 8, 12, 2],
  ["ready", "我的第一本恐龍書|My First Book of Dinosaurs", "nature.dinosaurs", "en", 4, 7, 2],
  ["borrowed", "小河馬去上學|Little Hippo Goes to School", "picture.early", "zh", 5, 8, 2],
  [
    "cancelled",
    "魔法學院歷險記|Adventures in the Academy of Magic",
    "fiction.fantasy",
    "zh",
    9,
    12,
    2,
  ],
  [
    "oneCopy",
    "柳林風聲（圖文版）|The Wind in the Willows: Illustrated Edition",
    "fiction.classics",
    "en",
    10,
    15,
    1,
  ],
  [
    "oneCopySpare",
    "月光森林的秘密|The Secret of the Moonlight Forest",
    "fiction.children",
    "zh",
    8,
    11,
    1,
  ],
  [
    "disabled",
    "十萬個為甚麼：黑洞|100 Questions About Black Holes",
    "science.space",
    "zh",
    9,
    12,
    2,
  ],
  ["dinosaursEnglish", "恐龍來了！|The Dinosaurs Are Coming!", "nature.dinosaurs", "en", 5, 8, 3],
  [
    "dinosaursChinese",
    "恐龍王國大冒險|The Dinosaur Kingdom Adventure",
    "nature.dinosaurs",
    "zh",
    6,
    9,
    3,
  ],
  ["dinosaursYoung", "我最愛的恐龍|My Favourite Dinosaurs", "nature.dinosaurs", "zh", 5, 8, 2],
] as const;

export type NotableBook = (typeof NOTABLE)[number][0];

/** The ISBN of each notable book: tests and demo journeys find them by it. */
export const NOTABLE_ISBNS = Object.fromEntries(
  NOTABLE.map(([key, , , language], i) => [
    key,
    isbn13(`978${language === "en" ? "184" : "962"}${String(i + 1).padStart(6, "0")}`),
  ]),
) as Record<NotableBook, string>;

function notableBooks(): BookSeed[] {
  return NOTABLE.map(([key, title, subCode, language, ageMin, ageMax, copies], i) => {
    const [nameZh, nameEn] = pair(title);
    const { category, sub } = SUBCATEGORIES.get(subCode)!;
    const book = { nameZh, nameEn, ageMin, ageMax };
    return {
      ...book,
      isbn: NOTABLE_ISBNS[key],
      author:
        language === "en"
          ? ["Emma Walker", "Oliver Hughes", "Grace Turner"][i % 3]!
          : ["陳嘉欣", "李浩天", "黃詠晴"][i % 3]!,
      publisher: language === "en" ? PUBLISHERS.international[i % 4]! : PUBLISHERS.hongKong[i % 4]!,
      subcategoryCode: subCode,
      language,
      ...intros(book, sub, category.hooks[i % category.hooks.length]!),
      publishYear: 2018 + (i % 8),
      status: key === "disabled" ? "disabled" : "enabled",
      readCount: 40 + ((i * 37) % 120),
      recommendCount: 20 + ((i * 53) % 60),
      viewCount: 200 + ((i * 71) % 400),
      addedDaysAgo: 30 + i * 20,
      copies,
    };
  });
}

/** Fiction and picture books fill more shelves than music theory. */
const CATEGORY_WEIGHTS: Record<string, number> = {
  fiction: 4,
  picture: 3,
  science: 2,
  nature: 2,
  comics: 2,
  history: 1.5,
  language: 1.5,
};

function weightedCategories(): CategorySeed[] {
  return CATEGORIES.flatMap((c) =>
    Array<CategorySeed>(Math.round((CATEGORY_WEIGHTS[c.code] ?? 1) * 2)).fill(c),
  );
}

/**
 * `count` books (the notable ones first), the same for the same count on every machine:
 * bilingual titles from the vocabulary, about a third in English, authors writing several
 * books each, ISBN-13s with valid check digits, skewed popularity (a few books are read a
 * lot), 1–4 copies, a few disabled.
 */
export function generateBooks(count: number, seed = 2026): BookSeed[] {
  const random = createRandom(seed);
  const authors = authorPools(random, count);
  const shelves = weightedCategories();
  const books = notableBooks().slice(0, count);
  for (let index = books.length + 1; books.length < count; index++) {
    const category = random.pick(shelves);
    const sub = random.pick(category.subcategories);
    const language = random.chance(1 / 3) ? "en" : "zh";
    const [topicZh, topicEn] = pair(random.pick(sub.topics));
    const [patternZh, patternEn] = pair(random.pick(sub.patterns ?? category.patterns));
    let nameZh = patternZh.replace("{t}", topicZh);
    let nameEn = patternEn.replace("{T}", topicEn);
    if (!nameZh.includes("（") && random.chance(0.35)) {
      const volume = random.int(2, 12);
      nameZh += ` ${volume}`;
      nameEn += `, Book ${volume}`;
    }
    const [ageMin, ageMax] = random.pick(sub.ages);
    const region: Region =
      language === "en"
        ? "international"
        : random.chance(0.6)
          ? "hongKong"
          : random.chance(0.6)
            ? "taiwan"
            : "mainland";
    const popularity = random.next();
    const readCount = Math.floor(popularity ** 3 * 400);
    const book = { nameZh, nameEn, ageMin, ageMax };
    books.push({
      ...book,
      isbn: isbnFor(region, index, random),
      author: random.pick(language === "en" ? authors.english : authors.chinese),
      publisher: random.pick(PUBLISHERS[region]),
      subcategoryCode: sub.code,
      language,
      ...intros(book, sub, random.pick(category.hooks)),
      publishYear: 2026 - Math.floor(random.next() ** 2 * 30),
      status: random.chance(0.005) ? "disabled" : "enabled",
      readCount,
      recommendCount: Math.floor(random.next() ** 4 * 150),
      viewCount: readCount * 3 + random.int(0, 200),
      // Newer books later in the list: the last ones are the new arrivals.
      addedDaysAgo: Math.floor(((count - books.length) / count) * 2_000) + random.int(0, 3),
      copies: random.pick([1, 1, 1, 2, 2, 2, 2, 3, 3, 4]),
    });
  }
  return books;
}
