import { describe, expect, it } from 'vitest'
import { HAZARD_LAYERS, hazardLayer, nearestClass } from '../../src/shared/hazard-layers'
import { HAZARD_CLASS_WORDS } from '../../src/shared/hazard-words'

// Each depth layer carries exactly one of the portal's two depth legends (six classes for the
// flood layers, the finer eight for 津波, 高潮 and 内水), so what a legend lists, and what the
// point reader answers for a colour, never overlap.

/** [from, to) in metres of a class as its Japanese words say it. */
function range(words: string): [number, number] {
  const below = /^([\d.]+)m未満$/.exec(words)
  if (below) return [0, Number(below[1])]
  const above = /^([\d.]+)m以上$/.exec(words)
  if (above) return [Number(above[1]), Number.POSITIVE_INFINITY]
  const between = /^([\d.]+)〜([\d.]+)m$/.exec(words)
  if (between) return [Number(between[1]), Number(between[2])]
  throw new Error(`not a depth: ${words}`)
}

const layer = (id: string) => {
  const found = hazardLayer(id)
  if (!found) throw new Error(id)
  return found
}

describe('the depth legends', () => {
  it.each(HAZARD_LAYERS.filter((l) => l.classes[0]?.key.startsWith('depth')).map((l) => l.id))(
    '%s: classes follow one another without overlapping, each in its own colour',
    (id) => {
      const classes = layer(id).classes
      const ranges = classes.map((c) => range(HAZARD_CLASS_WORDS[c.key] ?? c.key))
      for (let i = 1; i < ranges.length; i++) expect(ranges[i]?.[0]).toBe(ranges[i - 1]?.[1])
      expect(new Set(classes.map((c) => c.rgb.join())).size).toBe(classes.length)
    },
  )

  it('uses six classes for the flood layers and eight for tsunami, storm surge and inland flooding', () => {
    expect(layer('flood_l2').classes).toHaveLength(6)
    expect(layer('flood_l1').classes).toHaveLength(6)
    for (const id of ['tsunami', 'storm_surge', 'inland_flood'])
      expect(layer(id).classes).toHaveLength(8)
  })

  it('reads a colour as the class of the layer’s own legend, a finer colour as the class that holds it', () => {
    // The same colour is 0.5m未満 in the six-class legend and 0.3〜0.5m in the eight-class one.
    expect(nearestClass(layer('flood_l2'), [247, 245, 169]).key).toBe('depth_lt_0_5')
    expect(nearestClass(layer('tsunami'), [247, 245, 169]).key).toBe('depth_0_3_0_5')
    expect(nearestClass(layer('tsunami'), [255, 216, 192]).key).toBe('depth_1_3')
    // A flood tile drawn in the finer legend: 0.5〜1m lies inside 0.5〜3m, 0.3m未満 inside 0.5m未満.
    expect(nearestClass(layer('flood_l2'), [248, 225, 166]).key).toBe('depth_0_5_3')
    expect(nearestClass(layer('flood_l2'), [255, 255, 179]).key).toBe('depth_lt_0_5')
  })
})
