import { badInput, notFound } from '../../common/app-error';
import { Role } from '../user/user-role';
import type { User } from '../user/user.entity';
import { usernameTaken } from '../user/user.errors';
import type { UserService } from '../user/user.service';
import { checkNewUsername, normalizeUsername, USERNAME_MAX_LENGTH } from '../user/username';
import { invalidCredentials, tooManyLoginAttempts, tooManyRegistrations } from './auth.errors';
import { LoginThrottle } from './login-throttle';
import {
  checkNewPassword,
  hashOfNoAccount,
  hashPassword,
  PASSWORD_MAX_BYTES,
  passwordTooLong,
  randomPassword,
  verifyPassword,
} from './password';
import type { RateLimitStore } from './rate-limit-store';
import { RegistrationLimit } from './registration-limit';
import type { SessionTokens } from './session-token';
import { toSessionUser, type SessionUser } from './session-user.type';

export const DEVELOPMENT_CURATOR = 'dev-curator';

export interface Credentials {
  username: string;
  password: string;
}

/** A signed-in account and the session token to put in its cookie (never in a body or URL). */
export interface SignedIn {
  user: SessionUser;
  token: string;
}

export interface AuthServiceOptions {
  users: UserService;
  tokens: SessionTokens;
  /** Where the login and registration limits count; closed with the service. */
  rateLimits: RateLimitStore;
  /** Lower-cased CURATOR_USERNAMES. */
  curatorUsernames: readonly string[];
  /** NODE_ENV=development: only then does the quick-login work. */
  development: boolean;
}

export class AuthService {
  private readonly users: UserService;
  private readonly tokens: SessionTokens;
  private readonly rateLimits: RateLimitStore;
  private readonly loginThrottle: LoginThrottle;
  private readonly registrationLimit: RegistrationLimit;
  private readonly curatorUsernames: ReadonlySet<string>;
  private readonly development: boolean;

  constructor(options: AuthServiceOptions) {
    this.users = options.users;
    this.tokens = options.tokens;
    this.rateLimits = options.rateLimits;
    this.loginThrottle = new LoginThrottle(options.rateLimits);
    this.registrationLimit = new RegistrationLimit(options.rateLimits);
    this.curatorUsernames = new Set(options.curatorUsernames);
    this.development = options.development;
    // Hash once now, so the first login with an unknown name is not the slow one.
    void hashOfNoAccount();
  }

  /**
   * Creates the account (curator when first or listed, visitor otherwise) and signs it in. Only
   * inputs that pass every check count against the address's registration limit.
   */
  async register({ username, password }: Credentials, address: string): Promise<SignedIn> {
    const name = checkNewUsername(username);
    checkNewPassword(password);
    if (await this.users.findByUsername(name)) throw usernameTaken();
    const retryAfter = await this.registrationLimit.take(address);
    if (retryAfter > 0) throw tooManyRegistrations(retryAfter);
    const user = await this.users.createAccount({
      username: name,
      passwordHash: await hashPassword(password),
      listedCurator: this.curatorUsernames.has(normalizeUsername(name)),
    });
    return this.signIn(user);
  }

  /**
   * Checks the password against the account, or against a dummy hash when there is none, so both
   * failures take as long and answer alike. Failures count per username and address, and per
   * address alone; a success forgets only the former.
   */
  async login({ username, password }: Credentials, address: string): Promise<SignedIn> {
    const normalized = normalizeUsername(username).slice(0, USERNAME_MAX_LENGTH * 2);
    const retryAfter = await this.loginThrottle.retryAfterSeconds(normalized, address);
    if (retryAfter > 0) throw tooManyLoginAttempts(retryAfter);
    // No account can have such a password (registration refuses it), and bcrypt would cut it short.
    if (passwordTooLong(password)) {
      throw badInput(`Password must be at most ${PASSWORD_MAX_BYTES} bytes long`);
    }

    const user = await this.users.findByUsername(normalized);
    const matches = await verifyPassword(password, user?.passwordHash ?? (await hashOfNoAccount()));
    if (!user || !matches) {
      await this.loginThrottle.recordFailure(normalized, address);
      throw invalidCredentials();
    }
    await this.loginThrottle.recordSuccess(normalized, address);

    // A name added to CURATOR_USERNAMES after its account was created gets its rights here.
    if (user.role !== Role.CURATOR && this.curatorUsernames.has(user.usernameNormalized)) {
      await this.users.promoteToCurator(user.id);
      user.role = Role.CURATOR;
    }
    return this.signIn(user);
  }

  /** Revokes every session of the account: cookies issued before now stop working. */
  async logout(user: SessionUser | null): Promise<void> {
    if (user) await this.users.revokeSessions(user.id);
  }

  /** The account behind a session token, if the token is valid, unexpired and not revoked. */
  async sessionUser(token: string | null): Promise<SessionUser | null> {
    if (!token) return null;
    const claims = this.tokens.verify(token);
    if (!claims) return null;
    const user = await this.users.findById(claims.userId);
    if (!user || user.tokenVersion !== claims.tokenVersion) return null;
    return toSessionUser(user);
  }

  /** Development only: (re)creates the development curator with a password generated now and never shown. */
  async seedDevelopmentCurator(): Promise<string> {
    if (!this.development) throw notFound('Not found');
    await this.users.upsertCurator(DEVELOPMENT_CURATOR, await hashPassword(randomPassword()));
    return DEVELOPMENT_CURATOR;
  }

  /** Development only: signs in the seeded development curator without a password. */
  async signInDevelopmentCurator(): Promise<SignedIn> {
    if (!this.development) throw notFound('Not found');
    const user = await this.users.findByUsername(DEVELOPMENT_CURATOR);
    if (!user) throw notFound('The development curator has not been seeded');
    return this.signIn(user);
  }

  async close(): Promise<void> {
    await this.rateLimits.close();
  }

  private signIn(user: User): SignedIn {
    const token = this.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });
    return { user: toSessionUser(user), token };
  }
}
