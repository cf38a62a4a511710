import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the enum is a const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;

/** argon2id with OWASP's minimum recommended cost (19 MiB, 2 passes). */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** Verifies against a real hash even when the account is unknown, so timing reveals nothing. */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('no-such-account-placeholder');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
