import type { GraphQLField, GraphQLSchema } from 'graphql';
import { Authorized, Extensions } from 'type-graphql';
import { Role } from './role';

/** Who may run an operation: anyone, or only a signed-in curator. */
export type Access = 'public' | 'curator';

/** The schema extension that carries each root field's declared access. */
export const ACCESS_EXTENSION = 'access';

type MethodDecorator = (
  target: object,
  key: string | symbol,
  descriptor: PropertyDescriptor,
) => void;

function declareAccess(access: Access): MethodDecorator {
  return Extensions({ [ACCESS_EXTENSION]: access });
}

/** A query or mutation anyone may run, signed in or not. */
export const Public = (): MethodDecorator => declareAccess('public');

/** A curator-only query or mutation: anonymous gets UNAUTHENTICATED, a visitor FORBIDDEN. */
export const CuratorOnly =
  (): MethodDecorator =>
  (target, key, descriptor): void => {
    (Authorized<Role>(Role.CURATOR) as MethodDecorator)(target, key, descriptor);
    declareAccess('curator')(target, key, descriptor);
  };

export function declaredAccess(field: GraphQLField<unknown, unknown>): Access | undefined {
  const access = field.extensions?.[ACCESS_EXTENSION];
  return access === 'public' || access === 'curator' ? access : undefined;
}

export interface RootOperation {
  name: string;
  access: Access | undefined;
}

/** Every query, mutation and subscription of the schema with the access it declares. */
export function rootOperations(schema: GraphQLSchema): RootOperation[] {
  return [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap(
    (root) =>
      root
        ? Object.values(root.getFields()).map((field) => ({
            name: `${root.name}.${field.name}`,
            access: declaredAccess(field),
          }))
        : [],
  );
}
