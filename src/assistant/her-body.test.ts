import { describe, expect, it } from 'vitest'
import { readHerBody, type HerBody } from './her-body'
import { normalize } from './reading/normalize'

const read = (message: string, forFood = false) => readHerBody(normalize(message), { forFood })

describe('how she is, read from her words', () => {
  it.each<[string, Partial<HerBody>]>([
    ['tô com o bebê no colo, dá pra alongar?', { baby: 'arms', hands: 0, floor: false }],
    ['ela dormiu no meu colo, só tenho uma mão livre', { baby: 'arms', hands: 1, floor: false }],
    ['em pé ninando ele faz uma hora', { baby: 'arms', hands: 0, positions: ['standing'], floor: false }],
    ['to amamentando sentada no sofá', { baby: 'feeding', hands: 1, positions: ['sitting'], floor: false }],
    ['dando mamadeira deitada de lado na cama', { baby: 'feeding', hands: 1, positions: ['lying'], floor: false }],
    ['ele tá dormindo no meu peito e eu deitada no sofá', { baby: 'arms', hands: 1, positions: ['lying'], floor: false }],
    ['tô no carro esperando, ela dormiu na cadeirinha', { positions: ['sitting'], floor: false }],
    ['mexendo o feijão no fogão aqui', { positions: ['standing'], hands: 1, floor: false }],
    ['mexendo a panela com uma mão e a outra segurando ele', { positions: ['standing'], hands: 0, baby: 'arms' }],
    ['empurrando o carrinho na ladeira com as duas mãos', { positions: ['standing'], hands: 0, floor: false }],
    ['com ele no sling e as mãos livres, andando pela casa', { baby: 'carrier', hands: 2, positions: ['standing'] }],
    ['posso deitar no chão, ele está com o pai', { floor: true }],
    ['dói pra sentar desde a episio', { positions: ['standing', 'lying'] }],
  ])('"%s"', (message, expected) => {
    expect(read(message)).toMatchObject(expected)
  })

  it.each<[string, HerBody['avoid']]>([
    ['minha lombar tá travada', ['lower-back']],
    ['o ciático atacou', ['lower-back']],
    ['torcicolo de novo', ['neck']],
    ['ombros duros demais', ['neck']],
    ['tenho tendinite no punho', ['wrists']],
    ['meu joelho dói na escada', ['knees']],
    ['tenho diástase de dois dedos', ['abdomen']],
    ['escapa xixi quando eu corro', ['abdomen', 'impact']],
    ['fiz cesárea há duas semanas', ['abdomen', 'impact']],
  ])('"%s" spares %j', (message, avoid) => {
    expect(read(message)?.avoid).toEqual(avoid)
  })

  it('says nothing when her words say nothing of her body', () => {
    expect(read('me passa um alongamento de 5 minutos')).toBeUndefined()
    expect(read('quero uma receita com banana')).toBeUndefined()
  })

  it('reads what she does now, not what she does often or did', () => {
    expect(read('minhas costas doem de carregar o bebê no colo')).toEqual({ avoid: ['lower-back'] })
    expect(read('meu pescoço dói quando fico sentada amamentando, agora ela dorme no berço')).toEqual({ avoid: ['neck'] })
    expect(read('parei de amamentar e me sinto culpada')).toBeUndefined()
  })

  it('for food counts only her hands, and at least one: she eats with a hand', () => {
    expect(read('tô com ele no colo, o que eu como?', true)).toEqual({ hands: 1, avoid: [], baby: 'arms' })
    expect(read('tô mexendo a panela, uma receita rápida?', true)).toBeUndefined()
  })
})
