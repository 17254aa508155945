import type { Meanwhile } from './alarm-cue'
import type { Alarm } from './read-alarm'

/*
 * The replies to the body's alarms: fixed texts, never retrieval, never an LLM. Care now says so
 * plainly and where (the SAMU 192, the pronto-socorro or UPA; the Disque-Intoxicação for anything
 * swallowed), what to do meanwhile only where the guidance is standard and safe, never a dose,
 * never "wait and see", never an activity. Care soon names who (the UBS, the pediatra, the
 * obstetra) with no alarm and no dose (docs/product.md, "Sinais de alerta").
 */

const now: Record<Alarm['who'], string> = {
  baby: 'Isso precisa de atendimento médico agora. Não espere até amanhã e não tente remédio caseiro: leve a criança a um serviço de saúde já.',
  her: 'Isso precisa de atendimento médico agora, para você. Não espere até amanhã e não tente remédio caseiro: procure um serviço de saúde já.',
}

const where = '• Ligue para o SAMU 192, ou vá agora ao pronto-socorro ou à UPA mais perto.'
const poison =
  '• Ligue também para o Disque-Intoxicação, 0800 722 6001 (24 horas, gratuito): dizem o que fazer enquanto o atendimento chega.'

/** What to do meanwhile, where the guidance is standard: no dose, nothing by mouth. */
const meanwhileText: Record<Meanwhile, string> = {
  swallowed: 'Enquanto isso: não provoque vômito e não dê nada para beber ou comer sem orientação; leve a embalagem, o frasco ou o que sobrou.',
  'on-her-side': 'Enquanto isso: deite de lado, afaste o que pode machucar e não coloque nada na boca.',
  burn: 'Enquanto isso: deixe a queimadura sob água corrente fria (não gelada) por alguns minutos e tire o que estiver apertando; não passe pasta de dente, manteiga, pó de café nem pomada.',
  bite: 'Enquanto isso: lave o local com água e sabão e mantenha a criança calma e parada; não corte, não chupe e não amarre.',
  choking: 'Enquanto isso: se ela não conseguir tossir, chorar ou respirar, ligue 192 na hora: a atendente orienta o que fazer até a ajuda chegar.',
  'lie-down': 'Enquanto isso: deite-se e peça para alguém ficar com você e com o bebê.',
  water: 'Enquanto isso: mantenha a criança aquecida e de lado, e observe a respiração até o atendimento.',
}

const company = 'Se estiver sozinha, chame alguém de perto enquanto liga. Os sinais que pedem atendimento na hora estão em Sinais de alerta, logo abaixo.'

/** Care now: what, where, the poison line when something was swallowed, and what to do meanwhile. */
export function urgentReply({ who, swallowed, meanwhile }: Pick<Alarm, 'who' | 'swallowed' | 'meanwhile'>): string {
  const steps = meanwhile.filter((step) => step !== 'lie-down' || who === 'her')
  return [now[who], where, ...(swallowed ? [poison] : []), ...steps.slice(0, 2).map((step) => meanwhileText[step]), company].join('\n')
}

/** Care soon: who to see within a day or two, no dose, no alarm. */
export function soonReply({ who }: Pick<Alarm, 'who'>): string {
  return [
    who === 'baby'
      ? 'Isso merece o olhar do pediatra ou da UBS nos próximos dias: leve a criança para uma consulta, eles podem examinar com calma.'
      : 'Isso merece o olhar de um profissional nos próximos dias: procure a UBS, seu obstetra ou seu médico, eles podem examinar com calma.',
    'Eu não indico remédios nem doses.',
    'Se mudar ou piorar, veja em Sinais de alerta, logo abaixo, o que pede atendimento na hora.',
  ].join('\n')
}
