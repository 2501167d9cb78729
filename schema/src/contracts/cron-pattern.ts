/** Longest cron pattern the dealer settings accept. */
export const CRON_PATTERN_MAX_LENGTH = 100;

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The five fields in their order: the range of each and the names it takes besides numbers. */
const FIELDS: Array<{ min: number; max: number; names?: string[]; firstName?: number }> = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12, names: MONTH_NAMES, firstName: 1 },
  // 0 and 7 are both Sunday
  { min: 0, max: 7, names: DAY_NAMES, firstName: 0 },
];

function valueOf(text: string, field: (typeof FIELDS)[number]): number | null {
  if (/^\d{1,2}$/.test(text)) {
    const value = Number(text);
    return value >= field.min && value <= field.max ? value : null;
  }
  const index = field.names?.indexOf(text.toLowerCase()) ?? -1;
  return index < 0 ? null : index + (field.firstName ?? 0);
}

function isValidItem(item: string, field: (typeof FIELDS)[number]): boolean {
  const [range, step, ...rest] = item.split('/');
  if (rest.length > 0 || range === undefined) return false;
  if (step !== undefined) {
    if (!/^\d{1,2}$/.test(step)) return false;
    const size = Number(step);
    if (size < 1 || size > field.max) return false;
    // a step needs a range to walk (every 15 of all, or of 5-50): "5/15" reads differently in each library
    if (range !== '*' && !range.includes('-')) return false;
  }
  if (range === '*') return true;
  const bounds = range.split('-');
  if (bounds.length > 2) return false;
  const values = bounds.map((bound) => valueOf(bound, field));
  if (values.some((value) => value === null)) return false;
  return values.length === 1 || (values[0] as number) <= (values[1] as number);
}

/**
 * True for a standard five-field cron pattern (minute, hour, day of month, month, day of week;
 * numbers, `*`, ranges `a-b`, steps after `*` or a range (a slash and the step), lists with commas, English month and day
 * names), the subset every scheduler of ours reads the same way (BullMQ's job schedulers and the
 * embedded queue's timers both use cron-parser, Europe/Berlin). Seconds fields, `?`, `L`, `W`
 * and `#` are refused: they are rarely what an operator means for a daily feed.
 */
export function isValidCronPattern(pattern: string): boolean {
  if (pattern.length > CRON_PATTERN_MAX_LENGTH) return false;
  const parts = pattern.trim().split(/\s+/);
  if (parts.length !== FIELDS.length) return false;
  return parts.every((part, index) => {
    const field = FIELDS[index]!;
    return part.split(',').every((item) => isValidItem(item, field));
  });
}
