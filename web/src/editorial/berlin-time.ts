/**
 * Times of the back office are Berlin times, whatever the editor's computer is set to: the
 * magazine appears for German readers, and the server stores instants (ISO with offset).
 */
const TIME_ZONE = 'Europe/Berlin';

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const display = new Intl.DateTimeFormat('de-DE', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function berlinWallTime(instant: number): WallTime {
  const parts = Object.fromEntries(
    wallClock.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

function asUtc(time: WallTime): number {
  return Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
}

/** Minutes Berlin is ahead of UTC at an instant: 60 in winter, 120 in summer. */
function berlinOffsetMinutes(instant: number): number {
  return Math.round((asUtc(berlinWallTime(instant)) - Math.floor(instant / 1000) * 1000) / 60_000);
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function localValue(time: WallTime): string {
  return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}T${pad(time.hour)}:${pad(time.minute)}`;
}

/**
 * A Berlin wall time as an `<input type="datetime-local">` gives it ("2026-12-01T10:30") as ISO
 * with its offset ("2026-12-01T10:30:00+01:00"); `null` for anything else. A time the clocks
 * skip in spring becomes the same instant's summer time.
 */
export function berlinLocalToIso(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const wall: WallTime = { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second };
  const wallAsUtc = asUtc(wall);
  const check = new Date(wallAsUtc);
  if (
    check.getUTCFullYear() !== wall.year ||
    check.getUTCMonth() !== wall.month - 1 ||
    check.getUTCDate() !== wall.day ||
    wall.hour > 23 ||
    wall.minute > 59 ||
    wall.second > 59
  )
    return null;
  // the offset at the wall time read as UTC is at most an hour off around a change; once more settles it
  let instant = wallAsUtc - berlinOffsetMinutes(wallAsUtc) * 60_000;
  instant = wallAsUtc - berlinOffsetMinutes(instant) * 60_000;
  const offset = berlinOffsetMinutes(instant);
  const time = berlinWallTime(instant);
  const sign = offset < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `${localValue(time)}:${pad(time.second)}${sign}${pad(hours)}:${pad(minutes)}`;
}

/** An instant (ISO) as the Berlin wall time an `<input type="datetime-local">` shows. */
export function isoToBerlinLocal(iso: string): string {
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? '' : localValue(berlinWallTime(instant));
}

/** An instant as shown in the back office: Berlin time, e.g. "01.12.2026, 10:30". */
export function formatBerlinDateTime(iso: string): string {
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? iso : display.format(instant);
}
