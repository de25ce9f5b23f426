// Lists the functions in src/ and worker/ that are over 80 lines (declarations, arrows, function
// expressions, methods; the i18n catalogues left out), longest first, by a TypeScript AST walk:
// `node scripts/long-functions.mjs`. A long function is one to split into hooks, sections or
// steps (docs/architecture.md, "What may import what").

import { execSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import ts from 'typescript'

const files = execSync("git ls-files 'src/**/*.ts' 'src/**/*.tsx' 'worker/**/*.ts'", {
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f && !f.includes('/i18n/') && !f.endsWith('.d.ts'))
const long = []
for (const file of files) {
  const text = readFileSync(file, 'utf8')
  const sf = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const visit = (node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isArrowFunction(node) ||
      ts.isFunctionExpression(node) ||
      ts.isMethodDeclaration(node)
    ) {
      const start = sf.getLineAndCharacterOfPosition(node.getStart()).line
      const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line
      const lines = end - start + 1
      if (lines > 80) {
        let name = node.name?.getText() ?? ''
        if (!name && node.parent && ts.isVariableDeclaration(node.parent))
          name = node.parent.name.getText()
        if (!name && node.parent && ts.isPropertyAssignment(node.parent))
          name = node.parent.name.getText()
        long.push({ file, name: name || '(anonymous)', line: start + 1, lines })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
}
long.sort((a, b) => b.lines - a.lines)
for (const f of long) console.log(`${f.lines}\t${f.file}:${f.line}\t${f.name}`)
console.log(`total: ${long.length}`)
