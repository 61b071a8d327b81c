import type { BadUserInput } from '../mutation-errors';

/** How a deal write ended, for the form that sent it; the hook has already shown a toast. */
export type DealWriteResult = { ok: true } | { ok: false; badInput: BadUserInput | null };
