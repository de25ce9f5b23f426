import type { TownOrderInput } from '../../src/shared/api/alerts'
import type { AlertRow } from './alert-store'

// The town's own evacuation orders (避難指示 level 4, 高齢者等避難 level 3), which JMA does not
// carry: issued and lifted by staff at the desk, each action in alert_actions with the row change
// in one batch (one transaction), so an order never exists without its audit entry.

export const TOWN_LEVEL = { evacuation_order: 4, elderly_evacuation: 3 } as const

/** The ids among `ids` that are not shelters (venues of kind 'shelter'). */
export async function notShelters(db: D1Database, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)]
  const { results } = await db
    .prepare(
      `SELECT id FROM venues WHERE kind = 'shelter' AND id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(unique))
    .all<{ id: number }>()
  const found = new Set(results.map((row) => row.id))
  return unique.filter((id) => !found.has(id))
}

export async function issueTownOrder(
  db: D1Database,
  input: TownOrderInput,
  actorId: number,
): Promise<AlertRow> {
  const id = crypto.randomUUID()
  const now = new Date().toISOString()
  const shelterIds = JSON.stringify([...new Set(input.shelterIds)])
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO alerts (id, source, kind, level, area_code, area_name, headline, status,
           report_at, issued_at, updated_at, shelter_ids, issued_by)
         VALUES (?1, 'town', ?2, ?3, 'town', ?4, ?5, 'issued', ?6, ?6, ?6, ?7, ?8) RETURNING *`,
      )
      .bind(
        id,
        input.kind,
        TOWN_LEVEL[input.kind],
        input.areaName,
        input.note,
        now,
        shelterIds,
        actorId,
      ),
    db
      .prepare(
        `INSERT INTO alert_actions (actor_id, action, alert_id, detail, created_at)
         VALUES (?1, 'issue', ?2, ?3, ?4)`,
      )
      .bind(actorId, id, `${input.kind} ${input.areaName} shelters=${shelterIds}`, now),
  ])
  const row = (inserted?.results as AlertRow[] | undefined)?.[0]
  if (!row) throw new Error('alerts insert returned nothing')
  return row
}

/** Lifts a town order in force; null when there is none by that id (or it is lifted already). */
export async function liftTownOrder(
  db: D1Database,
  id: string,
  actorId: number,
): Promise<AlertRow | null> {
  const now = new Date().toISOString()
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE alerts SET status = 'lifted', lifted_at = ?2, updated_at = ?2, report_at = ?2
         WHERE id = ?1 AND source = 'town' AND lifted_at IS NULL RETURNING *`,
      )
      .bind(id, now),
    // The audit entry only for the lift that happened: two lifts at once log one.
    db
      .prepare(
        `INSERT INTO alert_actions (actor_id, action, alert_id, created_at)
         SELECT ?1, 'lift', ?2, ?3 WHERE EXISTS
           (SELECT 1 FROM alerts WHERE id = ?2 AND lifted_at = ?3 AND source = 'town')
           AND NOT EXISTS (SELECT 1 FROM alert_actions WHERE alert_id = ?2 AND action = 'lift')`,
      )
      .bind(actorId, id, now),
  ])
  return (updated?.results as AlertRow[] | undefined)?.[0] ?? null
}

export async function logDrill(db: D1Database, actorId: number, step: string): Promise<void> {
  await db
    .prepare(
      `INSERT INTO alert_actions (actor_id, action, detail, created_at) VALUES (?1, 'drill', ?2, ?3)`,
    )
    .bind(actorId, step, new Date().toISOString())
    .run()
}
