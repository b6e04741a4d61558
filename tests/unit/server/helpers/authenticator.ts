/**
 * A software passkey authenticator for the staff tests: an ES256 key pair from node:crypto, a
 * 'none' attestation and signed assertions, built byte by byte as WebAuthn defines them, so that
 * enrolment and sign-in run the real @simplewebauthn/server verification without a browser.
 */
import crypto from 'node:crypto';
// The CBOR encoder @simplewebauthn/server itself uses (maps stay maps, byte strings untagged).
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (b: Buffer | Uint8Array): string => Buffer.from(b).toString('base64url');
const sha256 = (b: Buffer | string): Buffer => crypto.createHash('sha256').update(b).digest();

/** The authenticator data's flags: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

export interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export class SoftAuthenticator {
  readonly credentialId = crypto.randomBytes(16);
  readonly keys = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;
  private userHandle: string | null = null;

  constructor(readonly origin: string) {}

  private coseKey(): Buffer {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const map = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x as string, 'base64url')],
      [-3, Buffer.from(jwk.y as string, 'base64url')],
    ]);
    return Buffer.from(isoCBOR.encode(map));
  }

  private authData(rpId: string, flags: number, attested: Buffer | null): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  }

  /**
   * navigator.credentials.create() answered: a RegistrationResponseJSON. `verified: false` answers as an
   * authenticator that did not verify the person (no PIN, fingerprint or screen lock): the UV flag unset.
   */
  register(options: CreationOptions, over: { origin?: string; verified?: boolean } = {}): Record<string, unknown> {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.coseKey()]);
    const authData = this.authData(rpId, UP | (over.verified === false ? 0 : UV) | AT, attested);
    const attestation = new Map<string, string | Uint8Array | Map<string, string>>();
    attestation.set('fmt', 'none');
    attestation.set('attStmt', new Map<string, string>());
    attestation.set('authData', new Uint8Array(authData));
    const attestationObject = Buffer.from(isoCBOR.encode(attestation));
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, over.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get() answered with this (discoverable) passkey: an AuthenticationResponseJSON (`verified` as in register). */
  authenticate(options: RequestOptions, over: { origin?: string; signWith?: crypto.KeyObject; verified?: boolean } = {}): Record<string, unknown> {
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    this.counter++;
    const authData = this.authData(rpId, UP | (over.verified === false ? 0 : UV), null);
    const clientData = this.clientData('webauthn.get', options.challenge, over.origin);
    const signature = crypto.sign('sha256', Buffer.concat([authData, sha256(clientData)]), over.signWith ?? this.keys.privateKey);
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
