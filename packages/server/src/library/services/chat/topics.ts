/**
 * Topic words a reader may use, in the three languages, mapped to catalogue (sub)category
 * codes. Longer words are tried first, so "picture book" wins over "book" and 恐龍 over 龍. A code
 * listed twice is a category of two subjects (香港與澳門): each entry one subject's words.
 */
export const TOPICS: [string, string[]][] = [
  [
    "nature.dinosaurs",
    [
      "dinosaur",
      "dino",
      "t. rex",
      "t-rex",
      "trex",
      "prehistoric",
      "fossil",
      "恐龍",
      "恐龙",
      "暴龍",
      "暴龙",
      "化石",
      "史前",
    ],
  ],
  [
    "nature.animals",
    [
      "animal",
      "pet",
      "cat",
      "dog",
      "panda",
      "lion",
      "elephant",
      "動物",
      "动物",
      "貓",
      "猫",
      "狗",
      "熊貓",
      "熊猫",
    ],
  ],
  [
    "nature.ocean",
    [
      "ocean",
      "sea life",
      "whale",
      "shark",
      "dolphin",
      "海洋",
      "鯨魚",
      "鲸鱼",
      "鯊魚",
      "鲨鱼",
      "海豚",
    ],
  ],
  [
    "nature.insects",
    ["insect", "bug", "butterfly", "ant", "bee", "昆蟲", "昆虫", "蝴蝶", "螞蟻", "蚂蚁"],
  ],
  ["nature.plants", ["plant", "tree", "flower", "植物", "花朵", "樹木", "树木"]],
  [
    "science.space",
    [
      "space",
      "astronomy",
      "planet",
      "star",
      "moon",
      "rocket",
      "solar system",
      "太空",
      "宇宙",
      "天文",
      "星球",
      "火箭",
      "太陽系",
      "太阳系",
      "月球",
    ],
  ],
  ["science.body", ["human body", "body", "brain", "人體", "人体", "大腦", "大脑"]],
  ["science.experiments", ["experiment", "實驗", "实验"]],
  ["science", ["science", "scientific", "科學", "科学"]],
  ["fiction.mystery", ["mystery", "detective", "偵探", "侦探", "推理"]],
  [
    "fiction.fantasy",
    ["fantasy", "magic", "wizard", "dragon", "adventure", "奇幻", "魔法", "冒險", "冒险"],
  ],
  ["fiction.classics", ["classic", "名著", "經典", "经典"]],
  ["fiction.school", ["school story", "school stories", "校園", "校园"]],
  ["fiction", ["novel", "fiction", "story book", "小說", "小说"]],
  ["picture.feelings", ["feelings", "emotion", "情緒", "情绪"]],
  ["picture", ["picture book", "繪本", "绘本", "圖畫書", "图画书"]],
  ["comics", ["comic", "manga", "漫畫", "漫画"]],
  // One category, two places: a reader asking about one is not answered with the other.
  [
    "history.hkmacau",
    [
      "hong kong",
      "香港",
      "victoria harbour",
      "維多利亞港",
      "维多利亚港",
      "kowloon",
      "九龍",
      "九龙",
    ],
  ],
  [
    "history.hkmacau",
    ["macau", "macao", "澳門", "澳门", "ruins of st. paul", "大三巴", "媽閣", "妈阁"],
  ],
  ["history.biographies", ["biography", "biographies", "傳記", "传记", "名人"]],
  ["history.chinese", ["chinese history", "dynasty", "中國歷史", "中国历史", "朝代"]],
  ["history", ["history", "historical", "歷史", "历史"]],
  [
    "geography.environment",
    ["environment", "recycling", "climate", "環保", "环保", "環境", "环境"],
  ],
  ["geography.earth", ["weather", "volcano", "earthquake", "天氣", "天气", "火山", "地震"]],
  ["geography", ["geography", "countries", "map", "地理", "地圖", "地图"]],
  ["arts.crafts", ["craft", "origami", "摺紙", "折纸", "手工"]],
  ["arts.drawing", ["drawing", "painting", "畫畫", "画画", "繪畫", "绘画"]],
  ["arts", ["art", "arts", "藝術", "艺术"]],
  ["music", ["music", "piano", "violin", "song", "音樂", "音乐", "鋼琴", "钢琴"]],
  ["sports.ball", ["football", "soccer", "basketball", "足球", "籃球", "篮球"]],
  ["sports.water", ["swimming", "游泳"]],
  ["sports.boardgames", ["chess", "棋"]],
  ["sports", ["sport", "sports", "運動", "运动", "體育", "体育"]],
  ["computing.coding", ["coding", "programming", "scratch", "python", "編程", "编程", "程式"]],
  ["computing.robots", ["robot", "機械人", "机器人"]],
  ["computing.ai", ["artificial intelligence", "人工智能"]],
  ["computing", ["computer", "technology", "電腦", "电脑", "科技"]],
  ["maths", ["math", "maths", "mathematics", "數學", "数学"]],
  ["language.chinese", ["idiom", "成語", "成语", "唐詩", "唐诗"]],
  ["language.dictionaries", ["dictionary", "encyclopedia", "字典", "詞典", "词典", "百科"]],
  ["life.cooking", ["cooking", "recipe", "baking", "烹飪", "烹饪", "食譜", "食谱"]],
  ["life.feelings", ["friendship", "friend", "友誼", "友谊", "朋友"]],
  ["life.money", ["money", "理財", "理财"]],
];

/**
 * The words of the other subjects sharing a category with `word` (for 香港, Macau's): a book
 * naming one of them is not about what the reader asked.
 */
export function otherSubjects(code: string, word: string): string[] {
  const subjects = TOPICS.filter(([topic]) => topic === code).map(([, words]) => words);
  return subjects.length > 1 ? subjects.filter((words) => !words.includes(word)).flat() : [];
}
