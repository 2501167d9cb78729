import type { z } from 'zod';
import { message } from '../constants/messages';

/**
 * German field messages for what a contract leaves to zod's defaults ("Invalid input: expected
 * string, received number"), passed per parse where input arrives (`schema.safeParse(value,
 * { error: germanIssueMessage })`). A message a contract sets itself (the SPEC §5 texts) wins:
 * zod asks the schema's own error first and this one only when there is none.
 */
export function germanIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? message('required')
        : message('invalidValue');
    case 'too_small': {
      const amount = Number(issue.minimum);
      if (issue.origin === 'string')
        return amount <= 1 ? message('required') : message('minLength', { amount });
      if (issue.origin === 'array' || issue.origin === 'set') return message('minItems', { amount });
      return amount === 0 && !issue.inclusive ? message('nonNegative') : message('minValue', { amount });
    }
    case 'too_big': {
      const amount = Number(issue.maximum);
      if (issue.origin === 'string') return message('maxLength', { amount });
      if (issue.origin === 'array' || issue.origin === 'set') return message('maxItems', { amount });
      return message('maxValue', { amount });
    }
    case 'invalid_format':
      if (issue.format === 'email') return message('invalidEmail');
      if (issue.format === 'url') return message('invalidUrl');
      return message('invalidValue');
    case 'invalid_value':
      return message('chooseFromList');
    case 'unrecognized_keys':
      return message('unknownField');
    default:
      return message('invalidValue');
  }
}
