import type { Random } from "../../seed/prng";

/** Publishers by where they publish: Chinese books come from the first three, English ones from the last. */
export const PUBLISHERS = {
  hongKong: [
    "海港童書",
    "維港出版社",
    "獅子山書房",
    "晨曦文化",
    "青藤出版",
    "小河馬出版社",
    "彩虹橋文化",
    "書蟲出版",
    "紫荊教育出版",
    "半山書局",
  ],
  taiwan: ["木棉出版", "星光文化", "竹林出版社", "玉山童書", "日月潭文化", "小麥田書坊"],
  mainland: ["北辰少儿出版社", "东方童书", "新苗出版社", "晨光少儿出版社", "长风文艺出版社"],
  international: [
    "Harbour Lights Press",
    "Blue Kite Books",
    "Northwind Publishing",
    "Oakleaf Children's Books",
    "Red Lantern Press",
    "Little Compass",
    "Starfish Bay Books",
    "Maple & Moss",
    "Pebble Street Press",
    "Brightwater Learning",
  ],
} as const;

/** ISBN registration groups by region, so a book's ISBN looks like where it was published. */
export const ISBN_GROUPS = {
  hongKong: ["962", "988"],
  taiwan: ["957", "986"],
  mainland: ["753", "754"],
  international: ["014", "184"],
} as const;

export const SURNAMES = [..."陳李張黃何林王吳劉梁周鄭謝郭曾馮蔡羅譚許麥葉鄧蘇胡趙楊朱"];
export const GIVEN = [..."嘉思詠家俊子浩曉欣文志偉美慧明華穎雅晴樂天心宇安寧德智雨晨光"];
const FIRST = [
  "Emma",
  "Oliver",
  "Sophie",
  "James",
  "Amelia",
  "Jack",
  "Lily",
  "Thomas",
  "Grace",
  "Henry",
  "Chloe",
  "Samuel",
  "Ava",
  "Daniel",
  "Ella",
  "Noah",
  "Isla",
  "Leo",
  "Ruby",
  "Oscar",
  "Mia",
  "Arthur",
  "Zoe",
  "Lucas",
  "Hannah",
  "Ethan",
  "Alice",
  "Max",
  "Clara",
  "Felix",
];
const LAST = [
  "Smith",
  "Brown",
  "Taylor",
  "Wilson",
  "Davies",
  "Evans",
  "Thomas",
  "Johnson",
  "Roberts",
  "Walker",
  "Wright",
  "Robinson",
  "Thompson",
  "White",
  "Hughes",
  "Edwards",
  "Green",
  "Hall",
  "Wood",
  "Harris",
  "Clarke",
  "Jackson",
  "Turner",
  "Hill",
  "Moore",
  "Cooper",
  "Morgan",
  "Baker",
  "Carter",
  "Bennett",
];

/**
 * A pool of distinct author names, so authors write several books each (the author facet
 * counts them). The pool grows with the catalogue: about one author per eight books.
 */
export function authorPools(random: Random, books: number) {
  const size = (max: number) => Math.max(40, Math.min(max, Math.ceil(books / 8)));
  const chinese = new Set<string>();
  const zhMax = size(SURNAMES.length * GIVEN.length * GIVEN.length);
  while (chinese.size < zhMax) {
    chinese.add(random.pick(SURNAMES) + random.pick(GIVEN) + random.pick(GIVEN));
  }
  const english = new Set<string>();
  const enMax = size(FIRST.length * LAST.length);
  while (english.size < enMax) english.add(`${random.pick(FIRST)} ${random.pick(LAST)}`);
  return { chinese: [...chinese], english: [...english] };
}
