/** The largest id a signed 32-bit id column holds. */
const MAX_ROW_ID = 2_147_483_647;

/** Text that names a row by id: a positive whole number a 32-bit id column can hold. */
export function isRowIdText(text: string): boolean {
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_ROW_ID;
}
