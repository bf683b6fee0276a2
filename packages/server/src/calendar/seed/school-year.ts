/**
 * The demo school's 2026–27 school year as plain data: a Hong Kong government-aided primary school
 * (P1–P6, classes "1A" … "6D"; a class's grade is its leading digit) on a six-day cycle.
 *
 * Public holidays are not here: they come from `../hong-kong-holidays.ts`. Here are the school's
 * own days off (Christmas, Lunar New Year, Easter and summer breaks, a staff development day, the
 * "bridge" days schools add after a Thursday holiday), its terms, and its events and exams. No
 * event starts on a Sunday or a public holiday (`school-year.test.ts` checks it).
 *
 * zh-TW is Hong Kong school wording (陸運會, 家長日, 回條, 針卡, 水樽); zh-CN is mainland wording
 * (运动会, 回执, 水壶), keeping the names of Hong Kong's own schemes (中一派位, 全港性系统评估).
 */

export interface Words {
  zhTW: string;
  zhCN: string;
  en: string;
}

export interface SeedTerm {
  name: Words;
  /** YYYY-MM-DD, inclusive. */
  start: string;
  end: string;
}

/** A school holiday or other day off (not public holidays: those come from hong-kong-holidays.ts). */
export interface SeedDayOff {
  title: Words;
  start: string;
  end: string;
  kind: "holiday";
}

export interface SeedEvent {
  kind: "event" | "exam";
  title: Words;
  /** One or two sentences a parent needs: what, what to bring or wear, what to do. */
  description: Words;
  place: Words | null;
  /** Days, inclusive; the same day for a one-day event. */
  start: string;
  end: string;
  /** Wall-clock times in Hong Kong for a timed event ("09:00", "12:30"); null for all-day. */
  time: { start: string; end: string } | null;
  /** Empty both = whole school. Grades are numbers 1–6; classes like "4A". */
  grades: number[];
  classes: string[];
  /** Files the office attached: a notice as a one-page PDF (`notice-pdf.ts`). */
  notices?: { name: string; title: string; lines: string[] }[];
}

/** Days in the timetable cycle: Day 1 … Day 6. */
export const CYCLE_LENGTH = 6;

const w = (zhTW: string, zhCN: string, en: string): Words => ({ zhTW, zhCN, en });

export const TERMS: SeedTerm[] = [
  { name: w("上學期", "第一学期", "First term"), start: "2026-09-01", end: "2027-01-29" },
  { name: w("下學期", "第二学期", "Second term"), start: "2027-02-01", end: "2027-07-16" },
];

const schoolHoliday = w("學校假期", "学校假期", "School holiday");

export const SCHOOL_HOLIDAYS: SeedDayOff[] = [
  // The Friday after National Day (Thursday 1 October).
  { title: schoolHoliday, start: "2026-10-02", end: "2026-10-02", kind: "holiday" },
  {
    title: w("聖誕及新年假期", "圣诞及元旦假期", "Christmas and New Year holidays"),
    start: "2026-12-21",
    end: "2027-01-01",
    kind: "holiday",
  },
  {
    title: w("農曆新年假期", "春节假期", "Lunar New Year holidays"),
    start: "2027-02-04",
    end: "2027-02-13",
    kind: "holiday",
  },
  {
    title: w(
      "教師發展日（學生毋須上課）",
      "教师发展日（学生不用上课）",
      "Staff development day (no school for pupils)",
    ),
    start: "2027-03-19",
    end: "2027-03-19",
    kind: "holiday",
  },
  {
    title: w("復活節假期", "复活节假期", "Easter holidays"),
    start: "2027-03-25",
    end: "2027-04-03",
    kind: "holiday",
  },
  // The Fridays after the Birthday of the Buddha and Establishment Day (both Thursdays).
  { title: schoolHoliday, start: "2027-05-14", end: "2027-05-14", kind: "holiday" },
  { title: schoolHoliday, start: "2027-07-02", end: "2027-07-02", kind: "holiday" },
  {
    title: w("暑假", "暑假", "Summer holidays"),
    start: "2027-07-17",
    end: "2027-08-31",
    kind: "holiday",
  },
];

const HALL = w("禮堂", "礼堂", "School hall");
const PLAYGROUND = w("操場", "操场", "Playground");
const COVERED_PLAYGROUND = w("有蓋操場", "风雨操场", "Covered playground");
const CLASSROOMS = w("各班課室", "各班教室", "Classrooms");
const CAMPUS = w("校園", "校园", "School campus");
const LIBRARY = w("圖書館", "图书馆", "School library");

/** Parents' day for one grade: ten-minute talks with the class teacher after school. */
function parentsDay(grade: number, day: string, about: Words): SeedEvent {
  const zhTW = ["", "小一", "小二", "小三", "小四", "小五", "小六"][grade]!;
  const zhCN = ["", "一年级", "二年级", "三年级", "四年级", "五年级", "六年级"][grade]!;
  return {
    kind: "event",
    title: w(`${zhTW}家長日`, `${zhCN}家长日`, `P${grade} parents' day`),
    description: w(
      `與班主任面談十分鐘，${about.zhTW}。請按回條預約時段，準時到達。`,
      `与班主任面谈十分钟，${about.zhCN}。请按回执预约时段，准时到达。`,
      `A ten-minute talk with your child's class teacher about ${about.en}. Book a time on the reply slip and please be punctual.`,
    ),
    place: CLASSROOMS,
    start: day,
    end: day,
    time: { start: "15:30", end: "18:30" },
    grades: [grade],
    classes: [],
  };
}

const FIRST_TERM_TEST = w(
  "了解子女上學期測驗成績及學習情況",
  "了解孩子第一学期测验成绩和学习情况",
  "the first-term test and how they are getting on",
);

const ORAL_EXAMS = w(
  "同學按派回家的時間表逐一與老師進行朗讀及說話考試，其餘時間照常上課。",
  "学生按发回家的时间表逐一与老师进行朗读和口语考试，其余时间照常上课。",
  "Pupils take turns reading aloud and talking with a teacher, following the timetable sent home. Other lessons go on as usual.",
);

const FIRE_DRILL = w("走火演習", "消防疏散演练", "Fire drill");

