/**
 * The minutes she says she has, from the normal form (normalize.ts: "min" and "minutinhos" are
 * already "minutos"): "tenho 5 minutos", "dez minutos", "uns vinte e cinco minutos", "meia hora",
 * "uma hora e meia". Undefined when she names no time.
 */

const units: Record<string, number> = {
  um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9,
  dez: 10, onze: 11, doze: 12, treze: 13, catorze: 14, quatorze: 14, quinze: 15,
  dezeseis: 16, dezesete: 17, dezoito: 18, dezenove: 19,
}
const tens: Record<string, number> = { vinte: 20, trinta: 30, quarenta: 40, cinquenta: 50, sesenta: 60 }

const NUMBER_WORD = `(${[...Object.keys(tens), ...Object.keys(units)].join('|')})`
const AMOUNT = `(\\d+|${NUMBER_WORD}( e ${NUMBER_WORD})?)`

function amount(text: string): number | undefined {
  if (/^\d+$/.test(text)) return Number(text)
  let total = 0
  for (const word of text.split(' ')) {
    if (word === 'e') continue
    const value = tens[word] ?? units[word]
    if (value === undefined) return undefined
    total += value
  }
  return total
}

const hoursAndHalf = new RegExp(` ${AMOUNT} (hora|horas|horinha) e meia `)
const halfHour = / mei[ao] hora | meia horinha /
// "acordo 3h", "às 5h": a time of day, not the time she has.
const hours = new RegExp(` (?<!(?:as|das|ate|desde|acordo|acordei|acorda|durmo|dormi|levanto|levantei) )${AMOUNT} (hora|horas|horinha) `)
const minutes = new RegExp(` ${AMOUNT} minutos `)

export function statedMinutes(normalized: string): number | undefined {
  const both = normalized.match(hoursAndHalf)
  if (both?.[1]) return (amount(both[1]) ?? 0) * 60 + 30
  const inMinutes = normalized.match(minutes)
  if (inMinutes?.[1]) return amount(inMinutes[1])
  if (halfHour.test(normalized)) return 30
  const inHours = normalized.match(hours)
  if (inHours?.[1]) return (amount(inHours[1]) ?? 0) * 60 || undefined
  return undefined
}
