// `npm run check` part (scripts/check-imports.mjs): links to the site's pages are built with
// pathTo (src/shared/links.ts), which tsc holds to the route table, never written by hand. This
// finds every string or template literal (comments left out) in src/ and worker/ that writes a
// page's path: `/app`, `/app/…`, `/app?…`, a landing page (`/materials`), the same after an
// interpolated origin (`${origin}/app/…`), or in an HTML attribute (`href="/app/…"`). Literals
// passed to pathTo are its patterns, which tsc checks; the table and the builder write paths.
import ts from 'typescript'

/** Files that write page paths themselves: the table, the builder and the table's companion. */
const PATH_FILES = new Map([
  ['src/shared/routes.ts', 'the route table'],
  ['src/shared/links.ts', 'the link builder'],
  [
    'src/shared/route-delivery.ts',
    "the bench's sample URLs of each row, held to their rows by tests/node/route-table-lists.test.ts",
  ],
])

/** Literals that name the app's place in URL space, not a page: each with why it may stay. */
export const ALLOWED_LITERALS = [
  ['worker/pages/routes.ts', '/app', "the Worker's route for the app's home page (Hono)"],
  ['worker/pages/routes.ts', '/app/*', "the Worker's route for the app's pages (Hono)"],
  ['worker/app-links/routes.ts', '/app', 'the paths the native app opens (app links)'],
  ['worker/app-links/routes.ts', '/app/*', 'the paths the native app opens (app links)'],
]

const LANDING_ROW = /\{ path: '([^']+)', access: '(?:web-)?landing' \}/g

/** The landing pages' paths (`/materials`…), read from the route table's source. */
export function landingPaths(routesSource) {
  return new Set([...routesSource.matchAll(LANDING_ROW)].map((match) => `/${match[1]}`))
}

const APP_PATH = /^\/app(?:[/?#"']|$)/

/** Whether a path starts a page's path: /app's, or a landing page's. */
function isPagePath(text, landing) {
  return APP_PATH.test(text) || landing.has(text.replace(/[?#"'].*$/s, ''))
}

/**
 * Whether a literal's text (or the text after an interpolation) starts with a page's path, or
 * writes one as an HTML attribute (`<a href="/app/…">` in the edge's markup).
 */
function writesPagePath(text, landing) {
  if (isPagePath(text, landing)) return true
  return [...text.matchAll(/=["'](?=\/)/g)].some((at) =>
    isPagePath(text.slice(at.index + 2), landing),
  )
}

/** Whether `node` is the pattern argument of a pathTo(…) call (or a branch of it: `a ? '…' : '…'`). */
function isPathToPattern(literal) {
  let node = literal
  while (ts.isConditionalExpression(node.parent) || ts.isParenthesizedExpression(node.parent)) {
    if (ts.isConditionalExpression(node.parent) && node.parent.condition === node) return false
    node = node.parent
  }
  const call = node.parent
  return (
    call &&
    ts.isCallExpression(call) &&
    call.arguments[0] === node &&
    ts.isIdentifier(call.expression) &&
    call.expression.text === 'pathTo'
  )
}

/**
 * Every hand-written page path of `files` (a Map of repository path → source), as
 * `{ file, line, text }`. `landing`: the landing pages' paths.
 */
export function pageLinkViolations(files, landing) {
  const violations = []
  for (const [file, source] of files) {
    if (PATH_FILES.has(file) || file.includes('/i18n/')) continue
    const allowed = new Set(ALLOWED_LITERALS.filter(([f]) => f === file).map(([, text]) => text))
    const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, scriptKind(file))
    const visit = (node) => {
      const text = literalText(node)
      if (
        text !== null &&
        writesPagePath(text, landing) &&
        !allowed.has(text) &&
        !isPathToPattern(node)
      ) {
        const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1
        violations.push({ file, line, text })
      }
      ts.forEachChild(node, visit)
    }
    visit(sf)
  }
  return violations
}

function scriptKind(file) {
  return file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
}

/** The text a literal writes (a template's parts each on their own), or null for other nodes. */
function literalText(node) {
  if (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateHead(node) ||
    ts.isTemplateMiddle(node) ||
    ts.isTemplateTail(node)
  ) {
    // Module specifiers are files, not pages; a literal type is checked by tsc.
    if (ts.isImportDeclaration(node.parent) || ts.isLiteralTypeNode(node.parent)) return null
    return node.text
  }
  return null
}
