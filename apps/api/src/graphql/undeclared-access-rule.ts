import { GraphQLError, isObjectType, type GraphQLObjectType, type ValidationRule } from 'graphql';
import { declaredAccess } from '../access/access';

/**
 * Deny by default: an operation that selects a root field declaring neither @Public() nor
 * @CuratorOnly() is refused before anything runs, for every caller.
 */
export const undeclaredAccessRule: ValidationRule = (context) => {
  const schema = context.getSchema();
  const roots = new Set<GraphQLObjectType | null | undefined>([
    schema.getQueryType(),
    schema.getMutationType(),
    schema.getSubscriptionType(),
  ]);
  return {
    Field(node) {
      const parent = context.getParentType();
      const field = context.getFieldDef();
      if (!isObjectType(parent) || !field || !roots.has(parent) || field.name.startsWith('__')) {
        return;
      }
      if (declaredAccess(field)) return;
      context.reportError(
        new GraphQLError(`${parent.name}.${field.name} has no rights decision and is refused`, {
          nodes: node,
          extensions: { code: 'FORBIDDEN' },
        }),
      );
    },
  };
};
