import { badInput, notFound } from '../../common/app-error';
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
import { PasswordWorkQueue } from './password-work-queue';
import type { RateLimitStore } from './rate-limit-store';
import { RegistrationLimit } from './registration-limit';
import type { SessionTokens } from './session-token';
import { toSessionUser, type SessionUser } from '../../access/session-user.type';

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
  /** NODE_ENV=development: only then does the quick-login work. */
  development: boolean;
}

export class AuthService {
  private readonly users: UserService;
  private readonly tokens: SessionTokens;
  private readonly rateLimits: RateLimitStore;
  private readonly loginThrottle: LoginThrottle;
  private readonly registrationLimit: RegistrationLimit;
  private readonly passwordWork = new PasswordWorkQueue();
  private readonly development: boolean;

  constructor(options: AuthServiceOptions) {
    this.users = options.users;
    this.tokens = options.tokens;
    this.rateLimits = options.rateLimits;
    this.loginThrottle = new LoginThrottle(options.rateLimits);
    this.registrationLimit = new RegistrationLimit(options.rateLimits);
    this.development = options.development;
    // Hash once now, so the first login with an unknown name is not the slow one.
    void hashOfNoAccount();
  }

  /**
   * Creates the account (the curator when it is the first, a visitor otherwise) and signs it in.
   * Every well-formed attempt counts against the address's registration limit, a taken name too,
   * so the limit also bounds probing for existing usernames.
   */
  async register({ username, password }: Credentials, address: string): Promise<SignedIn> {
    const name = checkNewUsername(username);
    checkNewPassword(password);
    const retryAfter = await this.registrationLimit.take(address);
    if (retryAfter > 0) throw tooManyRegistrations(retryAfter);
    if (await this.users.findByUsername(name)) throw usernameTaken();
    const passwordHash = await this.passwordWork.run(() => hashPassword(password));
    const user = await this.users.createAccount({ username: name, passwordHash });
    return this.signIn(user);
  }

  /**
   * Checks the password against the account, or against a dummy hash when there is none, so both
   * failures take as long and answer alike. The attempt counts against the limits before the
   * comparison and is given back when it succeeds, so concurrent attempts cannot slip past them.
   */
  async login({ username, password }: Credentials, address: string): Promise<SignedIn> {
    // No account can have such a password (registration refuses it), and bcrypt would cut it short.
    if (passwordTooLong(password)) {
      throw badInput(`Password must be at most ${PASSWORD_MAX_BYTES} bytes long`);
    }
    const typed = normalizeUsername(username).slice(0, USERNAME_MAX_LENGTH * 2);
    const user = await this.users.findByUsername(typed);
    // The limiter counts the account found, so every spelling that reaches it shares one count.
    const limitKey = user?.usernameNormalized ?? typed;
    const retryAfter = await this.loginThrottle.begin(limitKey, address);
    if (retryAfter > 0) throw tooManyLoginAttempts(retryAfter);

    const hash = user?.passwordHash ?? (await hashOfNoAccount());
    let matches: boolean;
    try {
      matches = await this.passwordWork.run(() => verifyPassword(password, hash));
    } catch (error) {
      // Refused before any comparison (the server is busy): the attempt was never judged.
      await this.loginThrottle.notJudged(limitKey, address);
      throw error;
    }
    if (!user || !matches) throw invalidCredentials();
    await this.loginThrottle.succeeded(limitKey, address);
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
