// The API's Japanese words for the hazard layers and their legend classes (GET /api/hazard/point:
// 「想定最大規模の洪水: 0.5〜3m」). The Worker and the page's Japanese catalogue (its legend classes)
// import this; the other languages' catalogues word the classes themselves, so their builds
// carry none of it.

export const HAZARD_LAYER_WORDS: Readonly<Record<string, string>> = {
  flood_l2: '想定最大規模の洪水',
  flood_l1: '計画規模の洪水',
  flood_duration: '浸水継続時間',
  collapse_flow: '家屋倒壊等氾濫想定区域（氾濫流）',
  collapse_erosion: '家屋倒壊等氾濫想定区域（河岸侵食）',
  inland_flood: '内水氾濫',
  storm_surge: '高潮',
  tsunami: '津波',
  debris_flow: '土砂災害警戒区域（土石流）',
  steep_slope: '土砂災害警戒区域（急傾斜地の崩壊）',
  landslide: '土砂災害警戒区域（地すべり）',
}

export const HAZARD_CLASS_WORDS: Readonly<Record<string, string>> = {
  depth_lt_0_3: '0.3m未満',
  depth_0_3_0_5: '0.3〜0.5m',
  depth_lt_0_5: '0.5m未満',
  depth_0_5_1: '0.5〜1m',
  depth_1_3: '1〜3m',
  depth_0_5_3: '0.5〜3m',
  depth_3_5: '3〜5m',
  depth_5_10: '5〜10m',
  depth_10_20: '10〜20m',
  depth_ge_20: '20m以上',
  duration_lt_12h: '12時間未満',
  duration_12h_1d: '12時間〜1日',
  duration_1d_3d: '1日〜3日',
  duration_3d_1w: '3日〜1週間',
  duration_1w_2w: '1週間〜2週間',
  duration_2w_4w: '2週間〜4週間',
  duration_ge_4w: '4週間以上',
  zone_warning: '警戒区域',
  zone_special: '特別警戒区域',
  zone_warning_planned: '警戒区域（指定予定）',
  zone_special_planned: '特別警戒区域（指定予定）',
  zone_inside: '区域内',
}
