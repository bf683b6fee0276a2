/**
 * Traditional → Simplified pairs for the characters a school catalogue and its readers use
 * most. Search folds both the catalogue and the keyword through it, so a zh-CN reader typing
 * 恐龙 finds 恐龍 and a zh-TW reader typing 恐龍 finds a book catalogued as 恐龙. Characters
 * not listed fold to themselves; add pairs as the catalogue needs them.
 */
const PAIRS =
  "龍龙書书學学國国圖图館馆畫画繪绘歷历曆历語语說说話话讀读寫写數数腦脑電电車车飛飞機机鳥鸟魚鱼" +
  "貓猫馬马蟲虫動动園园體体樂乐藝艺術术與与長长們们個个這这來来時时間间開开關关門门問问題题見见" +
  "親亲愛爱夢梦遊游戲戏險险島岛陸陆氣气會会為为麼么錢钱買买賣卖東东陽阳陰阴雲云風风點点燈灯熱热" +
  "無无興兴習习專专業业實实驗验發发髮发現现聽听覺觉觀观視视頭头臉脸嗎吗萬万億亿幾几將将師师歲岁" +
  "兒儿媽妈爺爷誰谁讓让從从後后裡里裏里邊边過过還还進进遠远運运達达選选邏逻輯辑編编計计網网絡络" +
  "線线級级紅红綠绿藍蓝黃黄顏颜當当麗丽漢汉華华廣广場场聲声詩诗詞词課课試试練练經经濟济環环護护" +
  "職职員员兩两隻只條条張张號号種种類类衛卫醫医藥药療疗蘋苹葉叶樹树獅狮鯨鲸鯊鲨螞蚂蟻蚁雞鸡鴨鸭" +
  "鵝鹅豬猪貝贝殼壳龜龟獸兽奧奥祕秘艦舰戰战爭争軍军歐欧亞亚極极嶼屿灣湾臺台颱台鄉乡鎮镇區区縣县" +
  "際际輪轮鐵铁軌轨設设備备紙纸鋼钢隊队團团劇剧攝摄籃篮賽赛圍围橋桥勝胜敗败強强壯壮營营養养飲饮" +
  "廚厨飪饪麵面飯饭湯汤餅饼節节慶庆誕诞聖圣禮礼傳传統统謠谣冊册頁页標标筆笔劃划順顺單单閱阅減减" +
  "狀状圓圆積积測测鐘钟錶表週周銀银資资訊讯創创築筑樑梁臘腊羅罗漠漠緒绪責责慣惯財财儲储偵侦謎谜" +
  "寶宝鷹鹰鳳凤驚惊樣样蘇苏製制準准於于著着幹干乾干認认識识讚赞記记錄录維维護护館馆巖岩鬆松賞赏" +
  "藝艺憶忆懷怀戀恋歡欢喚唤裝装帶带彎弯變变難难歸归漸渐燒烧灣湾邊边誌志聞闻廳厅軟软碼码腳脚" +
  "蝦虾蠶蚕螢萤鴿鸽鸚鹦鵡鹉鶴鹤猶犹獨独寫写畫画詭诡險险謊谎諾诺讀读課课説说細细織织組组終终結结" +
  "給给絕绝維维總总繼继續续綿绵纖纤鏡镜鐘钟鑰钥針针鍋锅銅铜錯错鑽钻陣阵陳陈張张劉刘鄭郑謝谢馮冯" +
  "譚谭許许麥麦葉叶鄧邓蘇苏趙赵楊杨吳吴蕭萧賴赖" +
  "烏乌蝟猬摺折規规譜谱潛潜徑径應应駕驾駛驶訓训宮宫對对稱称繞绕誼谊蹟迹飼饲鏈链僅仅審审鴉鸦鱷鳄鯉鲤蝸蜗劍剑瑪玛絲丝綢绸樓楼閣阁畢毕騷骚屆届傘伞箏筝頸颈係系態态顆颗斷断獎奖盃杯塊块彙汇孫孙爾尔復复脈脉膠胶瀕濒約约籠笼擊击階阶魯鲁贊赞遺遗傷伤憂忧燦灿爛烂閃闪懶懒豐丰淺浅濕湿嚴严層层麼么滿满億亿壞坏換换險险陸陆黨党";

const MAP = new Map<string, string>();
const chars = [...PAIRS];
for (let i = 0; i + 1 < chars.length; i += 2) MAP.set(chars[i]!, chars[i + 1]!);

export function toSimplified(text: string): string {
  let out = "";
  for (const ch of text) out += MAP.get(ch) ?? ch;
  return out;
}
