import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import ts from 'typescript'

/** One route of the app's table: its URL pattern (`/:safe/transactions/tx`) and the modules its `lazy` imports. */
export type RouteModules = { path: string; modules: string[] }

/** The app's route table (react-router objects: `path`, `index`, `lazy`, `children`). */
export const ROUTES_FILE = 'src/app/routes.tsx'

/** The initializer of the property `name` of `node`, if it has one. */
function property(node: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const entry of node.properties) {
    if (ts.isPropertyAssignment(entry) && entry.name.getText() === name) return entry.initializer
  }
  return undefined
}

/** The specifiers of every `import('…')` under `node`. */
function dynamicImportsUnder(node: ts.Node): string[] {
  const found: string[] = []
  const visit = (child: ts.Node) => {
    const specifier =
      ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.ImportKeyword
        ? child.arguments[0]
        : undefined
    if (specifier && ts.isStringLiteral(specifier)) found.push(specifier.text)
    ts.forEachChild(child, visit)
  }
  ts.forEachChild(node, visit)
  return found
}

/** A route's full path: its parent's, with its own `path` segment if it has one (an index route has none). */
function routePath(parentPath: string, segment: ts.Expression | undefined): string {
  if (!segment || !ts.isStringLiteral(segment)) return parentPath
  return `${parentPath.replace(/\/$/, '')}/${segment.text}`
}

/** The `routes` array literal of the source file. */
function routesArray(source: ts.SourceFile): ts.ArrayLiteralExpression | undefined {
  let found: ts.ArrayLiteralExpression | undefined
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'routes' && node.initializer) {
      if (ts.isArrayLiteralExpression(node.initializer)) found = node.initializer
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/**
 * The routes of src/app/routes.tsx, each with the modules its own `lazy` and its parents' import, resolved to paths
 * (without extension): read from the source, so the table stays the one place that says which page a URL shows.
 */
export function readRouteModules(root: string): RouteModules[] {
  const file = resolve(root, ROUTES_FILE)
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const routes: RouteModules[] = []
  const walk = (array: ts.ArrayLiteralExpression, parentPath: string, parentModules: string[]) => {
    for (const element of array.elements.filter(ts.isObjectLiteralExpression)) {
      const path = routePath(parentPath, property(element, 'path'))
      const lazy = property(element, 'lazy')
      const own = lazy ? dynamicImportsUnder(lazy).map((specifier) => resolve(dirname(file), specifier)) : []
      const modules = [...parentModules, ...own]
      if (own.length > 0) routes.push({ path, modules })
      const children = property(element, 'children')
      if (children && ts.isArrayLiteralExpression(children)) walk(children, path, modules)
    }
  }
  const table = routesArray(source)
  if (table) walk(table, '/', [])
  return routes
}
