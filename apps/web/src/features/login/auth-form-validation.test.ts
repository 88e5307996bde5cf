import { describe, expect, it } from 'vitest';
import {
  validateForgotPassword,
  validateNewPassword,
  validateRegistration,
  validateSignIn,
} from './auth-form-validation';

describe('sign-in form', () => {
  it('asks for both fields', () => {
    expect(validateSignIn({ email: ' ', password: '' })).toEqual({
      email: { key: 'emailRequired' },
      password: { key: 'passwordRequired' },
    });
  });

  it('refuses an address that is not one, but not an old short password', () => {
    expect(validateSignIn({ email: 'ada@', password: 'short' })).toEqual({
      email: { key: 'emailInvalid' },
    });
    expect(validateSignIn({ email: ' ada@example.com ', password: 'x' })).toEqual({});
  });
});

describe('registration form', () => {
  it('applies the shared password rules (8 to 128 characters)', () => {
    expect(validateRegistration({ email: 'ada@example.com', password: '1234567' })).toEqual({
      password: { key: 'passwordTooShort' },
    });
    expect(validateRegistration({ email: 'ada@example.com', password: 'x'.repeat(129) })).toEqual({
      password: { key: 'passwordTooLong' },
    });
    expect(validateRegistration({ email: 'ada@example.com', password: '12345678' })).toEqual({});
  });
});

describe('forgot and new password forms', () => {
  it('needs a valid address to send the link to', () => {
    expect(validateForgotPassword({ email: 'nope' })).toEqual({ email: { key: 'emailInvalid' } });
  });

  it('wants the new password twice, the same', () => {
    expect(validateNewPassword({ password: 'long enough', confirm: 'long enougH' })).toEqual({
      confirm: { key: 'passwordsDiffer' },
    });
    expect(validateNewPassword({ password: 'short', confirm: 'short' })).toEqual({
      password: { key: 'passwordTooShort' },
    });
    expect(validateNewPassword({ password: 'long enough', confirm: 'long enough' })).toEqual({});
  });
});
