/**
 * One normal form for everything the assistant matches: what she types and what the library says.
 * Lowercase, accents folded, punctuation gone, repeated letters squeezed ("socorrooo" and
 * "socorro" both become "socoro"), numbers split from units ("5min" → "5 min") and the
 * abbreviations of chat Portuguese expanded ("vc" → "voce", "bb" → "bebe").
 */

/** Chat abbreviations and spoken forms, keyed by the folded token. */
const abbreviations: Record<string, string> = {
  vc: 'voce',
  vcs: 'voces',
  ce: 'voce',
  pq: 'porque',
  q: 'que',
  oq: 'o que',
  tb: 'tambem',
  tbm: 'tambem',
  mt: 'muito',
  mto: 'muito',
  mta: 'muita',
  mts: 'muitos',
  n: 'nao',
  naum: 'nao',
  nd: 'nada',
  td: 'tudo',
  tds: 'todos',
  to: 'estou',
  tou: 'estou',
  ta: 'esta',
  tava: 'estava',
  tah: 'esta',
  eh: 'e',
  bb: 'bebe',
  bbs: 'bebes',
  nene: 'bebe',
  nenem: 'bebe',
  msm: 'mesmo',
  cmg: 'comigo',
  hj: 'hoje',
  qdo: 'quando',
  qnd: 'quando',
  qto: 'quanto',
  qnto: 'quanto',
  qria: 'queria',
  qr: 'quer',
  cm: 'com',
  dms: 'demais',
  kd: 'cade',
  sdds: 'saudade',
  obg: 'obrigada',
  obgd: 'obrigada',
  obgda: 'obrigada',
  brigada: 'obrigada',
  brigado: 'obrigada',
  obrigado: 'obrigada',
  vlw: 'valeu',
  blz: 'beleza',
  min: 'minutos',
  mins: 'minutos',
  minuto: 'minutos',
  minutinho: 'minutos',
  minutinhos: 'minutos',
  h: 'hora',
  hr: 'hora',
  hrs: 'horas',
  pra: 'para',
  pro: 'para o',
  pros: 'para os',
  pras: 'para as',
  qro: 'quero',
  kero: 'quero',
  qer: 'quer',
  axo: 'acho',
  dps: 'depois',
  agr: 'agora',
  sla: 'sei la',
  mds: 'meu deus',
  pfv: 'por favor',
  pf: 'por favor',
  pfvr: 'por favor',
  vdd: 'verdade',
  ngm: 'ninguem',
  alg: 'alguem',
  tdb: 'tudo bem',
  blza: 'beleza',
  fzr: 'fazer',
  nois: 'nos',
  p: 'para',
  aki: 'aqui',
  tmb: 'tambem',
  vo: 'vou',
  dnv: 'de novo',
}

/** Lowercase, accents folded (ç → c, ã → a); everything that is not a letter or digit becomes a space. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
}

/** Any run of one letter becomes one letter: "muuuito" → "muito", "socorro" → "socoro". */
export function squeeze(token: string): string {
  return token.replace(/([a-z])\1+/g, '$1')
}

function expand(token: string): string {
  const known = abbreviations[token] ?? abbreviations[squeeze(token)]
  return squeeze(known ?? token)
}

/** The tokens of a text in normal form (see the file comment). */
export function normalizeTokens(text: string): string[] {
  const spaced = fold(text)
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/([a-z])(\d)/g, '$1 $2')
  const tokens: string[] = []
  for (const raw of spaced.split(' ')) {
    if (raw === '') continue
    for (const part of expand(raw).split(' ')) tokens.push(part)
  }
  return tokens
}

/**
 * The normal form as one string with a space at each end, so patterns can use spaces as word
 * boundaries: " quero me matar ".
 */
export function normalize(text: string): string {
  const tokens = normalizeTokens(text)
  return tokens.length === 0 ? ' ' : ` ${tokens.join(' ')} `
}