const IMMUNISATION_NOTE = {
  zhTW: "請交回同意書，當天穿運動服並帶備針卡。",
  zhCN: "请交回同意书，当天穿运动服并带好疫苗接种记录。",
  en: "Return the consent form; on the day pupils wear PE uniform and bring their vaccination record.",
};

export const SCHOOL_EVENTS: SeedEvent[] = [
  // September 2026
  {
    kind: "event",
    title: w("開學禮", "开学典礼", "Opening ceremony"),
    description: w(
      "全校同學於禮堂參加開學禮，請穿整齊夏季校服並帶備學生手冊。當天第三節起照常上課。",
      "全校学生在礼堂参加开学典礼，请穿整齐夏季校服并带好学生手册。当天第三节起照常上课。",
      "The whole school gathers in the hall to open the year. Pupils wear full summer uniform and bring their student handbook; lessons start from Period 3.",
    ),
    place: HALL,
    start: "2026-09-01",
    end: "2026-09-01",
    time: { start: "08:15", end: "09:25" },
    grades: [],
    classes: [],
  },
  {
    kind: "event",
    title: w("小一家長會", "一年级家长会", "P1 parents' meeting"),
    description: w(
      "班主任介紹小一的學習、功課及放學安排，並解答家長疑問。請帶備學生手冊出席。",
      "班主任介绍一年级的学习、作业和放学安排，并解答家长疑问。请带上学生手册出席。",
      "Class teachers explain P1 learning, homework and dismissal arrangements and answer your questions. Please bring your child's student handbook.",
    ),
    place: HALL,
    start: "2026-09-11",
    end: "2026-09-11",
    time: { start: "19:00", end: "20:30" },
    grades: [1],
    classes: [],
  },
  {
    kind: "event",
    title: w(
      "家長教師會周年大會",
      "家长委员会年度大会",
      "Parent-Teacher Association annual general meeting",
    ),
    description: w(
      "選出新一屆家長教師會委員並報告會務。歡迎所有家長出席，會後設茶敘。",
      "选举新一届家委会委员并汇报工作。欢迎全体家长参加，会后有茶叙。",
      "Parents elect the new PTA committee and hear the year's report. All parents are welcome; tea is served afterwards.",
    ),
    place: HALL,
    start: "2026-09-19",
    end: "2026-09-19",
    time: { start: "10:00", end: "11:30" },
    grades: [],
    classes: [],
  },
  {
    kind: "event",
    title: w("中秋綵燈晚會", "中秋灯会", "Mid-Autumn lantern evening"),
    description: w(
      "親子提燈籠、猜燈謎及品嚐月餅。為安全起見，只可使用電子燈籠，請勿帶蠟燭。",
      "亲子提灯笼、猜灯谜、品尝月饼。为安全起见，只可使用电子灯笼，请勿携带蜡烛。",
      "Bring the family for lanterns, riddles and mooncakes. For safety, electric lanterns only: no candles, please.",
    ),
    place: COVERED_PLAYGROUND,
    start: "2026-09-24",
    end: "2026-09-24",
    time: { start: "18:30", end: "20:00" },
    grades: [],
    classes: [],
  },
  {
    kind: "event",
    title: w("國慶升旗禮", "国庆升旗仪式", "National Day flag-raising ceremony"),
    description: w(
      "全校於操場舉行升旗禮。請同學於7時50分前到校，並穿整齊校服。",
      "全校在操场举行升旗仪式。请学生于7:50前到校，并穿整齐校服。",
      "The whole school gathers in the playground for the flag-raising. Pupils arrive by 7:50 in full uniform.",
    ),
    place: PLAYGROUND,
    start: "2026-09-30",
    end: "2026-09-30",
    time: { start: "07:55", end: "08:15" },
    grades: [],
    classes: [],
  },

  // October 2026
  {
    kind: "event",
    title: w("學生會選舉", "学生会选举", "Student council election"),
    description: w(
      "小四至小六同學於小息時投票，選出本年度學生會幹事。結果於翌日早會公布。",
      "四至六年级学生在课间投票，选出本年度学生会干事。结果在第二天早会公布。",
      "P4–P6 pupils vote at recess for this year's student council. Results are announced at the next morning's assembly.",
    ),
    place: HALL,
    start: "2026-10-07",
    end: "2026-10-07",
    time: null,
    grades: [4, 5, 6],
    classes: [],
  },
  {
    kind: "event",
    title: w(
      "季節性流感疫苗學校外展接種",
      "季节性流感疫苗校园接种",
      "Seasonal flu vaccination at school",
    ),
    description: w(
      "外展醫護團隊到校為已交回同意書的同學接種流感疫苗。請穿運動服，並帶備針卡。",
      "外展医护团队到校为已交回同意书的学生接种流感疫苗。请穿运动服，并带好疫苗接种记录。",
      "A visiting medical team gives flu vaccines to pupils whose consent form was returned. Pupils wear PE uniform and bring their vaccination record.",
    ),
    place: HALL,
    start: "2026-10-08",
    end: "2026-10-08",
    time: { start: "09:00", end: "12:20" },
    grades: [],
    classes: [],
  },
  {
    kind: "event",
    title: w("領袖生就職典禮", "学生干部就职典礼", "Prefects' investiture"),
    description: w(
      "新一屆領袖生於早會宣誓就職，由校長頒授襟章。領袖生請穿整齊校服。",
      "新一届学生干部在早会上宣誓就职，由校长颁发徽章。学生干部请穿整齐校服。",
      "The new prefects take their oath at morning assembly and receive their badges from the principal. Prefects wear full uniform.",
    ),
    place: HALL,
    start: "2026-10-09",
    end: "2026-10-09",
    time: { start: "08:15", end: "08:50" },
    grades: [],
    classes: [],
  },
  {
    kind: "event",
    title: w("興趣班開放日", "兴趣班开放日", "Interest-class open day"),
    description: w(
      "家長可帶同子女試上各興趣班，了解內容及收費，並即場報名。名額有限，先到先得。",
      "家长可带孩子试听各兴趣班，了解内容和收费，并现场报名。名额有限，先到先得。",
      "Try this year's interest classes with your child, ask about content and fees, and enrol on the spot. Places are limited.",
    ),
    place: CAMPUS,
    start: "2026-10-10",
    end: "2026-10-10",
    time: { start: "09:30", end: "12:00" },
    grades: [],
    classes: [],
  },
  {
    kind: "event",
    title: w("拍攝班相及個人照", "拍摄班级合影及个人照", "Class and individual photo day"),
    description: w(
      "請同學穿整齊夏季校服、梳理好頭髮。訂購表格將於稍後派發。",
      "请学生穿整齐夏季校服、整理好发型。订购表格将稍后发放。",
      "Pupils wear full summer uniform with tidy hair. Order forms for the photos come home later.",
    ),
    place: HALL,
    start: "2026-10-13",
    end: "2026-10-13",
    time: null,
    grades: [],
    classes: [],
  },
  {
    kind: "event",
    title: FIRE_DRILL,
    description: w(
      "全校於第四節進行走火演習，同學按指示有秩序地疏散到操場。家長毋須作任何準備。",
      "全校在第四节课进行消防疏散演练，学生按指示有序疏散到操场。家长无需做任何准备。",
      "The whole school practises evacuating to the playground during Period 4. Nothing to prepare at home.",
    ),
    place: null,
    start: "2026-10-16",
    end: "2026-10-16",
    time: { start: "10:20", end: "10:55" },
    grades: [],
    classes: [],
  },
  {
    kind: "event",
    title: w(
      "2027/28年度小一入學簡介會",
      "2027/28学年一年级入学说明会",
      "P1 admission briefing for 2027/28",
    ),
    description: w(
      "為明年升讀小一的幼稚園家長介紹本校課程及自行分配學位申請安排。請於網上預先登記。",
      "向明年升读一年级的幼儿园家长介绍本校课程及自行分配学位申请安排。请在网上预先登记。",
      "For parents of K3 children starting P1 in September 2027: our curriculum and how to apply for a discretionary place. Please register online first.",
    ),
    place: HALL,
    start: "2026-10-17",
    end: "2026-10-17",
    time: { start: "10:00", end: "11:30" },
    grades: [],
    classes: [],
  },
  {
    kind: "event",
    title: w("水運會", "游泳运动会", "Swimming gala"),
    description: w(
      "小三至小六同學8時15分回校集合，乘旅遊巴前往。參賽同學請帶泳衣、泳帽及毛巾，其他同學穿運動服打氣。",
      "三至六年级学生8:15回校集合，乘大巴前往。参赛学生请带泳衣、泳帽和毛巾，其他学生穿运动服加油助威。",
      "P3–P6 pupils meet at school at 8:15 and travel by coach. Swimmers bring swimsuit, cap and towel; everyone else wears PE uniform and cheers.",
    ),
    place: w("九龍公園游泳池", "九龙公园游泳池", "Kowloon Park Swimming Pool"),
    start: "2026-10-21",
    end: "2026-10-21",
    time: { start: "09:00", end: "12:30" },
    grades: [3, 4, 5, 6],
    classes: [],
  },
  {
    kind: "event",
    title: w(
      "小六升中家長講座",
      "六年级升中学家长讲座",
      "Secondary school places talk for P6 parents",
    ),
    description: w(
      "講解中一自行分配學位及統一派位的程序、時間表及選校策略。請家長預留時間出席。",
      "讲解中一自行分配学位及统一派位的流程、时间表和选校策略。请家长预留时间出席。",
      "How discretionary places and central allocation for S1 work, the timetable, and choosing schools. Please keep the morning free.",
    ),
    place: HALL,
    start: "2026-10-24",
    end: "2026-10-24",
    time: { start: "10:00", end: "12:00" },
    grades: [6],
    classes: [],
  },

  // November 2026
  {
    kind: "exam",
    title: w("上學期統一測驗", "第一学期统一测验", "First-term test"),
    description: w(
      "小二至小六同學於上午進行中、英、數及常識測驗，測驗後照常上課。小一同學本學期不設測驗。",
      "二至六年级学生上午进行语文、英语、数学和常识测验，测验后照常上课。一年级本学期不设测验。",
      "P2–P6 pupils sit Chinese, English, Maths and General Studies tests in the morning, with lessons after. P1 has no test this term.",
    ),
    place: null,
    start: "2026-11-02",
    end: "2026-11-05",
    time: null,
    grades: [2, 3, 4, 5, 6],
    classes: [],
  },
  {
    kind: "event",
    title: w("學校開放日", "校园开放日", "School open day"),
    description: w(
      "歡迎公眾參觀校園、欣賞學生表演及參加體驗活動。擔任小導賞員的同學請穿整齊校服回校。",
      "欢迎公众参观校园、观看学生表演并参加体验活动。担任小讲解员的学生请穿整齐校服回校。",
      "Visitors tour the school, watch pupil performances and try activities. Pupils acting as student guides come in full uniform.",
    ),
    place: CAMPUS,
    start: "2026-11-14",
    end: "2026-11-14",
    time: { start: "09:30", end: "13:00" },
    grades: [],
    classes: [],
  },
  {
    kind: "event",
    title: w("轉換冬季校服", "换穿冬季校服", "Winter uniform from today"),
    description: w(
      "由今天起，同學須穿冬季校服；天氣和暖時可暫不穿校褸。",
      "从今天起，学生须穿冬季校服；天气暖和时可暂不穿校服外套。",
      "Pupils wear winter uniform from today. On warm days the school jacket may stay at home.",
    ),
    place: null,
    start: "2026-11-16",
    end: "2026-11-16",
    time: null,
    grades: [],
    classes: [],
  },
  {
    kind: "event",
    title: w("書展週", "图书周", "Book week"),
    description: w(
      "書商於禮堂設書展，同學可於小息及放學後選購圖書；每天早會設好書分享。",
      "书商在礼堂设书展，学生可在课间和放学后选购图书；每天早会有好书分享。",
      "A book fair runs in the hall at recess and after school, with a book talk at each morning assembly. Pupils may bring money for books.",
    ),
    place: HALL,
    start: "2026-11-16",
    end: "2026-11-20",
    time: null,
    grades: [],
    classes: [],
  },
  {
    kind: "event",
    title: w(
      "小四參觀香港科學館",
      "四年级参观香港科学馆",
      "P4 visit to the Hong Kong Science Museum",
    ),
    description: w(
      "配合常識科課題參觀展覽及參加工作坊。請穿整齊校服，帶備水樽及工作紙，中午返校。",
      "配合常识课内容参观展览并参加工作坊。请穿整齐校服，带好水壶和工作纸，中午返校。",
      "A General Studies visit with exhibits and a workshop. Pupils wear full uniform, bring a water bottle and their worksheet, and are back for lunch.",
    ),
    place: w("香港科學館", "香港科学馆", "Hong Kong Science Museum"),
    start: "2026-11-17",
    end: "2026-11-17",
    time: { start: "09:00", end: "12:20" },
    grades: [4],
    classes: [],
  },
  {
    // Day 6 of the cycle, Period 2: 4A's English lesson with Ms Wong (timetables.ts).
    kind: "event",
    title: w(
      "4A班英文科家長觀課",
      "4A班英语公开课（家长观课）",
      "4A English lesson open to parents",
    ),
    description: w(
      "歡迎4A班家長於第二節到課室觀課，了解英文科的課堂學習。請於8時40分到校務處登記。",
      "欢迎4A班家长于第二节课到教室观课，了解英语课的课堂学习。请于8:40到学校办公室登记。",
      "4A parents are welcome to watch an English lesson in Period 2. Please sign in at the school office by 8:40.",
    ),
    place: w("401室（4A班課室）", "401室（4A班教室）", "Room 401 (4A)"),
    start: "2026-11-18",
    end: "2026-11-18",
    time: { start: "08:50", end: "09:25" },
    grades: [],
    classes: ["4A"],
  },
  {
    kind: "event",
    title: w(
      "小一學童免疫注射（衞生署）",
      "一年级学生疫苗接种（卫生署）",
      "P1 school immunisation (Department of Health)",
    ),
    description: w(
      `衞生署學童免疫注射小組到校為小一同學接種計劃內疫苗。${IMMUNISATION_NOTE.zhTW}`,
      `卫生署学童免疫注射小组到校为一年级学生接种计划内疫苗。${IMMUNISATION_NOTE.zhCN}`,
      `The Department of Health's immunisation team gives P1 pupils their scheduled vaccines. ${IMMUNISATION_NOTE.en}`,
    ),
    place: HALL,
    start: "2026-11-19",
    end: "2026-11-19",
    time: { start: "09:45", end: "12:20" },
    grades: [1],
    classes: [],
  },
  parentsDay(
    6,
    "2026-11-23",
    w(
      "了解子女測驗成績及升中選校事宜",
      "了解孩子测验成绩及升中学选校事宜",
      "the first-term test and choosing secondary schools",
    ),
  ),
  parentsDay(4, "2026-11-25", FIRST_TERM_TEST),
  parentsDay(5, "2026-11-26", FIRST_TERM_TEST),
  parentsDay(
    1,
    "2026-11-30",
    w(
      "了解子女適應小一生活及學習的情況",
      "了解孩子适应一年级生活和学习的情况",
      "how they are settling into P1",
    ),
  ),

  // December 2026
  parentsDay(2, "2026-12-01", FIRST_TERM_TEST),
  parentsDay(3, "2026-12-02", FIRST_TERM_TEST),
  {
    kind: "event",
    title: w("陸運會", "运动会", "Sports day"),
    description: w(
      "全校同學穿運動服及社衣，8時15分直接到運動場集合。請帶水樽、帽、防曬用品及午膳。",
      "全校学生穿运动服和所属分队的T恤，8:15直接到运动场集合。请带水壶、帽子、防晒用品和午餐。",
      "Pupils wear PE uniform and their house T-shirt and go straight to the sports ground by 8:15. Bring a water bottle, hat, sunscreen and a packed lunch.",
    ),
    place: w("深水埗運動場", "深水埗运动场", "Sham Shui Po Sports Ground"),
    start: "2026-12-03",
    end: "2026-12-03",
    time: { start: "08:30", end: "15:00" },
    grades: [],
    classes: [],
    notices: [
      {
        name: "陸運會通告 Sports day notice.pdf",
        title: "Sports Day - Thursday 3 December 2026",
        lines: [
          "Place: Sham Shui Po Sports Ground. Assembly at 8:15 at the ground.",
          "Wear PE uniform and your house T-shirt.",
          "Bring a water bottle, a hat, sunscreen and a packed lunch.",
          "Parents are welcome in the stands from 9:00.",
          "Reply slip: return to the class teacher by Friday 27 November.",
        ],
      },
    ],
  },
  {
    kind: "event",
    title: w("6C班升中模擬面試", "6C班升中学模拟面试", "6C mock secondary-school interviews"),
    description: w(
      "老師扮演中學面試官，讓同學練習自我介紹及小組討論。請穿整齊冬季校服，並準備一分鐘自我介紹。",
      "老师扮演中学面试官，让学生练习自我介绍和小组讨论。请穿整齐冬季校服，并准备一分钟自我介绍。",
      "Teachers play secondary-school interviewers so pupils can practise introducing themselves and group discussion. Wear full winter uniform and prepare a one-minute self-introduction.",
    ),
    place: w("會議室", "会议室", "Conference room"),
    start: "2026-12-07",
    end: "2026-12-07",
    time: { start: "13:40", end: "14:50" },
    grades: [],
    classes: ["6C"],
  },
  {
    kind: "event",
    title: w("1B班參觀消防局", "1B班参观消防站", "1B visit to the fire station"),
    description: w(
      "同學由老師帶領步行到鄰近消防局，參觀消防車及學習防火知識。請穿整齊校服並帶水樽；歡迎家長報名當義工。",
      "学生由老师带领步行到附近消防站，参观消防车并学习防火知识。请穿整齐校服并带水壶；欢迎家长报名当志愿者。",
      "The class walks with their teachers to the local fire station to see the engines and learn about fire safety. Full uniform and a water bottle; parent helpers welcome.",
    ),
    place: w("鄰近消防局", "附近消防站", "Local fire station"),
    start: "2026-12-09",
    end: "2026-12-09",
    time: { start: "09:45", end: "11:45" },
    grades: [],
    classes: ["1B"],
  },
  {
    kind: "event",
    title: w("學校旅行", "学校郊游", "School picnic"),
    description: w(
      "全校同學穿運動服回校集合，乘旅遊巴前往。請帶飯盒、水樽、帽及垃圾袋，不可帶電子遊戲機。",
      "全校学生穿运动服回校集合，乘大巴前往。请带饭盒、水壶、帽子和垃圾袋，不得携带电子游戏机。",
      "Pupils come to school in PE uniform and travel by coach. Bring a packed lunch, water bottle, hat and a rubbish bag; no game consoles, please.",
    ),
    place: w("大埔海濱公園", "大埔海滨公园", "Tai Po Waterfront Park"),
    start: "2026-12-10",
    end: "2026-12-10",
    time: { start: "08:30", end: "14:30" },
    grades: [],
    classes: [],
  },
  {
    kind: "event",
    title: w(
      "1B班學童牙科保健服務檢查",
      "1B班学童牙科保健检查",
      "1B School Dental Care Service check-up",
    ),
    description: w(
      "已參加學童牙科保健服務的同學由老師陪同前往學童牙科診所檢查。請早上刷牙，並帶備預約信。",
      "已参加学童牙科保健服务的学生由老师陪同前往学童牙科诊所检查。请早上刷牙，并带好预约信。",
      "Pupils enrolled in the School Dental Care Service go with their teacher to the school dental clinic. Brush teeth that morning and bring the appointment letter.",
    ),
    place: w("學童牙科診所", "学童牙科诊所", "School dental clinic"),
    start: "2026-12-15",
    end: "2026-12-15",
    time: { start: "08:30", end: "11:45" },
    grades: [],
    classes: ["1B"],
  },
  {
    kind: "event",
    title: w("聖誕聯歡會", "圣诞联欢会", "Christmas party"),
    description: w(
      "同學可穿便服回校，並帶一份不多於30元的包好禮物作交換。當天12時20分放學。",
      "学生可穿便装回校，并带一份不超过30元、包装好的礼物用于交换。当天12:20放学。",
      "Pupils may wear their own clothes and bring a wrapped gift worth up to $30 for the class gift exchange. School ends at 12:20.",
    ),
    place: CLASSROOMS,
    start: "2026-12-18",
    end: "2026-12-18",
    time: { start: "08:15", end: "12:20" },
    grades: [],
    classes: [],
  },

  // January 2027
  {
    kind: "event",
    title: w(
      "中一自行分配學位申請期",
      "中一自行分配学位申请期",
      "S1 discretionary places application period",
    ),
    description: w(
      "家長可直接向最多兩所中學遞交自行分配學位申請。學校會於1月初派發申請表，請留意各中學的截止日期。",
      "家长可直接向最多两所中学递交自行分配学位申请。学校会在1月初发放申请表，请留意各中学的截止日期。",
      "Parents may apply directly to up to two secondary schools for a discretionary place. Forms come home in early January; check each school's deadline.",
    ),
    place: null,
    start: "2027-01-04",
    end: "2027-01-22",
    time: null,
    grades: [6],
    classes: [],
  },
  {
    kind: "exam",
    title: w(
      "上學期中英文說話考試",
      "第一学期语文、英语口语考试",
      "First-term Chinese and English oral exams",
    ),
    description: ORAL_EXAMS,
    place: null,
    start: "2027-01-06",
    end: "2027-01-08",
    time: null,
    grades: [],
    classes: [],
  },
  {
    kind: "exam",
    title: w("上學期考試", "第一学期期末考试", "First-term exams"),
    description: w(
      "考試期間11時45分放學。請帶備鉛筆、擦膠及間尺，並按溫習表預備。",
      "考试期间11:45放学。请带好铅笔、橡皮和直尺，并按复习表准备。",
      "School ends at 11:45 on exam days. Bring pencils, an eraser and a ruler, and revise from the schedule sent home.",
    ),
    place: null,
    start: "2027-01-11",
    end: "2027-01-15",
    time: null,
    grades: [],
    classes: [],
  },
  {
    kind: "event",
    title: w("班際球賽", "班际球赛", "Inter-class ball games"),
    description: w(
      "考試後活動：小四至小六各班進行躲避球及足球比賽。請穿運動服並帶水樽。",
      "考后活动：四至六年级各班进行躲避球和足球比赛。请穿运动服并带水壶。",
      "After the exams, P4–P6 classes play each other at dodgeball and football. Pupils wear PE uniform and bring a water bottle.",
    ),
    place: PLAYGROUND,
    start: "2027-01-20",
    end: "2027-01-20",
    time: { start: "09:45", end: "12:20" },
    grades: [4, 5, 6],
    classes: [],
  },
  {
    kind: "event",
    title: w("上學期派發成績表", "第一学期成绩单发放", "First-term report card day"),
    description: w(
      "家長按預約時間與子女一同到課室領取成績表，並與班主任面談。當天同學毋須上課。",
      "家长按预约时间与孩子一起到教室领取成绩单，并与班主任面谈。当天学生不用上课。",
      "Come with your child at your booked time to collect the report card and meet the class teacher. There are no lessons today.",
    ),
    place: CLASSROOMS,
    start: "2027-01-29",
    end: "2027-01-29",
    time: { start: "09:00", end: "12:30" },
    grades: [],
    classes: [],
  },

  // February 2027
  {
    kind: "event",
    title: w("新春嘉年華", "新春游园会", "Lunar New Year fair"),
    description: w(
      "各班設攤位遊戲、揮春及賀年小食。同學可穿中式服裝回校，並帶少量零錢。",
      "各班设摊位游戏、写春联和年货小吃。学生可穿中式服装回校，并带少量零钱。",
      "Classes run game stalls, write spring couplets and sell festive snacks. Pupils may wear Chinese-style clothes and bring a little pocket money.",
    ),
    place: PLAYGROUND,
    start: "2027-02-03",
    end: "2027-02-03",
    time: { start: "09:45", end: "12:20" },
    grades: [],
    classes: [],
  },
  {
    kind: "event",
    title: w("新春團拜", "新春团拜", "Lunar New Year assembly"),
    description: w(
      "農曆新年假期後首天上課，全校於禮堂團拜，校長向同學派利是。",
      "春节假期后第一天上课，全校在礼堂团拜，校长给学生发红包。",
      "On the first day back after Lunar New Year, the school gathers in the hall and the principal hands out red packets.",
    ),
    place: HALL,
    start: "2027-02-15",
    end: "2027-02-15",
    time: { start: "08:15", end: "08:50" },
    grades: [],
    classes: [],
  },
  {
    kind: "event",
    title: w("科學週", "科学周", "Science week"),
    description: w(
      "各級進行科學探究活動，小五及小六設紙飛機及編程機械人比賽。同學可帶乾淨的環保物料作手工之用。",
      "各年级开展科学探究活动，五、六年级有纸飞机和编程机器人比赛。学生可带干净的环保材料做手工。",
      "Every grade does hands-on science investigations, with paper-plane and coding-robot contests for P5 and P6. Pupils may bring clean recyclables for making things.",
    ),
    place: null,
    start: "2027-02-22",
    end: "2027-02-26",
    time: null,
    grades: [],
    classes: [],
  },

  // March 2027
  {
    kind: "event",
    title: w("小六畢業相拍攝", "六年级毕业照拍摄", "P6 graduation photos"),
    description: w(
      "小六同學拍攝畢業班相及個人照，請穿整齊冬季校服；畢業袍由學校提供。",
      "六年级学生拍摄毕业合影和个人照，请穿整齐冬季校服；毕业袍由学校提供。",
      "P6 pupils have class and individual graduation photos taken. Full winter uniform; the school provides the gowns.",
    ),
    place: COVERED_PLAYGROUND,
    start: "2027-03-02",
    end: "2027-03-02",
    time: null,
    grades: [6],
    classes: [],
  },
  {
    kind: "event",
    title: w(
      "小五及小六學童免疫注射（衞生署）",
      "五、六年级学生疫苗接种（卫生署）",
      "P5 and P6 school immunisation (Department of Health)",
    ),
    description: w(
      `衞生署學童免疫注射小組到校為小五及小六同學接種計劃內疫苗。${IMMUNISATION_NOTE.zhTW}`,
      `卫生署学童免疫注射小组到校为五、六年级学生接种计划内疫苗。${IMMUNISATION_NOTE.zhCN}`,
      `The Department of Health's immunisation team gives P5 and P6 pupils their scheduled vaccines. ${IMMUNISATION_NOTE.en}`,
    ),
    place: HALL,
    start: "2027-03-04",
    end: "2027-03-04",
    time: { start: "09:45", end: "12:20" },
    grades: [5, 6],
    classes: [],
  },
  {
    kind: "event",
    title: FIRE_DRILL,
    description: w(
      "全校於第七節進行走火演習，練習午膳後的疏散。家長毋須作任何準備。",
      "全校在第七节课进行消防疏散演练，练习午饭后的疏散。家长无需做任何准备。",
      "A second fire drill, this time in Period 7 after lunch. Nothing to prepare at home.",
    ),
    place: null,
    start: "2027-03-09",
    end: "2027-03-09",
    time: { start: "13:40", end: "14:15" },
    grades: [],
    classes: [],
  },
  {
    kind: "event",
    title: w(
      "小二參觀香港動植物公園",
      "二年级参观香港动植物公园",
      "P2 visit to the Zoological and Botanical Gardens",
    ),
    description: w(
      "配合常識科「動物」課題觀察動植物。請穿運動服，帶水樽及小食，中午返校午膳。",
      "配合常识课“动物”主题观察动植物。请穿运动服，带水壶和小零食，中午回校吃午饭。",
      "A General Studies trip to observe animals and plants. Pupils wear PE uniform, bring a water bottle and a snack, and are back for lunch.",
    ),
    place: w("香港動植物公園", "香港动植物公园", "Hong Kong Zoological and Botanical Gardens"),
    start: "2027-03-11",
    end: "2027-03-11",
    time: { start: "09:00", end: "12:20" },
    grades: [2],
    classes: [],
  },
  {
    kind: "exam",
    title: w("下學期統一測驗", "第二学期统一测验", "Second-term test"),
    description: w(
      "全校同學於上午進行中、英、數及常識測驗，測驗後照常上課。請帶備文具。",
      "全校学生上午进行语文、英语、数学和常识测验，测验后照常上课。请带好文具。",
      "All pupils sit Chinese, English, Maths and General Studies tests in the morning, with lessons after. Bring pencils and an eraser.",
    ),
    place: null,
    start: "2027-03-15",
    end: "2027-03-18",
    time: null,
    grades: [],
    classes: [],
  },

  // April 2027
  {
    kind: "event",
    title: w(
      "小三參觀香港濕地公園",
      "三年级参观香港湿地公园",
      "P3 visit to Hong Kong Wetland Park",
    ),
    description: w(
      "同學觀察雀鳥及濕地生態，並完成考察工作紙。請穿運動服，帶飯盒、水樽及帽。",
      "学生观察鸟类和湿地生态，并完成考察工作纸。请穿运动服，带饭盒、水壶和帽子。",
      "Pupils watch birds and explore wetland life with a field worksheet. Wear PE uniform and bring a packed lunch, water bottle and hat.",
    ),
    place: w("香港濕地公園", "香港湿地公园", "Hong Kong Wetland Park"),
    start: "2027-04-08",
    end: "2027-04-08",
    time: { start: "09:00", end: "14:30" },
    grades: [3],
    classes: [],
  },
  {
    kind: "event",
    title: w("閱讀節", "阅读节", "Reading festival"),
    description: w(
      "一連五天的故事劇場、作家講座及閱讀挑戰。4月23日世界閱讀日，同學可打扮成喜愛的故事角色回校。",
      "一连五天的故事剧场、作家讲座和阅读挑战。4月23日世界读书日，学生可装扮成喜爱的故事角色回校。",
      "A week of story theatre, an author talk and reading challenges. On World Book Day, 23 April, pupils may come dressed as a favourite book character.",
    ),
    place: LIBRARY,
    start: "2027-04-19",
    end: "2027-04-23",
    time: null,
    grades: [],
    classes: [],
  },
  {
    kind: "event",
    title: w("轉換夏季校服", "换穿夏季校服", "Summer uniform from today"),
    description: w(
      "由今天起，同學須穿夏季校服；天氣轉涼時可加穿校褸。",
      "从今天起，学生须穿夏季校服；天气转凉时可加穿校服外套。",
      "Pupils wear summer uniform from today. On cool days they may add the school jacket.",
    ),
    place: null,
    start: "2027-04-26",
    end: "2027-04-26",
    time: null,
    grades: [],
    classes: [],
  },

  // May 2027
  {
    kind: "event",
    title: w("體適能測試", "体质健康测试", "Physical fitness tests"),
    description: w(
      "小三至小六同學於體育課進行仰臥起坐、坐地前伸及耐力跑等測試。請穿運動服並帶水樽。",
      "三至六年级学生在体育课上进行仰卧起坐、坐位体前屈和耐力跑等测试。请穿运动服并带水壶。",
      "P3–P6 pupils do sit-ups, sit-and-reach and an endurance run in their PE lessons this week. Wear PE uniform and bring a water bottle.",
    ),
    place: PLAYGROUND,
    start: "2027-05-03",
    end: "2027-05-07",
    time: null,
    grades: [3, 4, 5, 6],
    classes: [],
  },
  {
    kind: "exam",
    title: w(
      "小三全港性系統評估（說話）",
      "三年级全港性系统评估（说话）",
      "P3 TSA speaking assessment",
    ),
    description: w(
      "香港考評局派員到校，抽樣為部分小三同學進行中、英文說話評估。毋須特別操練。",
      "香港考评局派员到校，抽样为部分三年级学生进行语文、英语说话评估。无需特别操练。",
      "HKEAA assessors visit to hear a sample of P3 pupils speak in Chinese and English. No special preparation is needed.",
    ),
    place: null,
    start: "2027-05-18",
    end: "2027-05-18",
    time: null,
    grades: [3],
    classes: [],
  },
  {
    kind: "event",
    title: w("小五歷奇營", "五年级户外拓展营", "P5 adventure camp"),
    description: w(
      "兩日一夜的營會，包括攀石、定向及團隊合作活動。請按物品清單執拾行李，並交回健康申報表。",
      "两天一夜的营会，包括攀岩、定向越野和团队合作活动。请按物品清单收拾行李，并交回健康申报表。",
      "Two days and a night of climbing, orienteering and team challenges. Pack from the kit list and return the health declaration form.",
    ),
    place: w("西貢戶外康樂中心", "西贡户外康乐中心", "Sai Kung Outdoor Recreation Centre"),
    start: "2027-05-20",
    end: "2027-05-21",
    time: null,
    grades: [5],
    classes: [],
  },
  {
    kind: "exam",
    title: w(
      "小六全港性系統評估",
      "六年级全港性系统评估",
      "P6 Territory-wide System Assessment (TSA)",
    ),
    description: w(
      "小六同學進行中、英、數紙筆評估，結果只供學校改善教學，不影響升中派位。請帶備文具。",
      "六年级学生进行语文、英语、数学笔试评估，结果仅供学校改进教学，不影响升中学派位。请带好文具。",
      "P6 pupils sit written Chinese, English and Maths papers. Results help the school improve teaching and do not affect secondary allocation.",
    ),
    place: null,
    start: "2027-05-26",
    end: "2027-05-27",
    time: null,
    grades: [6],
    classes: [],
  },
  {
    kind: "event",
    title: w("周年音樂會", "年度音乐会", "Annual school concert"),
    description: w(
      "合唱團、弦樂團及中樂團同台演出。表演同學請於5時45分回校化妝及綵排；入場券由班主任派發。",
      "合唱团、弦乐团和民乐团同台演出。参演学生请于5:45回校化妆和彩排；入场券由班主任发放。",
      "The choir, string orchestra and Chinese orchestra perform together. Performers arrive by 5:45 for make-up and rehearsal; tickets come via class teachers.",
    ),
    place: HALL,
    start: "2027-05-28",
    end: "2027-05-28",
    time: { start: "18:30", end: "20:30" },
    grades: [],
    classes: [],
  },

  // June 2027
  {
    kind: "exam",
    title: w(
      "小三全港性系統評估",
      "三年级全港性系统评估",
      "P3 Territory-wide System Assessment (TSA)",
    ),
    description: w(
      "小三同學進行中、英、數紙筆評估，結果只供學校改善教學，毋須特別操練。請帶備文具。",
      "三年级学生进行语文、英语、数学笔试评估，结果仅供学校改进教学，无需特别操练。请带好文具。",
      "P3 pupils sit written Chinese, English and Maths papers. Results help the school improve teaching; no drilling is needed. Bring pencils and an eraser.",
    ),
    place: null,
    start: "2027-06-02",
    end: "2027-06-03",
    time: null,
    grades: [3],
    classes: [],
  },
  {
    kind: "event",
    title: w("端午節文化活動", "端午节文化活动", "Tuen Ng Festival activities"),
    description: w(
      "同學認識端午節習俗，並親手縫製香包。材料由學校提供。",
      "学生了解端午节习俗，并亲手缝制香包。材料由学校提供。",
      "Pupils learn about Tuen Ng customs and sew their own scented sachets. The school provides the materials.",
    ),
    place: CLASSROOMS,
    start: "2027-06-04",
    end: "2027-06-04",
    time: { start: "13:40", end: "14:50" },
    grades: [],
    classes: [],
  },
  {
    kind: "event",
    title: w(
      "2027/28年度小一新生註冊",
      "2027/28学年一年级新生注册",
      "P1 newcomer registration for 2027/28",
    ),
    description: w(
      "獲派本校的小一新生家長，請帶同註冊證、子女出生證明文件及兩張相片，到校辦理註冊。",
      "获派本校的一年级新生家长，请带上注册证、孩子出生证明文件和两张照片，到校办理注册。",
      "Parents of children allocated a P1 place here register in person. Bring the registration slip, your child's birth certificate and two photos.",
    ),
    place: HALL,
    start: "2027-06-05",
    end: "2027-06-05",
    time: { start: "09:00", end: "12:00" },
    grades: [],
    classes: [],
  },
  {
    kind: "exam",
    title: w(
      "下學期中英文說話考試",
      "第二学期语文、英语口语考试",
      "Second-term Chinese and English oral exams",
    ),
    description: ORAL_EXAMS,
    place: null,
    start: "2027-06-07",
    end: "2027-06-08",
    time: null,
    grades: [],
    classes: [],
  },
  {
    kind: "exam",
    title: w("下學期考試（期考）", "第二学期期末考试", "Final exams"),
    description: w(
      "考試期間11時45分放學。全年成績按上、下學期考試計算，請按溫習表預備。",
      "考试期间11:45放学。全年成绩按两个学期的考试计算，请按复习表准备。",
      "School ends at 11:45 on exam days. The year's result counts both terms' exams; revise from the schedule sent home.",
    ),
    place: null,
    start: "2027-06-14",
    end: "2027-06-18",
    time: null,
    grades: [],
    classes: [],
  },
  {
    kind: "event",
    title: w(
      "小一及小二考試後活動：海洋公園",
      "一、二年级考后活动：海洋公园",
      "P1–P2 post-exam outing to Ocean Park",
    ),
    description: w(
      "同學乘旅遊巴前往，參觀動物館並參加教育工作坊。請穿運動服，帶飯盒、水樽及帽。",
      "学生乘大巴前往，参观动物馆并参加教育工作坊。请穿运动服，带饭盒、水壶和帽子。",
      "Pupils travel by coach to see the animal exhibits and join an education workshop. Wear PE uniform and bring a packed lunch, water bottle and hat.",
    ),
    place: w("海洋公園", "海洋公园", "Ocean Park"),
    start: "2027-06-24",
    end: "2027-06-24",
    time: { start: "09:00", end: "14:30" },
    grades: [1, 2],
    classes: [],
  },

  // July 2027
  {
    kind: "event",
    title: w("興趣班成果展", "兴趣班成果展", "Interest-class showcase"),
    description: w(
      "各興趣班展示一年成果，包括舞蹈、魔術及機械人表演。歡迎家長入場欣賞。",
      "各兴趣班展示一年成果，包括舞蹈、魔术和机器人表演。欢迎家长入场观看。",
      "Interest classes show what they learned this year, from dance and magic to robots. Parents are welcome to watch.",
    ),
    place: HALL,
    start: "2027-07-07",
    end: "2027-07-07",
    time: { start: "14:00", end: "15:30" },
    grades: [],
    classes: [],
  },
  {
    kind: "event",
    title: w("中一派位結果公布", "中一派位结果公布", "S1 allocation results day"),
    description: w(
      "小六同學回校領取中一派位結果通知書。家長請於指定日期帶同子女到獲派中學辦理註冊。",
      "六年级学生回校领取中一派位结果通知书。家长请在指定日期带孩子到获派中学办理注册。",
      "P6 pupils collect their S1 allocation slips at school. Parents then register at the allocated secondary school on the set dates.",
    ),
    place: HALL,
    start: "2027-07-08",
    end: "2027-07-08",
    time: { start: "09:00", end: "10:30" },
    grades: [6],
    classes: [],
  },
  {
    kind: "event",
    title: w("頒獎禮", "颁奖典礼", "Speech day and prize-giving"),
    description: w(
      "頒發學業、服務及課外活動獎項，得獎同學的家長獲邀出席。全校同學請穿整齊夏季校服。",
      "颁发学业、服务及课外活动奖项，获奖学生的家长受邀出席。全校学生请穿整齐夏季校服。",
      "Prizes for academic work, service and activities. Parents of prize-winners are invited; all pupils wear full summer uniform.",
    ),
    place: HALL,
    start: "2027-07-09",
    end: "2027-07-09",
    time: { start: "09:30", end: "11:30" },
    grades: [],
    classes: [],
  },
  {
    kind: "event",
    title: w("小六畢業典禮", "六年级毕业典礼", "P6 graduation ceremony"),
    description: w(
      "小六同學穿畢業袍出席，每名同學可邀請兩位家長觀禮。請於下午2時前到禮堂集合。",
      "六年级学生穿毕业袍出席，每名学生可邀请两位家长观礼。请于下午2:00前到礼堂集合。",
      "P6 pupils graduate in gowns, and each may invite two guests. Pupils gather in the hall by 2:00 p.m.",
    ),
    place: HALL,
    start: "2027-07-13",
    end: "2027-07-13",
    time: { start: "14:30", end: "16:30" },
    grades: [6],
    classes: [],
  },
  {
    kind: "event",
    title: w("散學禮", "散学典礼", "End-of-year assembly"),
    description: w(
      "學年最後一天：同學領取全年成績表及暑期作業，10時30分放學。祝各位暑假愉快！",
      "学年最后一天：学生领取全年成绩单和暑假作业，10:30放学。祝大家暑假愉快！",
      "The last day of the year: pupils collect their annual report card and summer homework, and go home at 10:30. Have a good summer!",
    ),
    place: HALL,
    start: "2027-07-16",
    end: "2027-07-16",
    time: { start: "08:30", end: "10:30" },
    grades: [],
    classes: [],
  },
  {
    // Held by the secondary schools for their new S1 pupils, after the primary year has ended.
    kind: "exam",
    title: w(
      "中一入學前香港學科測驗",
      "中一入学前香港学科测验",
      "Pre-S1 Hong Kong Attainment Test",
    ),
    description: w(
      "升中同學在獲派中學應考數學、英文及中文三卷，上午9時開始。請按中學通知準時到達，並帶備文具。",
      "升中学的学生在获派中学参加数学、英语和语文三科测验，上午9点开始。请按中学通知准时到达，并带好文具。",
      "Pupils moving up to S1 sit Maths, English and Chinese papers at their allocated secondary school from 9:00 a.m. Follow that school's letter and bring stationery.",
    ),
    place: w("獲派的中學", "获派的中学", "The allocated secondary school"),
    start: "2027-07-20",
    end: "2027-07-20",
    time: null,
    grades: [6],
    classes: [],
  },
];
