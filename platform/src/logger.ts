import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

/** How log lines are written: one JSON object per line, or readable for a person. */
export type LogFormat = 'json' | 'pretty';

/**
 * The format when the environment names none: readable when a person watches the terminal
 * (`pnpm start`), JSON lines when the output goes to a file or a log collector.
 */
export function defaultLogFormat(stdoutIsTerminal = process.stdout.isTTY === true): LogFormat {
  return stdoutIsTerminal ? 'pretty' : 'json';
}

/**
 * The structured logger of every service. Personal data (e-mail addresses, passwords,
 * tokens, cookies) is redacted by path so a careless log line cannot leak it, in either format.
 * Pretty lines carry German dates (`28.11.2026 14:03:12`) and are written synchronously, so a
 * command's last lines appear before it exits.
 */
export function createLogger(options: {
  level: string;
  name: string;
  format?: LogFormat;
  /** Where lines go (standard output by default); tests pass their own stream. */
  destination?: DestinationStream & NodeJS.WritableStream;
}): Logger {
  const settings = {
    name: options.name,
    level: options.level,
    redact: {
      paths: [
        'email',
        '*.email',
        'password',
        '*.password',
        'token',
        '*.token',
        'headers.cookie',
        'req.headers.cookie',
        'req.headers.authorization',
        '*.to',
      ],
      censor: '[redacted]',
    },
  };
  if ((options.format ?? defaultLogFormat()) === 'pretty')
    return pino(
      settings,
      pretty({
        translateTime: 'SYS:dd.mm.yyyy HH:MM:ss',
        ignore: 'pid,hostname',
        colorize: options.destination === undefined && process.stdout.isTTY === true,
        sync: true,
        ...(options.destination ? { destination: options.destination } : {}),
      }),
    );
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
