import { createHash, createHmac, randomBytes } from 'node:crypto'
import { jwt } from './jwt'

/**
 * The provider's side of what cognito-local lacks (SRP, device SRP, custom
 * challenges, devices, global sign-out), as a fake `fetch`: it answers with
 * the JSON bodies Cognito sends (recorded shapes) and checks the client's
 * proofs with the server's SRP arithmetic, so a signature computed wrongly
 * fails the test.
 */

const N = BigInt(
  `0x${[
    'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD',
    'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED',
    'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F',
    '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B',
    'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510',
    '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7',
    'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C',
    'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF',
  ].join('')}`,
)
const G = 2n

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n
  let b = ((base % modulus) + modulus) % modulus
  let e = exponent
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus
    b = (b * b) % modulus
    e >>= 1n
  }
  return result
}

/** The library's padHex: even length, and a 00 byte before a set high bit. */
function padHex(value: bigint): string {
  let hex = value.toString(16)
  if (hex.length % 2) hex = `0${hex}`
  return /^[89a-f]/i.test(hex) ? `00${hex}` : hex
}

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex')
const hexHash = (hex: string) => sha256Hex(Buffer.from(hex, 'hex'))
const big = (hex: string) => BigInt(`0x${hex}`)
const K_MULTIPLIER = big(hexHash(padHex(N) + padHex(G)))

/** A password verifier as Cognito stores it (for a user: pool name; for a device: its group). */
export function srpVerifier(
  realm: string,
  name: string,
  password: string,
  saltHex: string,
): bigint {
  const x = big(hexHash(padHex(big(saltHex)) + sha256Hex(`${realm}${name}:${password}`)))
  return modPow(G, x, N)
}

/** One SRP exchange on the server's side: B out, then the client's signature checked. */
export class SrpServer {
  private readonly b = big(randomBytes(128).toString('hex'))
  readonly secretBlock = randomBytes(64).toString('base64')
  readonly B: bigint

  constructor(
    private readonly verifier: bigint,
    readonly saltHex: string,
  ) {
    this.B = (K_MULTIPLIER * verifier + modPow(G, this.b, N)) % N
  }

  /** The signature a client knowing the password computes for `realm`, `name` and `timestamp`. */
  expectedSignature(aHex: string, realm: string, name: string, timestamp: string): string {
    const A = big(aHex)
    const u = big(hexHash(padHex(A) + padHex(this.B)))
    const S = modPow(A * modPow(this.verifier, u, N), this.b, N)
    const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex'))
      .update(Buffer.from(padHex(S), 'hex'))
      .digest()
    const key = createHmac('sha256', prk)
      .update(Buffer.concat([Buffer.from('Caldera Derived Key'), Buffer.from([1])]))
      .digest()
      .subarray(0, 16)
    return createHmac('sha256', key)
      .update(
        Buffer.concat([
          Buffer.from(realm),
          Buffer.from(name),
          Buffer.from(this.secretBlock, 'base64'),
          Buffer.from(timestamp),
        ]),
      )
      .digest('base64')
  }

  challengeParameters(): Record<string, string> {
    return { SALT: this.saltHex, SRP_B: this.B.toString(16), SECRET_BLOCK: this.secretBlock }
  }
}

export interface RecordedCall {
  operation: string
  body: Record<string, unknown>
}

export type Answer = { status?: number; body: Record<string, unknown> }
export type Handler = (body: Record<string, unknown>, calls: RecordedCall[]) => Answer

/** Tokens as Cognito issues them (claims that matter here; signatures are the edge's business). */
export function issuedTokens(username: string, nowSeconds = Math.floor(Date.now() / 1000)) {
  return {
    AccessToken: jwt({
      sub: username,
      username,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      origin_jti: 'origin-1',
      iat: nowSeconds,
      exp: nowSeconds + 3600,
    }),
    IdToken: jwt({
      sub: username,
      'cognito:username': username,
      email: 'shareholder@cymbria.test',
      token_use: 'id',
      iat: nowSeconds,
      exp: nowSeconds + 3600,
    }),
    RefreshToken: 'eyJjdHkiOiJKV1QiLCJlbmMiOiJBMjU2R0NNIiwiYWxnIjoiUlNBLU9BRVAifQ.recorded-refresh',
    ExpiresIn: 3600,
    TokenType: 'Bearer',
  }
}

/**
 * A fake `fetch` for the user-pool endpoint: each call is recorded and
 * answered by the next handler queued for its operation; an operation with
 * nothing queued fails the test loudly.
 */
export function fakeCognito() {
  const calls: RecordedCall[] = []
  const queued = new Map<string, Handler[]>()
  const fetch = async (_url: unknown, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers)
    const operation = (headers.get('X-Amz-Target') ?? '').replace(
      'AWSCognitoIdentityProviderService.',
      '',
    )
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>
    calls.push({ operation, body })
    const handler = queued.get(operation)?.shift()
    if (!handler) {
      return Response.json(
        { __type: 'Unexpected', message: `no recorded answer for ${operation}` },
        { status: 400 },
      )
    }
    const answer = handler(body, calls)
    return Response.json(answer.body, { status: answer.status ?? 200 })
  }
  return {
    fetch,
    calls,
    on(operation: string, handler: Handler) {
      queued.set(operation, [...(queued.get(operation) ?? []), handler])
      return this
    },
  }
}
