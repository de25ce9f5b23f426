import { describe, expect, it } from 'vitest'
import { buildDeployPlan } from '../../scripts/lib/deploy-plan.mjs'
import { formatPlan } from '../../scripts/lib/deploy-plan-text.mjs'
import { type Config, readConfig, wranglerToml } from './wrangler-config.ts'

// The deploy plan names what the town's JMA_AREA_CODES resolve to through JMA's own tables
// (data/jma/areas.json: JMA's 防災情報XML code tables and bosai area.json), and a code the tables do
// not know is a problem that stops the deploy, not a silence found out in an emergency.

/** wrangler.toml with the town's JMA_AREA_CODES. */
function configWith(codes: string): Config {
  const config = readConfig(wranglerToml)
  return { ...config, vars: { ...(config.vars as Config), JMA_AREA_CODES: codes } }
}

const planText = (codes: string) => formatPlan(buildDeployPlan(configWith(codes)))

describe("the deploy plan's JMA areas", () => {
  it("names the demo town's office and regions (熱海市, wrangler.toml)", () => {
    const plan = buildDeployPlan(readConfig(wranglerToml))
    const text = formatPlan(plan)
    for (const line of [
      'municipality: 2220500 熱海市',
      'weather offices read: 220000 静岡県, 静岡地方気象台',
      '震度 (地震情報／細分区域): 440 静岡県伊豆 as given',
      '津波予報区: 380 静岡県',
    ]) {
      expect(text).toContain(line)
    }
    expect(plan.problems.filter((p) => p.includes('JMA_AREA_CODES'))).toEqual([])
  })

  it.each([
    ['city:0110000', '016000 石狩・空知・後志地方, 札幌管区気象台', '101 石狩地方中部'],
    ['city:0120200', '017000 渡島・檜山地方, 函館地方気象台', '106 渡島地方東部'],
    ['city:4720100,tsunami:800', '471000 沖縄本島地方, 沖縄気象台', '801 沖縄県本島中南部'],
    ['city:4620100', '460100 鹿児島県（奄美地方除く）, 鹿児島地方気象台', '770 鹿児島県薩摩'],
    ['city:4622200', '460040 奄美地方, 名瀬測候所', '778 鹿児島県奄美北部'],
  ])(
    '%s: the office whose telegrams are read and the 震度 region follow from the municipality',
    (codes, office, region) => {
      const text = planText(codes)
      expect(text).toContain(`weather offices read: ${office}`)
      expect(text).toContain(`震度 (地震情報／細分区域): ${region} from the municipality`)
    },
  )

  it('a municipality JMA warns in parts is read as its parts (横浜市)', () => {
    expect(planText('city:1410000,tsunami:312')).toContain(
      'weather warnings name: 1410011 横浜市北部, 1410012 横浜市南部',
    )
  })

  it('an unknown municipality, region or scope is a problem that names the setting', () => {
    const plan = buildDeployPlan(configWith('city:2229999,quake:999,tsunami:123,office:010000'))
    expect(plan.problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          "JMA_AREA_CODES city:2229999 is not a municipality in JMA's code table",
        ),
        expect.stringContaining('JMA_AREA_CODES quake:999 is neither a 地震情報／細分区域'),
        expect.stringContaining('JMA_AREA_CODES tsunami:123 is not a 津波予報区'),
        expect.stringContaining('JMA_AREA_CODES office:010000 is not a weather office'),
      ]),
    )
    expect(formatPlan(plan)).toContain('weather offices read: (none)')
    // A municipality newer than the shipped table can still be read from the office it names.
    const newer = buildDeployPlan(configWith('city:2229999,office:220000'))
    expect(newer.problems.filter((p) => p.includes('JMA_AREA_CODES'))).toEqual([])
    expect(formatPlan(newer)).toContain('weather offices read: 220000 静岡県, 静岡地方気象台')
    expect(buildDeployPlan(configWith('town:2220500')).problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('JMA_AREA_CODES entry "town:2220500" is not scope:code'),
        expect.stringContaining('names no municipality'),
      ]),
    )
  })
})
