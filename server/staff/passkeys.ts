/**
 * Passkey enrolment and sign-in with @simplewebauthn/server. rpID: STAFF_ORIGIN's hostname (the
 * inbox's own origin, staff/origin.ts), else the request's; the expected origin: STAFF_ORIGIN, else the service's own. Challenges
 * are kept in the store (any instance on one PostgreSQL can verify) and taken once.
 *
 * Both ceremonies require user verification (fingerprint, face, PIN or screen lock): a passkey must
 * prove the person, not only the device, or a security key without a PIN found at the front desk
 * would sign its finder in as its owner.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeAttestationObject, isoBase64URL, parseAuthenticatorData } from '@simplewebauthn/server/helpers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { USER_NOT_VERIFIED, type StaffMe } from '../../src/staff/api';
import { ownOrigins } from '../http/origin';
import { refused, setSessionCookie, type StaffOptions } from './http';
import type { StaffHandler, StaffReply, StaffRequest } from './schemas';
import type { StaffStore } from './store';

const RP_NAME = 'Forge 24 Fitness staff inbox';

function rpId(request: FastifyRequest, staffOrigin: string | null | undefined): string {
  if (staffOrigin) return new URL(staffOrigin).hostname;
  return request.hostname.replace(/^\[|\]$/g, '');
}

/** The challenge a response answers (from its clientDataJSON), or null. */
function challengeOf(response: { response?: { clientDataJSON?: unknown } }): string | null {
  const raw = response.response?.clientDataJSON;
  if (typeof raw !== 'string') return null;
  try {
    const data = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : null;
  } catch {
    return null;
  }
}

/**
 * Whether the authenticator data says the person was verified (its UV flag); null when it cannot be
 * read. Read before the verification only to tell the person what went wrong: the verification itself
 * (requireUserVerification) is what refuses an unverified answer.
 */
function uvFlag(authData: () => Parameters<typeof parseAuthenticatorData>[0] | undefined): boolean | null {
  try {
    const data = authData();
    return data ? parseAuthenticatorData(data).flags.uv : null;
  } catch {
    return null;
  }
}

const registrationVerified = (response: RegistrationResponseJSON): boolean | null =>
  uvFlag(() => decodeAttestationObject(isoBase64URL.toBuffer(response.response.attestationObject)).get('authData'));

const authenticationVerified = (response: AuthenticationResponseJSON): boolean | null =>
  uvFlag(() => isoBase64URL.toBuffer(response.response.authenticatorData));

export interface PasskeyContext {
  store: () => StaffStore;
  staffOrigin: string | null | undefined;
  options: StaffOptions;
  /** Refused sign-ins naming no enrolled passkey since the service started (logged, not audited). */
  unknownSignIns: { count: number };
}

/** A session of `member`, opened with (and ending with) the passkey `passkeyId`: its cookie set, the member to answer with. */
async function startSession(ctx: PasskeyContext, reply: FastifyReply, member: StaffMe, passkeyId: string): Promise<StaffMe> {
  const maxSeconds = ctx.options.maxDays * 86_400;
  const token = await ctx.store().createSession(member.id, ctx.options.idleHours * 3600, maxSeconds, passkeyId);
  setSessionCookie(reply, ctx.staffOrigin, token, maxSeconds);
  return member;
}

/** What both verifications expect of an answer: this request's challenge, made for this site's origin and RP ID. */
function expected(ctx: PasskeyContext, request: FastifyRequest, challenge: string) {
  return {
    expectedChallenge: challenge,
    expectedOrigin: ownOrigins(request, ctx.staffOrigin),
    expectedRPID: rpId(request, ctx.staffOrigin),
    requireUserVerification: true,
  };
}

const LINK_REFUSED = 'This enrolment link is not valid: it was used, replaced or has expired. Ask an owner for a new one.';

type Answer<T> = Promise<T | { error: string }>;

