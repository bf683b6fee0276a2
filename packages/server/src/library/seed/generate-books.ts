import { isbn13 } from "@campus/contract";
import { ISBN_GROUPS, PUBLISHERS, authorPools } from "./people";
import { createRandom, type Random } from "../../seed/prng";
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

/** Words an English title keeps lower-case unless they open or close it. */
const MINOR_WORDS = new Set(
  "a an and as at but by for from in into nor of on or the to with".split(" "),
);

/**
 * An English title in title case, as a library catalogue writes it: "the solar system
 * illustrated" → "The Solar System Illustrated", "adventures in the jungle" → "Adventures in the
 * Jungle". Words with a capital already ("iPad", "T. rex") are left as they are.
 */
export function titleCase(title: string): string {
  const words = title.split(" ");
  return words
    .map((word, i) => {
      // A capital already, no letter first, or a name after an initial ("T. rex"): as it is.
      if (/[A-Z]/.test(word) || !/^[a-z]/.test(word) || /^[A-Z]\.$/.test(words[i - 1] ?? ""))
        return word;
      const edge = i === 0 || i === words.length - 1 || /[:(]$/.test(words[i - 1] ?? "");
      return !edge && MINOR_WORDS.has(word) ? word : word[0]!.toUpperCase() + word.slice(1);
    })
    .join(" ");
}

/**
 * How a blurb opens, by the reader's age (issue 9, item 15: one template sentence for every book
 * read like filler). `{title}`, `{min}`, `{max}` and `{shelf}` are filled in; each keeps the
 * title, which readers and the AI finder's answers quote.
 */
const OPENINGS: Record<"young" | "middle" | "older", string[]> = {
  young: [
    "《{title}》是給{min}至{max}歲小讀者的「{shelf}」讀物。|{title} is a “{shelf}” book for little readers aged {min} to {max}.",
    "睡前故事的好選擇：《{title}》。|A good pick for bedtime: {title}.",
    "《{title}》適合{min}歲起的孩子與家長一起翻閱。|{title} is one for children from {min} to share with a grown-up.",
  ],
  middle: [
    "《{title}》帶{min}至{max}歲的讀者走進「{shelf}」的世界。|{title} takes readers aged {min} to {max} into the world of “{shelf}”.",
    "剛開始自己閱讀的孩子，也能輕鬆讀完《{title}》。|Children just starting to read on their own can finish {title} with ease.",
    "想認識「{shelf}」？不妨從《{title}》開始。|Curious about “{shelf}”? {title} is a good place to start.",
  ],
  older: [
    "《{title}》適合{min}歲以上、喜歡「{shelf}」的讀者。|{title} is for readers of {min} and up who enjoy “{shelf}”.",
    "高年級同學做專題研習時，《{title}》是很好的參考。|For older pupils' project work, {title} is a handy source.",
    "《{title}》內容豐富，值得一讀再讀。|{title} is packed with ideas worth coming back to.",
  ],
};

/** A last line some blurbs have; most have none. */
const CLOSINGS = [
  "書末附有詞彙表。|There is a glossary at the back.",
  "圖書館主任推薦。|Recommended by our school librarians.",
  "適合作課堂延伸閱讀。|Good for follow-up reading after class.",
  "",
  "",
  "",
  "",
];

function intros(
  book: { nameZh: string; nameEn: string; ageMin: number; ageMax: number },
  sub: SubcategorySeed,
  hook: string,
  /** Picks among the openings and closings: the seed's random for generated books. */
  choose: (count: number) => number,
) {
  const band = book.ageMax <= 7 ? "young" : book.ageMax <= 10 ? "middle" : "older";
  const openings = OPENINGS[band];
  const [openZh, openEn] = pair(openings[choose(openings.length)]!);
  const [hookZh, hookEn] = pair(hook);
  const [closeZh, closeEn] = pair(CLOSINGS[choose(CLOSINGS.length)]!);
  const fill = (text: string, title: string, shelf: string) =>
    text
      .replace("{title}", title)
      .replace("{min}", String(book.ageMin))
      .replace("{max}", String(book.ageMax))
      .replace("{shelf}", shelf);
  return {
    introZh: fill(openZh, book.nameZh, sub.zh) + hookZh + closeZh,
    introEn: [fill(openEn, book.nameEn, sub.en), hookEn, closeEn].filter(Boolean).join(" "),
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
      ...intros(book, sub, category.hooks[i % category.hooks.length]!, (n) => i % n),
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
    let nameEn = titleCase(patternEn.replace("{T}", topicEn));
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
      ...intros(book, sub, random.pick(category.hooks), (n) => random.int(0, n - 1)),
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
