/**
 * Module boundaries, a step of `npm run check` (docs/module-boundaries.md). Fails (exit code 1)
 * when:
 *   - drizzle-outside-repository: a server module file that is not a repository
 *     (`apps/server/src/modules/**` but not `*.repository.ts`) imports `drizzle-orm` or the
 *     tables (`apps/server/src/db/schema`): services, routes, jobs, hooks, seeds and helpers ask
 *     a repository instead;
 *   - transaction-outside-write-core: a server file that is neither a repository nor the write
 *     core (`resources/resource.service.ts`, where `withWrites` lives, and the workflow kit in
 *     `workflow/`) nor the database adapter (`db/client.ts`) opens a transaction
 *     (`.transaction(`);
 *   - module-internals: a file of a module (`apps/server/src/modules/<a>/`,
 *     `apps/web/src/modules/<a>/`) imports a file of another module `<b>` other than its public
 *     entry, `<b>/index.ts`;
 * unless the allow-list (scripts/boundaries.allow.ts) names that file and rule (and, for
 * module-internals, that import), and also when an allow-list entry no longer offends: the list
 * only shrinks. Test files are not scanned. `--list` prints every finding, allowed or not.
 *
 * Reads the sources with TypeScript's parser (no type checking): comments and strings are not
 * mistaken for imports or calls, and `import type`, `export … from` and `import()` all count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as TS from 'typescript';

// Loaded as CommonJS: importing the 9 MB compiler as ES module costs more than the whole scan.
const ts = createRequire(import.meta.url)('typescript') as typeof TS;

export const RULES = {
  'drizzle-outside-repository': {
    what: 'imports Drizzle or the tables outside a repository',
    instead:
      'only repositories (*.repository.ts) speak Drizzle: move the query into a repository of this module and call it',
  },
  'transaction-outside-write-core': {
    what: 'opens a transaction outside a repository and the write core',
    instead:
      'write through withWrites (apps/server/src/resources/resource.service.ts) or the workflow kit (apps/server/src/workflow/), or let a repository function open the transaction for its unit of work',
  },
  'module-internals': {
    what: "imports another module's internals",
    instead:
      "import from that module's public entry, <module>/index.ts (export what is needed there), or move the shared part to packages/domain or the platform",
  },
} as const;

export type Rule = keyof typeof RULES;

/** What one file may still do, each with its reason (one line); see scripts/boundaries.allow.ts. */
export interface FileAllowance {
  'drizzle-outside-repository'?: string;
  'transaction-outside-write-core'?: string;
  /** `imports`: the other modules' files it may import, relative to the modules folder. */
  'module-internals'?: { reason: string; imports: string[] };
}

/** Repository-relative path (with `/`) → what that file may still do. */
export type AllowList = Record<string, FileAllowance>;

export interface Finding {
  file: string;
  line: number;
  rule: Rule;
  /** The import specifier, or `.transaction(`. */
  detail: string;
  /** module-internals: the imported file relative to its side's modules folder (`identity/x.ts`). */
  target?: string;
}

export interface Problem {
  file: string;
  line?: number;
  rule: Rule;
  message: string;
}

const SERVER_SRC = 'apps/server/src/';
const MODULE_ROOTS = ['apps/server/src/modules/', 'apps/web/src/modules/'];
const SCHEMA = 'apps/server/src/db/schema';
/** Where transactions may be opened besides repositories. */
const WRITE_CORE = [
  'apps/server/src/resources/resource.service.ts',
  'apps/server/src/workflow/',
  'apps/server/src/db/client.ts',
];
/** A module's public entry, the one file of it other modules may import. */
export const PUBLIC_ENTRY = 'index.ts';

const isRepository = (file: string) => file.endsWith('.repository.ts');
const isScanned = (file: string) =>
  /\.tsx?$/.test(file) && !/\.d\.ts$/.test(file) && !/\.test\.tsx?$/.test(file);

/** The module folder a path lies in: `{ root, name, rest }`, or undefined outside modules. */
function moduleOf(path: string): { root: string; name: string; rest: string } | undefined {
  for (const root of MODULE_ROOTS) {
    if (!path.startsWith(root)) continue;
    const [name, ...rest] = path.slice(root.length).split('/');
    // `modules/index.ts` and `modules/server-module.ts` are the registry, not a module.
    if (name && rest.length > 0) return { root, name, rest: rest.join('/') };
  }
  return undefined;
}

