import { berlinDay } from './berlin-day';

/** The days the operators' figures cover: the last `days` Berlin days, today included. */
export interface AnalyticsPeriod {
  days: number;
  /** First day, `YYYY-MM-DD`. */
  from: string;
  /** Last day (today in Berlin), `YYYY-MM-DD`. */
  to: string;
}

/** The period of the last `days` Berlin days up to the day of `now`. */
export function analyticsPeriod(days: number, now: Date = new Date()): AnalyticsPeriod {
  const to = berlinDay(now);
  // calendar arithmetic on the date alone, at UTC midnight, where no clock change moves it
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { days, from, to };
}
