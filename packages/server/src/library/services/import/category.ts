/*
 * A category from a record's classification number, for records that name none: the three
 * schemes Chinese-speaking school libraries use. A number starting with a letter is the
 * mainland's 中国图书馆分类法 (CLC); a 3-digit number is 賴永祥's 中國圖書分類法 (Hong Kong and
 * Taiwan, in MARC's 084), or Dewey's when the record gave it in 082. The longest prefix decides;
 * a number no prefix covers leaves the import's default category.
 */

type Scheme = Record<string, string>;

// prettier-ignore
const CLC: Scheme = {
  A: "life", B: "life", C: "life", D: "life", E: "history", F: "life", G: "life", G8: "sports",
  H: "language", I: "fiction", I28: "fiction", J: "arts", J6: "music", J228: "comics",
  K: "history", K9: "geography", N: "science", O: "science", O1: "maths", P: "science",
  Q: "nature", R: "science", S: "nature", T: "science", TP3: "computing", X: "nature",
};

// prettier-ignore
const CCL: Scheme = {
  "0": "life", "1": "life", "2": "life", "3": "science", "31": "maths", "312": "computing",
  "36": "nature", "37": "nature", "38": "nature", "4": "science", "5": "life", "5289": "sports",
  "6": "history", "66": "geography", "67": "geography", "7": "history", "71": "geography",
  "8": "fiction", "80": "language", "9": "arts", "91": "music", "947": "comics", "99": "sports",
};

// prettier-ignore
const DEWEY: Scheme = {
  "0": "life", "004": "computing", "005": "computing", "006": "computing", "1": "life",
  "2": "life", "3": "life", "4": "language", "5": "science", "51": "maths", "57": "nature",
  "58": "nature", "59": "nature", "6": "science", "7": "arts", "7415": "comics", "78": "music",
  "79": "sports", "8": "fiction", "9": "history", "91": "geography",
};

/** The category code a classification number files under, or null. */
export function categoryCodeOf(classNo: string, dewey: boolean): string | null {
  const number = classNo.trim().toUpperCase();
  if (!number) return null;
  const letter = /^[A-Z]/.test(number);
  const scheme = letter ? CLC : dewey ? DEWEY : CCL;
  const key = letter ? number.replace(/[^A-Z0-9]/g, "") : number.replace(/\D/g, "");
  for (let length = key.length; length > 0; length--) {
    const found = scheme[key.slice(0, length)];
    if (found) return found;
  }
  return null;
}
