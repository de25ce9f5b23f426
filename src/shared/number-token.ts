// Shared by src/components/Nums.tsx and the edge's first screens (worker/pages), so a date or a
// price wraps the same way before and after the app takes over.

/**
 * The tokens that must stay on one line: a price or count (18,000円, 10%, 3個), a date or time
 * however it is written (12月15日(火), 20時00分, 2026-12-15, 10:00) and a house number (2-3-1).
 * A range's dash or 〜 and the spaces between tokens still let a line break.
 */
export const NUMBER_TOKEN =
  /([¥￥]?[0-9０-９]+(?:[,.:：/-][0-9０-９]+)*(?:[年月日時分秒][0-9０-９]+)*[年月日時分秒]?(?:[円%％個件枚人名回位]|\s?(?:\([^)\s]{1,3}\)|（[^）\s]{1,3}）))?)/
