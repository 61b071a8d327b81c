import type { DataSource, Repository } from 'typeorm';
import { isUniqueViolation } from '../../common/is-unique-violation';
import { User } from './user.entity';
import { Role } from '../../access/role';
import { usernameTaken } from './user.errors';
import { normalizeUsername } from './username';

export interface NewAccount {
  /** Already checked against the username rules. */
  username: string;
  passwordHash: string;
}

export class UserService {
  private readonly users: Repository<User>;

  constructor(dataSource: DataSource) {
    this.users = dataSource.getRepository(User);
  }

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByUsername(username: string): Promise<User | null> {
    return this.users.findOneBy({ usernameNormalized: normalizeUsername(username) });
  }

  /** Every account, oldest first. */
  list(): Promise<User[]> {
    return this.users.find({ order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /**
   * The account registered on an empty table becomes the curator. Concurrent first registrations
   * all try to claim `first_account`; its unique index lets exactly one succeed, the rest retry as
   * ordinary accounts.
   */
  async createAccount({ username, passwordHash }: NewAccount): Promise<User> {
    const fields = { username, usernameNormalized: normalizeUsername(username), passwordHash };
    if (!(await this.users.exists())) {
      const first = await this.tryInsert({ ...fields, role: Role.CURATOR, firstAccount: true });
      if (first) return first;
    }
    const user = await this.tryInsert({ ...fields, role: Role.VISITOR, firstAccount: null });
    if (!user) throw usernameTaken();
    return user;
  }

  /** Stops every session token issued so far for this account working. */
  async revokeSessions(id: number): Promise<void> {
    await this.users.increment({ id }, 'tokenVersion', 1);
  }

  /** Gives the account curator rights; null when no such account exists. */
  async grantCurator(username: string): Promise<User | null> {
    const user = await this.findByUsername(username);
    if (!user) return null;
    await this.users.update({ id: user.id }, { role: Role.CURATOR });
    return { ...user, role: Role.CURATOR };
  }

  /** Takes curator rights away and ends the account's sessions at once; null when no such account exists. */
  async revokeCurator(username: string): Promise<User | null> {
    const user = await this.findByUsername(username);
    if (!user) return null;
    await this.users.update(
      { id: user.id },
      { role: Role.VISITOR, tokenVersion: () => 'token_version + 1' },
    );
    return { ...user, role: Role.VISITOR, tokenVersion: user.tokenVersion + 1 };
  }

  /** Curator accounts, oldest first. */
  listCurators(): Promise<User[]> {
    return this.users.find({
      where: { role: Role.CURATOR },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** Whether any account exists yet: on an empty table the next registration becomes the curator. */
  hasAccounts(): Promise<boolean> {
    return this.users.exists();
  }

  /** Creates the account as a curator, or gives an existing one a new password and curator rights. */
  async upsertCurator(username: string, passwordHash: string): Promise<User> {
    const existing = await this.findByUsername(username);
    if (!existing) {
      const created = await this.tryInsert({
        username,
        usernameNormalized: normalizeUsername(username),
        passwordHash,
        role: Role.CURATOR,
        firstAccount: null,
      });
      if (created) return created;
    }
    const user = existing ?? (await this.findByUsername(username));
    if (!user) throw usernameTaken();
    await this.users.update({ id: user.id }, { passwordHash, role: Role.CURATOR });
    return { ...user, passwordHash, role: Role.CURATOR };
  }

  /** Inserts the row, or answers null when a unique index refused it. */
  private async tryInsert(fields: Partial<User>): Promise<User | null> {
    try {
      return await this.users.save(this.users.create(fields));
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }
}
