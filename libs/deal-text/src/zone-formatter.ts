const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The en-US formatter of `options` in `timeZone`, built once: building one is costly. `purpose`
 * names the options (one set per caller). An unknown zone throws a RangeError.
 */
export function zoneFormatter(
  purpose: string,
  timeZone: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): Intl.DateTimeFormat {
  const key = `${purpose}\0${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}