/** Every offence in one source file, allowed or not. `file` is repository-relative, with `/`. */
export function scanSource(file: string, text: string): Finding[] {
  const own = moduleOf(file);
  const serverModule = own?.root === MODULE_ROOTS[0];
  const drizzleRule = serverModule && !isRepository(file);
  const transactionRule =
    file.startsWith(SERVER_SRC) &&
    !isRepository(file) &&
    !WRITE_CORE.some((w) => file.startsWith(w));
  // Most files offend nothing: read the text for a hint first and parse only when one is there.
  const mayOffend =
    (drizzleRule && /drizzle-orm|db\/schema/.test(text)) ||
    (transactionRule && /\.\s*transaction\b/.test(text)) ||
    (own !== undefined &&
      [...text.matchAll(/['"`]((?:\.\.\/)+[^'"`\n]*)['"`]/g)].some((m) => {
        const other = moduleOf(posix.normalize(posix.join(posix.dirname(file), m[1]!)));
        return other !== undefined && other.root === own.root && other.name !== own.name;
      }));
  if (!mayOffend) return [];

  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Finding[] = [];
  const lineOf = (node: TS.Node) =>
    source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

  const onImport = (specifier: string, node: TS.Node) => {
    const target = specifier.startsWith('.')
      ? posix.normalize(posix.join(posix.dirname(file), specifier))
      : undefined;
    if (
      drizzleRule &&
      (specifier === 'drizzle-orm' ||
        specifier.startsWith('drizzle-orm/') ||
        target === SCHEMA ||
        target?.startsWith(`${SCHEMA}/`) ||
        target?.startsWith(`${SCHEMA}.`))
    )
      found.push({
        file,
        line: lineOf(node),
        rule: 'drizzle-outside-repository',
        detail: specifier,
      });
    if (own && target) {
      const other = moduleOf(target);
      if (
        other &&
        other.root === own.root &&
        other.name !== own.name &&
        other.rest !== PUBLIC_ENTRY &&
        other.rest !== ''
      )
        found.push({
          file,
          line: lineOf(node),
          rule: 'module-internals',
          detail: specifier,
          target: `${other.name}/${other.rest}`,
        });
    }
  };

  const visit = (node: TS.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      onImport(node.moduleSpecifier.text, node);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      onImport(node.moduleReference.expression.text, node);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      onImport(node.argument.literal.text, node);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const first = node.arguments[0];
      if (callee.kind === ts.SyntaxKind.ImportKeyword && first && ts.isStringLiteralLike(first))
        onImport(first.text, node);
      if (
        transactionRule &&
        ts.isPropertyAccessExpression(callee) &&
        callee.name.text === 'transaction'
      )
        found.push({
          file,
          line: lineOf(callee.name),
          rule: 'transaction-outside-write-core',
          detail: '.transaction(',
        });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The findings the allow-list does not cover, and the allow-list's entries that no longer
 * offend (or name a file that is gone), as problems; `findings` holds every offence seen.
 */
export function checkBoundaries(
  files: Iterable<{ file: string; text: string }>,
  allow: AllowList,
): { problems: Problem[]; findings: Finding[] } {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const { file, text } of files) {
    seen.add(file);
    findings.push(...scanSource(file, text));
  }
  const problems: Problem[] = [];
  for (const f of findings) {
    const entry = allow[f.file]?.[f.rule];
    const allowed =
      typeof entry === 'string'
        ? true
        : entry !== undefined && f.target !== undefined && entry.imports.includes(f.target);
    if (!allowed)
      problems.push({
        file: f.file,
        line: f.line,
        rule: f.rule,
        message: `${RULES[f.rule].what} ('${f.detail}'): ${RULES[f.rule].instead}`,
      });
  }
  const stale = (file: string, rule: Rule, why: string) =>
    problems.push({
      file,
      rule,
      message: `allowed in scripts/boundaries.allow.ts but ${why}: remove it from the allow-list (the list only shrinks)`,
    });
  for (const [file, entry] of Object.entries(allow)) {
    for (const rule of Object.keys(entry) as Rule[]) {
      const value = entry[rule];
      const reason = typeof value === 'string' ? value : value?.reason;
      if (!reason?.trim())
        problems.push({ file, rule, message: 'allow-list entry without a reason: give one' });
      if (!seen.has(file)) {
        stale(file, rule, 'the file no longer exists');
        continue;
      }
      const mine = findings.filter((f) => f.file === file && f.rule === rule);
      if (typeof value === 'string' || value === undefined) {
        if (mine.length === 0) stale(file, rule, 'it no longer offends');
      } else {
        for (const target of value.imports)
          if (!mine.some((f) => f.target === target))
            stale(file, rule, `it no longer imports '${target}'`);
      }
    }
  }
  problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
  return { problems, findings };
}

function listFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : listFiles(root, path);
    return isScanned(path) ? [path] : [];
  });
}

/** The files the check reads: the server's source and the web's modules, tests excepted. */
export function readTree(root: string): { file: string; text: string }[] {
  return ['apps/server/src', 'apps/web/src/modules']
    .flatMap((dir) => listFiles(root, dir))
    .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
}

/** Offending files per rule (imports for module-internals, split server and web). */
export function countFindings(findings: Finding[]): Record<string, number> {
  const files = (rule: Rule) => new Set(findings.filter((f) => f.rule === rule).map((f) => f.file));
  const internals = (root: string) =>
    new Set(
      findings
        .filter((f) => f.rule === 'module-internals' && f.file.startsWith(root))
        .map((f) => `${f.file} ${f.target}`),
    ).size;
  return {
    'files importing Drizzle or the tables outside repositories': files(
      'drizzle-outside-repository',
    ).size,
    'files opening a transaction outside the write core': files('transaction-outside-write-core')
      .size,
    'server imports of another module’s internals': internals(MODULE_ROOTS[0]!),
    'web imports of another module’s internals': internals(MODULE_ROOTS[1]!),
  };
}

async function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const { ALLOWED } = await import('./boundaries.allow.ts');
  const { problems, findings } = checkBoundaries(readTree(root), ALLOWED);
  if (process.argv.includes('--list')) {
    for (const f of findings)
      process.stdout.write(`${f.file}:${f.line} ${f.rule} ${f.target ?? f.detail}\n`);
  }
  for (const p of problems)
    process.stdout.write(`${p.file}${p.line ? `:${p.line}` : ''}  [${p.rule}]  ${p.message}\n`);
  const counts = Object.entries(countFindings(findings))
    .map(([what, n]) => `${n} ${what}`)
    .join(', ');
  process.stdout.write(
    problems.length
      ? `\n${problems.length} boundary problem(s) (docs/module-boundaries.md). Found: ${counts}.\n`
      : `Boundaries hold; left in the allow-list: ${counts}.\n`,
  );
  process.exitCode = problems.length ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href)
  main().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exitCode = 1;
  });
