/**
 * How she spells on a phone, mapped to the plain word, keyed by the folded, squeezed token
 * (normalize.ts folds accents and repeated letters first, so "tô", "tooo" and "to" meet).
 */
export const chatSpelling: Record<string, string> = {
  // pronouns and people
  vc: 'voce', vcs: 'voces', ce: 'voce', oce: 'voce', cmg: 'comigo', ctg: 'contigo', ngm: 'ninguem', ngn: 'ninguem',
  alg: 'alguem', algm: 'alguem', qm: 'quem', gnt: 'gente', nois: 'nos', bb: 'bebe', bbs: 'bebes', nene: 'bebe',
  nenem: 'bebe',
  // little words
  q: 'que', oq: 'o que', pq: 'porque', pqe: 'porque', n: 'nao', naum: 'nao', nd: 'nada', td: 'tudo',
  tdo: 'tudo', tds: 'todos', tbm: 'tambem', tb: 'tambem', tmb: 'tambem', mt: 'muito', mto: 'muito', mta: 'muita',
  mts: 'muitos', mtos: 'muitos', mtas: 'muitas', msm: 'mesmo', dms: 'demais', dmais: 'demais', dimais: 'demais',
  c: 'com', cm: 'com', p: 'para', pra: 'para', pro: 'para o', pros: 'para os', pras: 'para as', qq: 'qualquer',
  eh: 'e', neh: 'ne', tah: 'esta', vdd: 'verdade', sla: 'sei la', sqn: 'so que nao', tdb: 'tudo bem',
  // verbs
  to: 'estou', tou: 'estou', ta: 'esta', tava: 'estava', tavam: 'estavam', tamo: 'estamos', tamos: 'estamos',
  qria: 'queria', qro: 'quero', kero: 'quero', qr: 'quer', qer: 'quer', axo: 'acho', fzr: 'fazer', vo: 'vou',
  // time
  hj: 'hoje', agr: 'agora', dps: 'depois', qdo: 'quando', qnd: 'quando', qndo: 'quando', dnv: 'de novo',
  fds: 'fim de semana', amnh: 'amanha',
  // amounts
  qto: 'quanto', qnto: 'quanto', qnt: 'quanto', qts: 'quantos', qnts: 'quantos', qtos: 'quantos', qtas: 'quantas',
  // units of time
  min: 'minutos', mins: 'minutos', minuto: 'minutos', minutinho: 'minutos', minutinhos: 'minutos', h: 'hora',
  hr: 'hora', hrs: 'horas',
  // everything else
  msg: 'mensagem', msgs: 'mensagens', cel: 'celular', zap: 'whatsapp', whats: 'whatsapp', kd: 'cade', sdds: 'saudade',
  obg: 'obrigada', obgd: 'obrigada', obgda: 'obrigada', brigada: 'obrigada', brigado: 'obrigada', obrigado: 'obrigada',
  vlw: 'valeu', blz: 'beleza', blza: 'beleza', mds: 'meu deus', pfv: 'por favor', pf: 'por favor', pfvr: 'por favor',
  aki: 'aqui', presiso: 'preciso', vonade: 'vontade', vontadi: 'vontade',
}

/** Laughter in any spelling ("kkkk", "rsrs", "hahaha"): one token, so a joke can be told from a threat. */
export const laughter = /^(k|kk[a-z]*|(rs)+|(ha){2,}h?|(he){2,}h?|(hua){2,}h?|(ks){2,})$/

/**
 * Emojis that carry meaning for safety or feeling, as words. The rest are dropped with the
 * punctuation. "emojitriste" and "emojifeliz" mean nothing to retrieval on purpose.
 */
export const emojiWords: readonly [RegExp, string][] = [
  [/🔪|🗡️?/gu, ' faca '],
  [/💊/gu, ' comprimidos '],
  [/🩸/gu, ' sangue '],
  [/🔫/gu, ' arma '],
  [/🪢/gu, ' corda '],
  [/😂|🤣|😆|😅|😹/gu, ' risos '],
  [/😭|😢|😞|😔|🥲|💔|😩|😫|😣|😖|☹️?|🙁|😥|😿|🖤|😶/gu, ' emojitriste '],
  [/🥹|😍|🥰|❤️?|💕|💖|😊|🤩|💪|🎉|🙌|😁|😄|🥳/gu, ' emojifeliz '],
]
