import { withinEdits } from '../reading/fuzzy'
import { remembered } from '../reading/remembered'

/*
 * Typos on the words a crisis turns on ("machuacr", "sucidio", "comprimdos"): a token one edit
 * away from one of them, with the same first letter, becomes that word. Real
 * words that are one edit away ("contar" from "cortar", "machucou" from "machuco") are never
 * touched: the list below holds them, taken once from the pt_BR Hunspell dictionary by folding
 * and squeezing every dictionary word one edit away from a risk word.
 */

/** Risk words in the normal form (folded, squeezed). */
const riskWords: readonly string[] = `
  acabase acordar acordase afogando afogar ameacando ameacou apanhei aranhando aranhar beliscar
  belisco belisquei cansada cartela castigando castigar chacoalhar chacoalhei chorando chumbinho
  comprimido comprimidos cortando desaparecer despedida despedir empurao empurou enforcar enforquei
  esganar espancar espancou estrangular estrangulou estuprou existir existise gilete lamina machucado
  machucando machucar machuco machuquei matando matase morendo morer morese queimando queimar queimei
  remedio remedios sacudir sozinha sufocando sufocar suicidar suicidio sumise tristeza vontade
`
  .trim()
  .split(/\s+/)

/** Real words one edit away from a risk word: never corrected. */
const realWords = new Set(
  `
  abanhando abanhar abanhei abordar abordase acabace acabane acabas acabasem acabases acabaste acadase
  acalase acamase acanhando acanhar acanhei acarase acatase acebase acodar acorar acorda acordai
  acordal acordam acordao acordara acordas acordasem acordases acordaste acordoar acordoase acornar
  acornase afagando afagar afegando afegar afobando afobar afocando afocar afofando afofar afogado
  afogai afogam afogara afogas afolando afolar aforando aforar agabase alabase alanhando alanhar
  alanhei amanhando amanhar amanhei ameacado ameaco ameacos amelacando amelacou anabase apandei
  apanhai apanhando apanhar apanhe apanheis apanhem apanhes apeacando apeacou apeanhei apenhei apinhei
  apunhei arancando arancar aranchando aranchar aranha aranhado aranhai aranham aranhao aranhara
  aranhas aranhei aranjando aranjar arogando arogar arunhando arunhar asanhando asanhar asanhei belico
  belisca beliscai beliscam beliscao beliscara beliscas beliscos beliscou belisque belisqueis
  belisquem belisques bolisco canada candada caneada cangada canhada canisada cansadao cansadas
  cansado cansara cansava cantada cantela carcela carela caretela carpela cartando cartea carteia
  cartel cartelas cartema carteta cartola cartula casada castela casticando casticar castiga castigado
  castigai castigam castigara castigas causada cautela certando certela chacoalha chacoalhai
  chacoalham chacoalhara chacoalhas chacoalhe chacoalheis chacoalhem chacoalhes chacolhar chacolhei
  chocando chofrando chonando chorado chotando chumbinhos clorando coartando coatando coitando
  coltando comprimida comprimidao comprimidas comprimidoes comprimidor comprimimo comprimimos
  comprimindo contando coptando corando corcando coreando coretando cornando coroando cortado
  corteando cotando coutando desaparece desaparecei desaparecem desaparecera desapareces desapareceu
  desmedida desmedir desparecer despedi despedia despedidas despedido despedira despedis despediu
  despendida emburou emourou empancar empancou emparao emparou emperou emprou empupou empura empurado
  empurai empuram empuramo empurar empuras empuro empuxao empuxou encorcar encorquei enfocar enfoicar
  enfoquei enforar enforca enforcai enforcam enforcara enforcas enforjar enformar enfornar enforque
  enforqueis enforquem enforques enfortar enfoucar enganar enjorcar enjorquei escanar escancar
  escancou esforcar esgacar esgana esganai esganam esganao esganara esganas esganir esgarar esgarnar
  espacar espacou espanar espanca espancai espancam espancara espancas espanco espancos espanou
  espantar espantou espincar espincou estancar estancou estrangula estrangulai estrangulam
  estrangulara estrangulas estrangulo estuporou estupro estupros esturou existi existia existira
  existis existisem existises exististe existiu gileta giletes ginete lacina ladina lamiana laminai
  laminal laminam laminar laminas lamine lamino lamira lapina larina latina macando machaco machicado
  machicando machicar machico machiquei machoco machuca machucada machucadao machucador machucados
  machucai machucam machucamo machucao machucara machucas machucho machucou machuque machuqueis
  machuquem machuques machuro macucado macucando macucar macuco macuquei maiando maiase malando malase
  maltando maltase mamando mamase manando manase manhuco marando marase masando matade matado matame
  matasa matasem matases mataste mateando matease matese matondo matundo merendo moendo mofendo
  morando morase mordendo morder mordese moreje morenado morenao morengo moreno morense morera morere
  moreste morundo movendo movese mutase queijando queijar queijei queima queimado queimai queimam
  queimao queimara queimas queime queimeis queimem queimes queimor queinando queinar queinei queixando
  queixar queixei remedeio remedeios remedi remedia remedias remedido remedidos remedimos remediou
  remedir remedis remediu remedo remeio sacudi sacudia sacudira sacudis sacudiu sicidio solinha
  sopinha sovinha sozinhas sozinho subise sufoca sufocado sufocai sufocam sufocara sufocas suicida
  suicidai suicidam suicidara suicidas suicidios suicido sumisem sumises sumiste tristega tristema
  tristezas vontades
`
    .trim()
    .split(/\s+/),
)

const known = new Set(riskWords)

const mended = remembered((token: string): string => {
  if (token.length < 6 || known.has(token) || realWords.has(token)) return token
  return riskWords.find((word) => word[0] === token[0] && withinEdits(token, word, 1)) ?? token
})

/** The normal form with typos on risk words mended, token by token. */
export function correctRiskTypos(normalized: string): string {
  return normalized.replace(/[a-z]{6,}/g, mended)
}
