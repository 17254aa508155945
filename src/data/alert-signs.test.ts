import { describe, expect, it } from 'vitest'
import { alertSignParts, alertSignsSources, notADiagnosis } from './alert-signs'

const groups = alertSignParts.flatMap((part) => part.groups)
const group = (id: string) => groups.find((candidate) => candidate.id === id)!
const textOf = (ids: readonly string[]) => ids.map((id) => group(id).signs.join(' ')).join(' ')
const allText = groups.flatMap((g) => [g.title, ...g.signs, ...(g.meanwhile ?? [])]).join('\n')

describe('the danger signs, as the app says them', () => {
  it('has the baby first, then her after the birth', () => {
    expect(alertSignParts.map((part) => part.title)).toEqual(['No bebê', 'Em você, depois do parto'])
  })

  it.each(groups.map((g) => [g.id, g] as const))('%s: a title, signs written as short sentences, and the SAMU first', (_id, g) => {
    expect(g.title.trim()).not.toBe('')
    expect(g.signs.length).toBeGreaterThanOrEqual(2)
    for (const sentence of [...g.signs, ...(g.meanwhile ?? [])]) expect(sentence).toMatch(/^\S.{4,140}[.]$/)
    expect(g.lines[0]).toBe('samu')
  })

  it("holds the baby's general danger signs (IMCI/AIDPI, Caderneta da Criança)", () => {
    const baby = textOf(alertSignParts[0]!.groups.map((g) => g.id))
    for (const sign of [
      /Não mama/,
      /Vomita tudo/,
      /convulsão/,
      /difícil de acordar/,
      /molinho/,
      /Respira muito rápido ou com esforço/,
      /afunda/,
      /gemido/,
      /roxos ou azulados/,
      /Febre em bebê com menos de 3 meses/,
      /não somem/,
      /moleira está estufada/,
      /fralda fica seca/,
      /amarelo no primeiro dia/,
      /Bateria de botão/,
      /ímã/,
      /Produto de limpeza, álcool, enxaguante/,
      /escorpião, aranha ou cobra/,
      /bateu a cabeça e depois vomitou/,
      /Queimadura/,
      /embaixo da água/,
      /Engasgou/,
    ])
      expect(baby).toMatch(sign)
  })

  it('holds her danger signs after the birth (Caderneta da Gestante)', () => {
    const hers = textOf(alertSignParts[1]!.groups.map((g) => g.id))
    for (const sign of [
      /encharca um absorvente em uma hora/,
      /Coágulos grandes/,
      /Febre com corrimento de cheiro ruim/,
      /Dor de cabeça forte, com visão embaçada/,
      /Dor no peito ou falta de ar/,
      /panturrilha inchada/,
      /cesárea abriu/,
      /mama está vermelha, dura e dolorida, com febre/,
      /Desmaio/,
      /Convulsão/,
      /remédio demais sem querer/,
      /Inchaço nos lábios/,
    ])
      expect(hers).toMatch(sign)
  })

  it('adds the Disque-Intoxicação wherever something was swallowed or a sting may be venomous, and nowhere else', () => {
    const withPoisonLine = groups.filter((g) => g.lines.includes('intoxicacao')).map((g) => g.id)
    expect(withPoisonLine).toEqual(['bebe-engoliu', 'bebe-picada', 'mae-desmaio'])
  })

  it('says only the standard first steps: no vomiting induced, the package kept, on her side', () => {
    expect(group('bebe-engoliu').meanwhile).toEqual(expect.arrayContaining(['Não provoque vômito.', 'Guarde a embalagem ou o que sobrou e leve com você.']))
    expect(group('mae-desmaio').meanwhile!.join(' ')).toMatch(/deite-a de lado/)
    expect(allText).not.toMatch(/\d+\s?(mg|ml|gotas?|comprimidos?|colher)/i)
    expect(allText).not.toMatch(/\b(chá|xarope|dipirona|paracetamol|ibuprofeno|mel)\b|espere|aguarde|observe em casa/i)
  })

  it('says it is not a diagnosis, to call or go when in doubt, and where it comes from', () => {
    expect(notADiagnosis).toMatch(/não é um diagnóstico/)
    expect(notADiagnosis).toMatch(/Na dúvida, ligue ou vá/)
    for (const source of ['Caderneta da Criança', 'Caderneta da Gestante', 'AIDPI', 'OMS', 'UNICEF']) expect(alertSignsSources).toContain(source)
  })
})
