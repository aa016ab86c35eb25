// What a new password must be: long enough, typed the same twice, and not one of the passwords that
// every guessing list starts with (the site cannot ask an online breach service: it keeps no
// outside dependency for sign-in, so the best-known ones are checked here).
import { MIN_PASSWORD_LENGTH } from "./users.ts";

export type PasswordProblem = "passwordTooShort" | "passwordsDiffer" | "passwordCommon";

const COMMON = new Set([
  "1234567890",
  "0123456789",
  "12345678910",
  "123456789a",
  "1q2w3e4r5t",
  "qwertyuiop",
  "azertyuiop",
  "qwertzuiop",
  "password123",
  "password1234",
  "passw0rd123",
  "wachtwoord",
  "wachtwoord1",
  "wachtwoord123",
  "motdepasse",
  "motdepasse1",
  "motdepasse123",
  "passwort123",
  "passwort1234",
  "iloveyou123",
  "welcome123",
  "welkom1234",
  "bienvenue1",
  "aaaaaaaaaa",
  "abcdefghij",
  "abcdefg123",
  "1111111111",
  "0000000000",
  "letmein123",
  "admin12345",
  "administrator",
  "immobilier",
  "vastgoed123",
]);

export const MAX_PASSWORD_LENGTH = 200;

export function passwordProblem(password: string, repeat: string): PasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return "passwordTooShort";
  if (password !== repeat) return "passwordsDiffer";
  const plain = password.toLowerCase();
  // One character repeated, or a list entry, are guessed first whatever their length.
  if (COMMON.has(plain) || /^(.)\1+$/.test(plain)) return "passwordCommon";
  return null;
}
