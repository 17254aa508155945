/**
 * Her código de recuperação: the one secret of her protected copy, made on this phone and shown
 * once. 28 symbols of Crockford's base32 (no I, L, O nor U, which look like 1, 0 and V), 5 random
 * bits each: 140 bits, in 7 groups of 4 she can read aloud and type.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const SYMBOLS = 28
const GROUP = 4

/** The look-alikes she may type for a symbol of the code. */
const LOOK_ALIKES: Record<string, string> = { O: '0', I: '1', L: '1' }

/** A new code, canonical (28 symbols, no spaces). */
export function newRecoveryCode(random: (bytes: Uint8Array<ArrayBuffer>) => void = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = new Uint8Array(SYMBOLS)
  random(bytes)
  // 256 is a multiple of 32: each symbol is uniform.
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')
}

/** The code as she reads it: groups of 4 split by spaces. */
export function formatRecoveryCode(code: string): string {
  return code.match(new RegExp(`.{1,${GROUP}}`, 'g'))!.join(' ')
}

/**
 * The code she typed or pasted, canonical; undefined when it cannot be one. Spaces, dashes and
 * dots, accents and case are forgiven, and so are the look-alikes the code never uses.
 */
export function parseRecoveryCode(typed: string): string | undefined {
  const symbols = typed
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[\s.\-_]/g, '')
    .replace(/[OIL]/g, (char) => LOOK_ALIKES[char]!)
  if (symbols.length !== SYMBOLS || [...symbols].some((char) => !ALPHABET.includes(char))) return undefined
  return symbols
}

export const invalidRecoveryCode = `O código de recuperação tem ${SYMBOLS} letras e números, em ${SYMBOLS / GROUP} grupos de ${GROUP}. Confira o que você digitou.`

/** The group of four she types back before the copy is on: the last one. */
export const CHECKED_GROUP = SYMBOLS / GROUP

/** Whether what she typed back is the code's last group (spacing, case, accents and look-alikes forgiven). */
export function typedBackMatches(code: string, typed: string): boolean {
  const symbols = parseRecoveryCode(`${code.slice(0, SYMBOLS - GROUP)}${typed}`)
  return symbols === code
}
