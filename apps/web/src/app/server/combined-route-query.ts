import type { OperationVariables } from '@apollo/client';
import {
  Kind,
  OperationTypeNode,
  print,
  type DefinitionNode,
  type DocumentNode,
  type FieldNode,
  type NameNode,
  type OperationDefinitionNode,
  type VariableDefinitionNode,
} from 'graphql';
import { sameVariableValue } from '../page-answers';
import type { RouteQuery } from './route-queries';

/** A route's queries as one operation, and each query's share of its answer. */
export interface CombinedRouteQuery {
  query: DocumentNode;
  operationName: string;
  variables: OperationVariables;
  /** The answer's data split back into each route query's data, in the route's order. */
  split(data: Record<string, unknown>): Record<string, unknown>[];
}

interface CombinedDocument {
  query: DocumentNode;
  operationName: string;
  /** The response keys of each route query's root fields. */
  keys: string[][];
}

type NamedQuery = OperationDefinitionNode & { name: NameNode };

function onlyQuery(document: DocumentNode): NamedQuery | null {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  const [operation] = operations;
  return operations.length === 1 &&
    operation.operation === OperationTypeNode.QUERY &&
    operation.name
    ? (operation as NamedQuery)
    : null;
}

const responseKey = (field: FieldNode) => field.alias?.value ?? field.name.value;

/**
 * The documents' queries side by side in one operation, or null when they cannot share one: a
 * document that is not a single named query, root selections other than plain fields, a response
 * key or a fragment name used twice with different meanings, or a variable declared twice with
 * different types.
 */
function combinedDocument(documents: readonly DocumentNode[]): CombinedDocument | null {
  const operations = documents.map(onlyQuery);
  if (operations.some((operation) => operation === null)) return null;
  const queries = operations as NamedQuery[];
  const selections: FieldNode[] = [];
  const keys: string[][] = [];
  const seenKeys = new Set<string>();
  const variables = new Map<string, VariableDefinitionNode>();
  const fragments = new Map<string, DefinitionNode>();
  for (const [index, operation] of queries.entries()) {
    const fields: FieldNode[] = [];
    for (const selection of operation.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD || selection.directives?.length) return null;
      fields.push(selection);
    }
    const queryKeys = fields.map(responseKey);
    if (queryKeys.some((key) => seenKeys.has(key))) return null;
    queryKeys.forEach((key) => seenKeys.add(key));
    keys.push(queryKeys);
    selections.push(...fields);
    for (const definition of operation.variableDefinitions ?? []) {
      const name = definition.variable.name.value;
      const known = variables.get(name);
      if (known && print(known.type) !== print(definition.type)) return null;
      variables.set(name, definition);
    }
    for (const definition of documents[index].definitions) {
      if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
      const known = fragments.get(definition.name.value);
      if (known && print(known) !== print(definition)) return null;
      fragments.set(definition.name.value, definition);
    }
  }
  const operationName = queries.map((operation) => operation.name.value).join('And');
  const operation: OperationDefinitionNode = {
    kind: Kind.OPERATION_DEFINITION,
    operation: queries[0].operation,
    name: { kind: Kind.NAME, value: operationName },
    variableDefinitions: [...variables.values()],
    selectionSet: { kind: Kind.SELECTION_SET, selections },
  };
  return {
    query: { kind: Kind.DOCUMENT, definitions: [operation, ...fragments.values()] },
    operationName,
    keys,
  };
}

/**
 * Documents combined before (or refused: null), by their operation names, with the documents they
 * came from.
 */
const combinedBefore = new Map<
  string,
  { documents: DocumentNode[]; combined: CombinedDocument | null }
>();

/**
 * The route's queries as one operation, so a server render runs one GraphQL request instead of one
 * per query; null when they cannot share one (see combinedDocument) or give one variable two values.
 */
export function combinedRouteQuery(queries: readonly RouteQuery[]): CombinedRouteQuery | null {
  const documents = queries.map(({ query }) => query);
  const names = documents.map((document) => onlyQuery(document)?.name?.value ?? '?').join(',');
  let known = combinedBefore.get(names);
  if (!known || known.documents.some((document, index) => document !== documents[index])) {
    known = { documents, combined: combinedDocument(documents) };
    combinedBefore.set(names, known);
  }
  if (!known.combined) return null;
  const variables: OperationVariables = {};
  for (const query of queries)
    for (const [name, value] of Object.entries(query.variables) as [string, unknown][]) {
      if (name in variables && !sameVariableValue(variables[name], value)) return null;
      variables[name] = value;
    }
  const { query, operationName, keys } = known.combined;
  return {
    query,
    operationName,
    variables,
    split: (data) =>
      keys.map((queryKeys) =>
        Object.fromEntries(queryKeys.filter((key) => key in data).map((key) => [key, data[key]])),
      ),
  };
}
