import type { FastifyPluginCallback } from 'fastify';
import { unread } from '../../rest-kit/input-schema';
import type { UserService } from './user.service';

export interface UserRoutesOptions {
  users: UserService;
}

/** GET /api/users: the account list, for curators. */
export const userRoutes: FastifyPluginCallback<UserRoutesOptions> = (app, { users }, done) => {
  app.get(
    '/users',
    { config: { access: 'curator' }, schema: { querystring: unread } },
    async (_req, reply) => {
      const accounts = await users.list();
      reply.header('Cache-Control', 'no-store');
      return {
        users: accounts.map(({ username, role, createdAt }) => ({ username, role, createdAt })),
      };
    },
  );
  done();
};