async function enrolOptions(ctx: PasskeyContext, request: StaffRequest<'enrolOptions'>, reply: StaffReply<'enrolOptions'>): Answer<PublicKeyCredentialCreationOptionsJSON> {
  const { token } = request.body;
  const member = await ctx.store().enrolmentMember(token);
  if (!member) return refused(reply, 400, LINK_REFUSED);
  const existing = await ctx.store().passkeyIds(member.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rpId(request, ctx.staffOrigin),
    userName: member.email,
    userDisplayName: member.name,
    userID: new Uint8Array(Buffer.from(member.userHandle, 'base64url')),
    attestationType: 'none',
    excludeCredentials: existing,
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await ctx.store().saveChallenge(options.challenge, 'enrol', token);
  return options;
}

/** The new passkey's credential, or the refusal's text. */
async function verifiedRegistration(ctx: PasskeyContext, request: FastifyRequest, token: string, response: RegistrationResponseJSON) {
  const challenge = challengeOf(response);
  if (!challenge || !(await ctx.store().takeChallenge(challenge, 'enrol', token))) {
    return { refused: 'The passkey answer does not match a request of this link (or took too long). Please try again.' };
  }
  if (registrationVerified(response) === false) {
    request.log.warn('staff: enrolment refused: the authenticator did not verify the user');
    return { refused: USER_NOT_VERIFIED };
  }
  try {
    const verified = await verifyRegistrationResponse({ response, ...expected(ctx, request, challenge) });
    if (!verified.verified) throw new Error('not verified');
    return { credential: verified.registrationInfo.credential };
  } catch (err) {
    request.log.warn(`staff: enrolment refused: ${(err as Error).message}`);
    return { refused: 'The passkey could not be verified. Please try again.' };
  }
}

async function enrolVerify(ctx: PasskeyContext, request: StaffRequest<'enrolVerify'>, reply: StaffReply<'enrolVerify'>): Answer<StaffMe> {
  const { token, response } = request.body;
  const outcome = await verifiedRegistration(ctx, request, token, response);
  if (!outcome.credential) return refused(reply, 400, outcome.refused);
  const { credential } = outcome;
  const member = await ctx.store().completeEnrolment(token, {
    id: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? [],
  });
  if (!member) return refused(reply, 400, LINK_REFUSED);
  await ctx.store().audit(member, 'enrol', `${member.name} enrolled a passkey`);
  return startSession(ctx, reply, member, credential.id);
}

async function signInOptions(ctx: PasskeyContext, request: StaffRequest<'signInOptions'>): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({ rpID: rpId(request, ctx.staffOrigin), userVerification: 'required' });
  await ctx.store().saveChallenge(options.challenge, 'signin', null);
  return options;
}

/**
 * A refused sign-in. One that names an enrolled passkey, a revoked member's included (the gym wants to see
 * that one try), is audited as that member's (with the client's address in its own column, which retention
 * clears after AUDIT_ADDRESS_DAYS); one that names no enrolled passkey is no member's doing and goes to the
 * application log only, counted, so made-up passkeys cannot fill the audit log (kept two years) nor write
 * their text into it.
 */
async function refuseSignIn(ctx: PasskeyContext, request: FastifyRequest, reply: FastifyReply, why: string, passkeyId: string, message = SIGN_IN_REFUSED): Promise<{ error: string }> {
  const holder = await ctx.store().passkeyHolder(passkeyId);
  if (holder !== null) await ctx.store().audit(null, 'signin-failed', `passkey of ${holder}: ${why}`, null, request.ip);
  else {
    ctx.unknownSignIns.count += 1;
    request.log.warn({ unknownPasskeySignIns: ctx.unknownSignIns.count, ip: request.ip }, `staff: sign-in refused (${why}) naming no enrolled passkey; not audited (${ctx.unknownSignIns.count} such since start)`);
  }
  return refused(reply, 401, message);
}

const SIGN_IN_REFUSED = 'Sign-in failed. Use the passkey you enrolled on this site, or ask an owner for a new enrolment link.';

async function signInVerify(ctx: PasskeyContext, request: StaffRequest<'signInVerify'>, reply: StaffReply<'signInVerify'>): Answer<StaffMe> {
  const { response } = request.body;
  const fail = (why: string, message?: string): Promise<{ error: string }> => refuseSignIn(ctx, request, reply, why, response.id, message);
  const challenge = challengeOf(response);
  if (!challenge || !(await ctx.store().takeChallenge(challenge, 'signin', null))) return fail('unknown or expired challenge');
  // Before the passkey is used: the answer does not tell whether the passkey is enrolled.
  if (authenticationVerified(response) === false) return fail('without user verification', USER_NOT_VERIFIED);
  const key = await ctx.store().passkey(response.id);
  if (!key) return fail('unknown passkey');
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      ...expected(ctx, request, challenge),
      credential: { id: key.id, publicKey: key.publicKey, counter: key.counter, transports: key.transports },
    });
    if (!verified.verified) return await fail('not verified');
    await ctx.store().passkeyUsed(key.id, verified.authenticationInfo.newCounter);
  } catch (err) {
    return await fail((err as Error).message.slice(0, 200));
  }
  await ctx.store().audit(key.member, 'signin', `${key.member.name} signed in`);
  return startSession(ctx, reply, key.member, key.id);
}

export function passkeyHandlers(ctx: PasskeyContext): { [N in 'enrolOptions' | 'enrolVerify' | 'signInOptions' | 'signInVerify']: StaffHandler<N> } {
  return {
    enrolOptions: (request, reply) => enrolOptions(ctx, request, reply),
    enrolVerify: (request, reply) => enrolVerify(ctx, request, reply),
    signInOptions: (request) => signInOptions(ctx, request),
    signInVerify: (request, reply) => signInVerify(ctx, request, reply),
  };
}
