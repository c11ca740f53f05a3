/**
 * schema.org's vocabulary for tests, read from schema-dts (Google's typings, generated from schema.org's
 * own definitions file): every type with its parents, the properties each type declares (deprecated ones
 * marked), and the members of every enumeration. `checkJsonLd` walks a JSON-LD object and names each
 * `@type` that is not a schema.org type and each property that is not valid for its node's type
 * (schema.org's domainIncludes, walking the type's superclasses).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import ts from 'typescript';

interface Declared {
  parents: string[];
  properties: Set<string>;
  deprecated: Set<string>;
}

export interface Vocabulary {
  /** Type name -> the 'Base' declarations it inherits from ('Restaurant' -> ['FoodEstablishmentBase']). */
  types: Map<string, string[]>;
  /** 'XBase' -> its parents and own properties. */
  bases: Map<string, Declared>;
  /** Enumeration members as absolute addresses ('https://schema.org/InStock'). */
  members: Set<string>;
}

const SCHEMA = 'https://schema.org/';

function nameOf(node: ts.PropertyName): string | null {
  return ts.isStringLiteral(node) || ts.isIdentifier(node) ? node.text : null;
}

function heritageNames(node: ts.InterfaceDeclaration): string[] {
  return (node.heritageClauses ?? []).flatMap((c) => c.types.map((t) => t.expression.getText()));
}

/** The '@type' literal of a leaf declaration's members, if any. */
function leafType(members: ts.NodeArray<ts.TypeElement>): string | null {
  for (const m of members) {
    if (ts.isPropertySignature(m) && m.name && nameOf(m.name) === '@type' && m.type && ts.isLiteralTypeNode(m.type) && ts.isStringLiteral(m.type.literal)) {
      return m.type.literal.text;
    }
  }
  return null;
}

/** Reads schema-dts's declarations once per test file. */
export function loadVocabulary(): Vocabulary {
  const file = createRequire(import.meta.url).resolve('schema-dts/dist/schema.d.ts');
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const vocabulary: Vocabulary = { types: new Map(), bases: new Map(), members: new Set() };
  const visit = (node: ts.Node): void => {
    if (ts.isInterfaceDeclaration(node)) {
      const name = node.name.text;
      if (name.endsWith('Base')) {
        const declared: Declared = { parents: heritageNames(node).filter((n) => n.endsWith('Base')), properties: new Set(), deprecated: new Set() };
        for (const m of node.members) {
          const prop = ts.isPropertySignature(m) && m.name ? nameOf(m.name) : null;
          if (!prop) continue;
          declared.properties.add(prop);
          if (ts.getJSDocTags(m).some((tag) => tag.tagName.text === 'deprecated')) declared.deprecated.add(prop);
        }
        vocabulary.bases.set(name, declared);
      } else {
        const type = leafType(node.members);
        if (type)
          vocabulary.types.set(
            type,
            heritageNames(node).filter((n) => n.endsWith('Base')),
          );
      }
    } else if (ts.isTypeAliasDeclaration(node) && node.name.text.endsWith('Leaf')) {
      // Role leaves are aliases: Omit<XRoleBase, P> & { "@type": "XRole" } & ...
      const literals: string[] = [];
      const bases: string[] = [];
      node.type.forEachChild(function walk(n): void {
        if (ts.isTypeLiteralNode(n)) {
          const type = leafType(n.members);
          if (type) literals.push(type);
        }
        if (ts.isTypeReferenceNode(n) && n.typeName.getText().endsWith('Base')) bases.push(n.typeName.getText());
        n.forEachChild(walk);
      });
      if (literals[0]) vocabulary.types.set(literals[0], bases);
    } else if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal) && node.literal.text.startsWith(SCHEMA)) {
      vocabulary.members.add(node.literal.text);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return vocabulary;
}

/** Every 'Base' declaration a type inherits, itself first ('Restaurant' -> FoodEstablishmentBase, LocalBusinessBase, …, ThingBase). */
function ancestors(v: Vocabulary, type: string): Declared[] {
  const seen = new Set<string>();
  const out: Declared[] = [];
  const queue = [...(v.types.get(type) ?? [])];
  while (queue.length) {
    const base = queue.shift()!;
    if (seen.has(base)) continue;
    seen.add(base);
    const declared = v.bases.get(base);
    if (!declared) continue;
    out.push(declared);
    queue.push(...declared.parents);
  }
  return out;
}

/** How a property stands for a type: declared on it or a superclass ('ok'), deprecated there, or not valid. */
function checkProperty(v: Vocabulary, type: string, property: string): 'ok' | 'deprecated' | 'invalid' {
  const chain = ancestors(v, type);
  // An Action names the constraints of its inputs and outputs as '<property>-input' / '-output' (schema.org's Actions).
  const constrained = /^(.+)-(input|output)$/.exec(property);
  if (constrained && chain.some((d) => v.bases.get('ActionBase') === d)) property = constrained[1]!;
  const declared = chain.find((d) => d.properties.has(property));
  if (!declared) return 'invalid';
  return declared.deprecated.has(property) ? 'deprecated' : 'ok';
}

const KEYWORDS = new Set(['@context', '@type', '@id', '@graph', '@value', '@language']);

/** Every problem of a JSON-LD object against schema.org, each as 'path: what'; none for a valid one. */
export function checkJsonLd(v: Vocabulary, data: unknown, path = '$'): string[] {
  if (Array.isArray(data)) return data.flatMap((item, i) => checkJsonLd(v, item, `${path}[${i}]`));
  if (typeof data === 'string') {
    return data.startsWith(SCHEMA) && !v.members.has(data) && !v.types.has(data.slice(SCHEMA.length)) ? [`${path}: ${data} is no schema.org term`] : [];
  }
  if (data === null || typeof data !== 'object') return [];
  const node = data as Record<string, unknown>;
  if ('@value' in node) return [];
  const problems: string[] = [];
  const rawTypes = node['@type'];
  const types = rawTypes === undefined ? [] : Array.isArray(rawTypes) ? rawTypes : [rawTypes];
  for (const t of types) if (typeof t !== 'string' || !v.types.has(t)) problems.push(`${path}: @type ${String(t)} is no schema.org type`);
  for (const [key, value] of Object.entries(node)) {
    if (KEYWORDS.has(key)) {
      if (key === '@graph') problems.push(...checkJsonLd(v, value, `${path}.@graph`));
      continue;
    }
    if (types.length === 0) {
      problems.push(`${path}.${key}: a property on a node without @type`);
    } else {
      const verdicts = types.map((t) => checkProperty(v, String(t), key));
      if (!verdicts.includes('ok')) {
        problems.push(`${path}.${key}: ${verdicts.includes('deprecated') ? 'deprecated' : 'not a property'} of ${types.join(', ')}`);
      }
    }
    problems.push(...checkJsonLd(v, value, `${path}.${key}`));
  }
  return problems;
}
