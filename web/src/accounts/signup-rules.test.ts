import { message, signupRequestSchema } from '@spielraum/schema';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { describe, expect, it } from 'vitest';

// The sign-up form validates with the API's contract; these are the texts the form shows.
const rules = zod4Resolver(signupRequestSchema);
const filled = {
  display_name: 'Jana',
  email: 'jana@example.com',
  email_confirmation: 'JANA@example.com ',
  password: 'sicheres-passwort',
  password_confirmation: 'sicheres-passwort',
};

describe('sign-up form rules from the contract', () => {
  it('accepts a complete form (the repeated e-mail ignores case and edge spaces)', () => {
    expect(rules(filled)).toEqual({});
  });

  it('shows the SPEC §5 texts under the fields of an empty form', () => {
    const empty = {
      display_name: '',
      email: '',
      email_confirmation: '',
      password: '',
      password_confirmation: '',
    };
    expect(rules(empty)).toMatchObject({
      display_name: message('required'),
      email: message('invalidEmail'),
      password: message('passwordTooShort', { amount: 8 }),
    });
  });

  it('names a short password and mismatching repetitions', () => {
    expect(rules({ ...filled, password: 'kurz', password_confirmation: '' })).toMatchObject({
      password: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
    });
    expect(rules({ ...filled, password_confirmation: 'anderes-passwort' })).toEqual({
      password_confirmation: 'Passwörter stimmen nicht überein.',
    });
    expect(rules({ ...filled, email_confirmation: 'jan@example.com' })).toEqual({
      email_confirmation: message('emailsDoNotMatch'),
    });
    expect(rules({ ...filled, email: 'jana@', email_confirmation: 'jana@' })).toEqual({
      email: message('invalidEmail'),
    });
  });
});
