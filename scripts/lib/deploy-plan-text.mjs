// The deploy plan (scripts/lib/deploy-plan.mjs) as `npm run deploy` prints it.

/** The plan as text, in the order a real deploy carries it out. */
export function formatPlan(plan) {
  const lines = [`Deploy plan for Worker "${plan.worker}"`, '']
  plan.steps.forEach((step, index) => {
    lines.push(`${String(index + 1).padStart(2)}. ${step.what}`)
    // Vars need nothing on the account: wrangler deploy uploads them.
    if (step.kind === 'var') return
    for (const detail of step.details ?? []) lines.push(`      ${detail}`)
    if (step.check) lines.push(`      check:  wrangler ${step.check.join(' ')}`)
    if (step.create) lines.push(`      create: wrangler ${step.create.join(' ')}`)
    if (step.run) lines.push(`      run:    wrangler ${step.run.join(' ')}`)
    if (step.applied && step.kind !== 'secret') lines.push(`      set:    ${step.applied}`)
    if (step.kind === 'secret') lines.push(`      if missing: ${step.applied}`)
    lines.push(`      enables: ${step.enables}`)
  })
  if (plan.problems.length > 0) {
    lines.push('', 'Must change before a real deploy:')
    for (const problem of plan.problems) lines.push(`  - ${problem}`)
  }
  if (plan.unknown.length > 0) {
    lines.push('', 'wrangler.toml has settings this deploy does not know (add them to the plan):')
    for (const path of plan.unknown) lines.push(`  - ${path}`)
  }
  return lines.join('\n')
}
