import { describe, expect, it } from 'vitest';
import { newPasswordField, signupRequestSchema } from './accounts';
import { newPasswordProblem } from './password-rule';

describe('new passwords', () => {
  it('refuses passwords made of spaces, and spaces at either end do not count', () => {
    for (const password of [' '.repeat(8), '\t'.repeat(12), '   abcdef   ', '\u00a0'.repeat(9)]) {
      const result = newPasswordField.safeParse(password);
      expect(result.success, JSON.stringify(password)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Leerzeichen am Anfang und am Ende zählen nicht mit: Das Passwort muss mindestens 8 Zeichen lang sein.',
      );
    }
    expect(newPasswordField.safeParse('kurz').error?.issues[0]?.message).toBe(
      'Das Passwort muss mindestens 8 Zeichen lang sein.',
    );
  });

  it('accepts spaces inside a passphrase and keeps the password as typed', () => {
    expect(newPasswordField.parse('korrekt pferd batterie')).toBe('korrekt pferd batterie');
    expect(newPasswordField.parse(' zwölf Zeichen ')).toBe(' zwölf Zeichen ');
    expect(newPasswordProblem('acht-zei')).toBeNull();
  });

  it('applies to sign-up', () => {
    const result = signupRequestSchema.safeParse({
      display_name: 'Leer',
      email: 'leer@example.com',
      email_confirmation: 'leer@example.com',
      password: '        ',
      password_confirmation: '        ',
    });
    expect(result.success).toBe(false);
  });
});
