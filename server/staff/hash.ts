/** The staff side's secrets: new random tokens, and the SHA-256 that is all the store keeps of one. */
import { createHash, randomBytes } from 'node:crypto';

export const newSecret = (): string => randomBytes(32).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');
