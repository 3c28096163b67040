/**
 * What a new password must be: 8 to 200 characters, not only spaces, not one character repeated,
 * and not one of the passwords every guessing list starts with. The API refuses the others
 * (400 `validation_failed` on the password field) and the forms check the same rule first.
 */

import { PASSWORD_LENGTH } from "./password-length.js";

export { PASSWORD_LENGTH };

// The most common passwords of 8 characters or more in public breach lists (shorter ones are
// refused by the length already). Compared without case and surrounding spaces.
const COMMON_PASSWORDS = new Set([
  "12345678",
  "123456789",
  "1234567890",
  "0123456789",
  "87654321",
  "987654321",
  "12341234",
  "123123123",
  "11223344",
  "12121212",
  "11112222",
  "123456abc",
  "1234abcd",
  "abcd1234",
  "abc12345",
  "a1b2c3d4",
  "1q2w3e4r",
  "1q2w3e4r5t",
  "1qaz2wsx",
  "zaq12wsx",
  "qazwsxedc",
  "qwertyui",
  "qwertyuiop",
  "qwerty12",
  "qwerty123",
  "1234qwer",
  "asdfghjk",
  "asdfasdf",
  "zxcvbnm1",
  "password",
  "password1",
  "password12",
  "password123",
  "passw0rd",
  "p@ssw0rd",
  "p@ssword",
  "iloveyou",
  "iloveyou1",
  "sunshine",
  "princess",
  "football",
  "baseball",
  "welcome1",
  "welcome123",
  "trustno1",
  "superman",
  "starwars",
  "letmein1",
  "computer",
  "whatever",
  "dragon12",
  "michael1",
  "jennifer",
  "internet",
  "samsung1",
  "admin123",
  "adminadmin",
  "administrator",
  "changeme",
  "master12",
  "monkey12",
  "shadow12",
  "football1",
  "charlie1",
  "liverpool",
  "chelsea1",
  "blink182",
  "pokemon1",
  "00000000",
  "qwer1234",
  "q1w2e3r4",
  "q1w2e3r4t5",
  "secret12",
  "default1",
  "test1234",
  "testtest",
  "guest123",
]);

/** Why a new password is refused (an English sentence for logs and the API), or null when it is fine. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_LENGTH.min) return `Use at least ${PASSWORD_LENGTH.min} characters`;
  if (password.length > PASSWORD_LENGTH.max) return `Use at most ${PASSWORD_LENGTH.max} characters`;
  const trimmed = password.trim();
  if (trimmed === "") return "A password cannot be only spaces";
  if ([...trimmed].every((ch) => ch === trimmed[0])) return "This password is too easy to guess";
  if (COMMON_PASSWORDS.has(trimmed.toLowerCase())) return "This password is too easy to guess";
  return null;
}

/** True when a new password is long enough but blank, repeated or common (a form's own message). */
export function isGuessablePassword(password: string): boolean {
  return password.length >= PASSWORD_LENGTH.min && password.length <= PASSWORD_LENGTH.max
    ? passwordProblem(password) !== null
    : false;
}
