import { randomInt } from 'node:crypto';

// No look-alike characters: these are read off a screen and typed on a tablet.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generatePassword(length = 12): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export function generatePin(): string {
  return String(randomInt(10_000)).padStart(4, '0');
}
