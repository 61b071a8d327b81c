import type { UserService } from '../modules/user/user.service';

export const CURATOR_USAGE =
  'usage: npm run curator -- grant <username> | revoke <username> | list';

export interface CommandOutput {
  line(text: string): void;
  error(text: string): void;
}

/** `npm run curator -- …`: the operator's way to give and take curator rights. Answers the exit code. */
export async function runCuratorCommand(
  args: readonly string[],
  users: UserService,
  output: CommandOutput,
): Promise<number> {
  const [action, username, ...extra] = args;
  if (extra.length > 0 || (action === 'list') !== (username === undefined)) {
    output.error(CURATOR_USAGE);
    return 2;
  }
  switch (action) {
    case 'list': {
      const curators = await users.listCurators();
      if (curators.length === 0) {
        output.line(
          (await users.hasAccounts())
            ? 'No curators. Grant one with: npm run curator -- grant <username>'
            : 'No accounts yet: the first account registered becomes the curator.',
        );
      }
      for (const curator of curators) output.line(curator.username);
      return 0;
    }
    case 'grant': {
      const user = await users.grantCurator(username);
      if (!user) return unknownAccount(username, output);
      output.line(`${user.username} is now a curator.`);
      return 0;
    }
    case 'revoke': {
      const user = await users.revokeCurator(username);
      if (!user) return unknownAccount(username, output);
      output.line(`${user.username} is no longer a curator; its sessions have ended.`);
      return 0;
    }
    default:
      output.error(CURATOR_USAGE);
      return 2;
  }
}

function unknownAccount(username: string, output: CommandOutput): number {
  output.error(`No account is named "${username}". It must register before it can be changed.`);
  return 1;
}
