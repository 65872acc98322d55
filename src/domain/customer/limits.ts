// The customer inputs' limits and problem codes (SPEC §5), apart from the valibot rules that check them
// (./validation.ts): what the server renders (hints, messages) needs the numbers, not the schemas, so the storefront
// Worker ships no validation code it never runs.

export const EMAIL_MAX_LENGTH = 254
/** NIST SP 800-63B: at least 8; we ask for 10. No composition rules; long passphrases welcome. */
export const PASSWORD_MIN_LENGTH = 10
/** An upper bound keeps PBKDF2's input (and its cost) bounded; 128 fits any passphrase or generated password. */
export const PASSWORD_MAX_LENGTH = 128
export const NAME_MAX_LENGTH = 80

export type Problem = 'required' | 'shape' | 'too-short' | 'too-long' | 'characters'
