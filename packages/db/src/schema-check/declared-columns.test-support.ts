/**
 * The tables and columns ../schema declares, read from its TypeScript source (the declaration Kysely types every
 * query with), so schema-drift.test.ts can hold it to the migrations. Syntax only, no type checker: a column's
 * kind is read from its written type, unwrapping Kysely's `Generated<T>` and `ColumnType<Select, …>` to what a
 * select answers, and the aliases of ../schema/columns.ts by name (CivilDate is a `string` the database stores as
 * `date`, which the type alone would not tell). The asset record's columns are a mapped type over the domain's
 * declaration (`AssetRecordColumns`, ../schema/register.ts): they are read from that declaration at run time.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ASSET_FIELDS } from '@taxdep/domain/assets';
import ts from 'typescript';
import type { ColumnKind, DeclaredColumn, Tables } from './column-drift';

export const SCHEMA_DIR = join(import.meta.dirname, '..', 'schema');

/** ../schema/columns.ts: the representation each alias stands for. */
const ALIASES: Record<string, ColumnKind> = {
  CivilDate: 'date',
  Decimal: 'numeric',
  Instant: 'timestamptz',
  Date: 'timestamptz',
  Uint8Array: 'bytes',
  Record: 'json',
};

/** `Database` (../schema/index.ts) with every table's columns, from the schema folder's files. */
export async function readDeclaredTables(dir = SCHEMA_DIR): Promise<Tables<DeclaredColumn>> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  const sources = await Promise.all(
    files.map(async (name) => ({ name, text: await readFile(join(dir, name), 'utf8') })),
  );
  return declaredTables(sources);
}

/** The same from source texts (a test passes a scratch declaration). */
export function declaredTables(sources: readonly { name: string; text: string }[]): Tables<DeclaredColumn> {
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  /** Names imported from the domain: its vocabularies (taxpayer entity type, property use, …) are stored as text. */
  const domainNames = new Set<string>();
  for (const { name, text } of sources) {
    const file = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
    for (const statement of file.statements) {
      if (ts.isInterfaceDeclaration(statement)) interfaces.set(statement.name.text, statement);
      if (
        ts.isImportDeclaration(statement) &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        statement.moduleSpecifier.text.startsWith('@taxdep/domain')
      ) {
        const bindings = statement.importClause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings))
          for (const e of bindings.elements) domainNames.add(e.name.text);
      }
    }
  }
  const database = interfaces.get('Database');
  if (!database) throw new Error('The schema declares no interface Database');
  const tables = new Map<string, Map<string, DeclaredColumn>>();
  for (const member of database.members) {
    const table = propertyName(member);
    const type = ts.isPropertySignature(member) ? member.type : undefined;
    if (!type || !ts.isTypeReferenceNode(type))
      throw new Error(`Database.${table}: expected a table interface`);
    const declaration = interfaces.get(type.typeName.getText());
    if (!declaration) throw new Error(`Database.${table}: no interface ${type.typeName.getText()}`);
    const columns = new Map<string, DeclaredColumn>();
    for (const heritage of declaration.heritageClauses?.flatMap((clause) => clause.types) ?? []) {
      const derived = derivedColumns(heritage.expression.getText(), interfaces, domainNames);
      for (const [name, column] of derived) columns.set(name, column);
    }
    for (const column of declaration.members) {
      const name = propertyName(column);
      const written = ts.isPropertySignature(column) ? column.type : undefined;
      if (!written) throw new Error(`${table}.${name}: no type`);
      columns.set(name, columnOf(written, domainNames, `${table}.${name}`));
    }
    tables.set(table, columns);
  }
  return tables;
}

/**
 * The columns a table interface inherits. Only `AssetRecordColumns` is known: one nullable column per field of the
 * asset record (packages/domain/src/assets/asset-record.ts), stored as the schema's `StoredKinds` says for the
 * field's kind. Anything else is refused, so an interface cannot hide columns from the check.
 */
function derivedColumns(
  name: string,
  interfaces: ReadonlyMap<string, ts.InterfaceDeclaration>,
  domainNames: ReadonlySet<string>,
): Map<string, DeclaredColumn> {
  const stored = interfaces.get('StoredKinds');
  if (name !== 'AssetRecordColumns' || !stored) {
    throw new Error(
      `The drift check cannot read the columns of ${name} (a table may extend AssetRecordColumns only)`,
    );
  }
  const kinds = new Map<string, ColumnKind>();
  for (const member of stored.members) {
    const type = ts.isPropertySignature(member) ? member.type : undefined;
    if (type)
      kinds.set(propertyName(member), kindOf(type, domainNames, `StoredKinds.${propertyName(member)}`));
  }
  const columns = new Map<string, DeclaredColumn>();
  for (const [field, declaration] of Object.entries(ASSET_FIELDS)) {
    const kind = kinds.get(declaration.kind);
    if (!kind) throw new Error(`StoredKinds has no kind ${declaration.kind} (asset field ${field})`);
    columns.set(declaration.column, { kind, nullable: true });
  }
  return columns;
}

function propertyName(member: ts.TypeElement): string {
  if (!member.name || !(ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))) {
    throw new Error(`Unexpected member ${member.getText()}`);
  }
  return member.name.text;
}

/** The kind and nullability of what a select answers for a column written as `type`. */
function columnOf(type: ts.TypeNode, domainNames: ReadonlySet<string>, where: string): DeclaredColumn {
  const selected = selectType(type);
  const members = ts.isUnionTypeNode(selected) ? selected.types.map(selectType) : [selected];
  const nullable = members.some(isNull);
  const kinds = new Set(members.filter((m) => !isNull(m)).map((m) => kindOf(m, domainNames, where)));
  if (kinds.size !== 1) throw new Error(`${where}: cannot tell one kind from ${type.getText()}`);
  return { kind: [...kinds][0]!, nullable };
}

/** `Generated<T>` → T, `ColumnType<S, I, U>` → S (Kysely's wrappers; the select side is what the column holds). */
function selectType(type: ts.TypeNode): ts.TypeNode {
  if (ts.isParenthesizedTypeNode(type)) return selectType(type.type);
  if (ts.isTypeReferenceNode(type)) {
    const name = type.typeName.getText();
    const first = type.typeArguments?.[0];
    if ((name === 'Generated' || name === 'ColumnType') && first) return selectType(first);
  }
  return type;
}

const isNull = (type: ts.TypeNode) =>
  ts.isLiteralTypeNode(type) && type.literal.kind === ts.SyntaxKind.NullKeyword;

function kindOf(type: ts.TypeNode, domainNames: ReadonlySet<string>, where: string): ColumnKind {
  switch (type.kind) {
    case ts.SyntaxKind.StringKeyword:
      return 'text';
    case ts.SyntaxKind.NumberKeyword:
      return 'integer';
    case ts.SyntaxKind.BigIntKeyword:
      return 'bigint';
    case ts.SyntaxKind.BooleanKeyword:
      return 'boolean';
    case ts.SyntaxKind.UnknownKeyword:
    case ts.SyntaxKind.ArrayType:
    case ts.SyntaxKind.TypeLiteral:
      return 'json';
  }
  if (ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal)) return 'text';
  if (ts.isTypeReferenceNode(type)) {
    const name = type.typeName.getText();
    const alias = ALIASES[name];
    if (alias) return alias;
    if (domainNames.has(name)) return 'text';
  }
  throw new Error(`${where}: the drift check does not know the type ${type.getText()} (add it to ALIASES)`);
}
