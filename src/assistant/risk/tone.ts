import { words } from './pattern'

/*
 * How she says it, read on the whole message: in jest ("kkkk", "brinks"), as an exaggeration with
 * a trigger ("se esse menino não dormir eu pulo da janela"), or about a story (a novela, a film, a
 * book, a case she studies). None of them hides a crisis by itself: they lower how sure a cue is
 * (detect.ts), and what she says she means ("sério", "não tô brincando") undoes the jest.
 */

/** Laughter and the words of a joke; "disse que era brincadeira" is his excuse, not her joke. */
const JEST = words`
  risos
  ha ha
  brinks
  zoas
  zoeira
  zueira
  estou brincando
  hiperbolicamente
  exagerando
  (?<!(era|e|foi|de|na|sem|uma|dele|so|ser) )brincadeira
`
const jest = new RegExp(` ${JEST} `)

/** She means it: a joke taken back. */
const MEANT = words`
  serio
  seria
  de verdade
  so que nao
  ou sim
  ou nao
  nao e brincadeira
  nao e (piada|meme|zoeira|zueira|zoacao|drama|exagero)
  nao estou (zoando|exagerando)
  e serio
  nao estou brincando
  nem estou brincando
  sem brincadeira
  falando serio
  juro
  pergunta seria
  rindo para nao chorar
  tanto assim
`
const meant = new RegExp(` ${MEANT} `)

/** What she would do: the extreme half of an exaggeration. */
const EXTREME = words`
  me jogo
  pulo
  vou pular
  vou me jogar
  me atiro
  vou me atirar
  morro
  me mato
  vou me matar
  me enforco
  vou me enforcar
  me afogo
  surto
  enlouqueco
`
/** Someone else's "vai me matar se…": the joke of a bill, a dish left in the sink. */
const THEY_KILL = '(vai|vao|ia|iam) me (matar|enforcar|esganar)'

/** An exaggeration with its trigger: "se o théo acordar de novo eu pulo", "vou me jogar se ela não dormir". */
const hyperbole = new RegExp(
  [
    ` se (\\w+ ){1,14}(eu )?${EXTREME} `,
    ` ${EXTREME} (\\w+ ){0,6}se `,
    ` ${THEY_KILL} (\\w+ ){0,4}se `,
    ' se (\\w+ ){1,10}(ela|ele) me (mata|enforca|esgana) ',
  ].join('|'),
)

/** A story, a show or a case she studies: the death or the harm in it is someone else's. */
const STORY = words`
  filme
  filmes
  novela
  serie
  livro
  episodio
  temporada
  capitulo
  anime
  dorama
  documentario
  personagem
  protagonista
  mocinha
  mocinho
  vila
  vilao
  autora
  escritora
  roteiro
  netflix
  sessao da tarde
  estudo de caso
  tc
  disciplina
  supervisao
  paciente
`
const story = new RegExp(` ${STORY} `)

export interface Tone {
  /** In jest, and she does not say she means it. */
  jest: boolean
  /** An exaggeration with its trigger. */
  hyperbole: boolean
  /** About a story or a case, not herself. */
  story: boolean
}

/** The tone of a text in risk form with its idioms blanked. */
export function readTone(text: string): Tone {
  return { jest: jest.test(text) && !meant.test(text), hyperbole: hyperbole.test(text), story: story.test(text) }
}

/** Undone by a laugh on its own ("kkk"): the cues marked soft, as before the tone was read. */
export const laughing = / (risos|emojifeliz) /
export const meaningIt = meant
