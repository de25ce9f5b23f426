// The one table `npm run bench` ends with: every figure that has a budget (and the ones that
// only inform), its value, the budget, and met / MISSED.

/**
 * @typedef {{ figure: string, value: string, budget: string, met: boolean | null }} Verdict
 * `met: null` = no budget for this figure, or the thing measured does not exist yet.
 */

/** @param {Verdict[]} verdicts */
export function printVerdicts(verdicts, log = console.log) {
  const width = Math.max(40, ...verdicts.map((v) => v.figure.length))
  const valueWidth = Math.max(10, ...verdicts.map((v) => v.value.length))
  const budgetWidth = Math.max(12, ...verdicts.map((v) => v.budget.length))
  log(
    `${'figure'.padEnd(width)}  ${'value'.padEnd(valueWidth)}  ${'budget'.padEnd(budgetWidth)}  verdict`,
  )
  log('-'.repeat(width + valueWidth + budgetWidth + 18))
  for (const v of verdicts) {
    const verdict = v.met === null ? '' : v.met ? 'met' : 'MISSED'
    log(
      `${v.figure.padEnd(width)}  ${v.value.padEnd(valueWidth)}  ${v.budget.padEnd(budgetWidth)}  ${verdict}`,
    )
  }
  const met = verdicts.filter((v) => v.met === true).length
  const missed = verdicts.filter((v) => v.met === false).length
  const other = verdicts.length - met - missed
  log(`${met} met, ${missed} missed, ${other} without a budget or not built yet`)
}
