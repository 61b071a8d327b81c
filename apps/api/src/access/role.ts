import { registerEnumType } from 'type-graphql';

export enum Role {
  CURATOR = 'curator',
  VISITOR = 'visitor',
}
registerEnumType(Role, {
  name: 'Role',
  description: 'A curator manages deals; a visitor account can only sign in',
});
