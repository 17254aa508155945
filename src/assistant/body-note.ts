import type { BodyLoad, BodyNeeds, Position } from '../data/library/library-types'
import { misfits } from './fits-her-body'
import type { HerBody } from './her-body'
import type { ContentIntent } from './intent-cues'

/*
 * What the reply says of her body: that the entry can be done as she said she is, or, plainly,
 * that nothing of the kind can, and what the closest one asks that she may not have.
 */

const where: Record<Position, string> = { standing: 'em pé', sitting: 'sentada', lying: 'deitada' }
const spared: Record<BodyLoad, string> = {
  'lower-back': 'a lombar',
  neck: 'o pescoço e os ombros',
  wrists: 'os punhos',
  knees: 'os joelhos',
  abdomen: 'a barriga',
  impact: 'o assoalho pélvico com impacto',
}
const kindOf: Record<ContentIntent, string> = { exercise: 'um exercício', meditation: 'uma prática', recipe: 'uma receita' }

/** "a, b e c" */
function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`
}

/**
 * How she said she is, as the reply says it back: ["sentada", "com o bebê no colo", "sem forçar a
 * lombar"], with `positions` for where (hers, or where the entry is done when she did not say).
 */
function scene(her: HerBody, positions: readonly Position[] | undefined): string[] {
  const parts: string[] = []
  if (positions && positions.length > 0) parts.push(positions.map((position) => where[position]).join(' ou '))
  if (her.baby === 'feeding') parts.push('amamentando')
  if (her.baby === 'arms') parts.push(her.hands === 0 ? 'com o bebê no colo, sem soltá-lo' : 'com o bebê no colo')
  if (her.baby === 'carrier') parts.push('com o bebê no canguru ou no sling')
  if (her.hands === 1) parts.push('com uma mão livre')
  if (her.hands === 0 && her.baby !== 'arms') parts.push('sem as mãos livres')
  if (her.floor === false && parts.length === 0) parts.push('sem ir ao chão')
  // Impact is spared for a baby in her arms as well, which the scene already says.
  const pains = her.avoid.filter((load) => load !== 'impact' || !her.baby)
  if (pains.length > 0) parts.push(`sem forçar ${list(pains.map((load) => spared[load]))}`)
  return parts
}

/** What the entry asks that she said she cannot give. */
function whatItAsks(body: BodyNeeds, her: HerBody): string {
  const asks = misfits(body, her).map((misfit) => {
    if (misfit === 'strain') return `força ${list(her.avoid.filter((load) => body.loads.includes(load)).map((load) => spared[load]))}`
    if (misfit === 'floor') return 'vai ao chão'
    if (misfit === 'position') return `é feito ${body.positions.map((position) => where[position]).join(' ou ') || 'no chão'}`
    return body.hands === 2 ? 'pede as duas mãos' : 'pede uma mão livre'
  })
  return list(asks)
}

/** The line that tells her whether she can do it as she is. */
export function bodyNote(intent: ContentIntent, body: BodyNeeds, her: HerBody, noneFits: boolean): string {
  if (noneFits) {
    const said = scene(her, her.positions).join(', ')
    return `Não tenho ${kindOf[intent]} que dê para fazer assim: ${said}. A mais próxima é esta, mas ${whatItAsks(body, her)}: faça só o que couber, ou me peça outra ideia.`
  }
  // Where she can do it: where she is, or, when she did not say, where it is done (unless anywhere).
  const shown = her.positions ? body.positions.filter((position) => her.positions!.includes(position)) : body.positions
  const parts = scene(her, shown.length < 3 ? shown : undefined)
  return parts.length > 0 ? `Dá para fazer ${parts.join(', ')}.` : 'Dá para fazer assim como você está.'
}

/** For an LLM that writes the reply: how she is, and whether the entries it is given fit it. */
export function bodyGrounding(her: HerBody, noneFits: boolean): string {
  const said = scene(her, her.positions).join(', ')
  return noneFits
    ? `Ela disse como está: ${said}. Nenhum conteúdo da biblioteca dá para fazer assim: diga isso com clareza e ofereça o mais próximo, dizendo o que ele pede.`
    : `Ela disse como está: ${said}. Sugira só o que dá para fazer assim, e diga que dá.`
}
