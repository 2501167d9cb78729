import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * The structured logger of every service. Personal data (e-mail addresses, passwords,
 * tokens, cookies) is redacted by path so a careless log line cannot leak it.
 */
export function createLogger(options: { level: string; name: string }): Logger {
  return pino({
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
  });
}
