import { cue, type Cue } from './pattern'
import { CHILD } from './words'

/*
 * Distress: emotional pain without a sign of risk to life or safety. Exhaustion, crying, feeling a
 * bad mother, guilt, loneliness, "não aguento mais" alone, wanting to disappear for a while, hating
 * motherhood some days, regret, anxiety, sadness after the birth, no feeling for the baby without a
 * harm thought, anger, grief, hurt from family. Her own state, in the first person.
 */

const GLAD = '(de tao feliz|de felicidade|de emocao|emocionada|de alegria|feliz demais|orgulhosa)'

/** Pain that asks for a warm answer even beside a request ("uma receita, que hoje estou tão triste"). */
export const distressCues: readonly Cue[] = [
  // crying
  cue('crying', ` (?<! (o|esse|este|do|no|de|um|pelo|seu|dela|dele|muito|aquele|meu|nosso|com o|sem) )(choro|chorei|caio no choro|cai no choro|desabei|desabo|desabando) `, { unless: `${GLAD}|vendo (o|um) filme|quase chorei|de rir` }),
  cue('crying', ' (estou|to|fico|fiquei|ando|vivo|passo o dia|passei o dia|comecei a|eu|sozinha|junto|escondida|e) (\\w+ )?chorando ', { unless: `${GLAD}|vendo (o|um) filme` }),
  cue('crying', ' (vontade de|consigo parar de|nao paro de|sem parar de|vivo a) chorar '),
  cue('crying', ' (crise de choro|lagrimas|no na garganta|aperto no peito|coracao (apertado|partido|na mao|despedacado)) '),
  // sadness
  cue('sadness', ' (triste|tristeza|tristonha|deprimida|depressao|depre|desanimo|desanimada|vazio|vazia|nuvem preta|na bad|numa bad|bad total|fundo do poco|infeliz|desolada|arrasada|magoada|abalada|devastada|desesperada|desespero|angustia|angustiada|melancolia|sem vontade de nada|nao tenho vontade de nada|sem alegria) ', { unless: `${GLAD}` }),
  cue('sadness', ' (nao consigo|nao consigo mais) (sentir )?(alegria|ficar feliz|sentir nada) '),
  cue('sadness', ' (estou|ando|me sinto|me sentindo|me sentido|sinto|fico|fiquei|sentindo) (muito |tao |bem |meio |super |tri )?(mal|pessima|horrivel|um lixo|uma merda|pior|derrotada|perdida|sem rumo|inutil|incapaz|insegura|fragil|sensivel|dividida|pra baixo|para baixo|sem valor) '),
  cue('sadness', ' (que vida e essa|se isso e vida|nada muda|todo dia igual|nao fui mais eu|nao sou mais eu|nao me reconhe\\w*|perdi quem eu era|nao sei mais quem eu sou|sinto falta da minha vida|sinto falta de quem eu era) '),
  cue('sadness', ' (olhando (para )?o teto|sem conseguir fazer nada|deitar no chao|um trem apertando) '),
  // loneliness
  cue('lonely', ' (me sinto|sinto|sentindo|sentido|estou|to|tao|muito|fico|ando|vivo|completamente) (\\w+ ){0,2}(sozinha|so|isolada|abandonada|invisivel|carente) '),
  cue('lonely', ' sozinha com (tudo|os|as|ele|ela|a bebe|o bebe|tres|dois|duas|4|3|2) ', { unless: '(vou ficar sozinha|maratona|em paz|sossego)' }),
  cue('lonely', ' (solidao|ninguem (me ajuda|pergunta|liga|entende|me ve|me enxerga|percebe|me escuta|se importa|me chama)|nao tenho (ninguem|com quem|rede de apoio|para quem|pra quem|apoio)|sem (ninguem|rede de apoio|apoio nenhum)|longe da (minha )?familia|(amigas|amigos) sumiram|(queria|quero) ter com quem|rede de apoio) '),
  cue('lonely', ' (ninguem|nem) (\\w+ ){0,2}(me enxerga|me ve como|me nota) '),
  // a bad mother, guilt, shame
  cue('guilt', ' (pessima|horrivel|pior|ma|ruim|terrivel|fracassada|chata|incompetente|pela metade) mae '),
  cue('guilt', ' mae (ruim|horrivel|pessima|chata|pela metade|de merda|fracassada|terrivel|horrorosa) '),
  cue('guilt', ' (me sinto|sou|virei|me sentindo|to|estou) (um|uma) (fracasso|lixo|monstro|estranha|empregada|caixa eletronico|inutil|nada|pessoa ruim|mae ruim) '),
  cue('guilt', ' (culpa|culpada|me culpo|culpando|falhei|fracasso|fracassei|decepcion\\w*|me odeio|vergonha de mim|mesquinha|atestado) ', { unless: 'a culpa e (toda )?(dele|da|do|sua)' }),
  cue('guilt', ' (nao dou conta|nao estou dando conta|nao to dando conta|nao sei cuidar|fiz tudo errado|faco tudo errado|nao sirvo para|todo mundo sabe mais|sinto que (eu )?(nao sei|nao consigo|falhei)) '),
  // at the limit
  cue('limit', ' nao aguento mais( |$)(?!(esse |essa |o |a |de |com )?(calor|frio|chuva|comer|pao|dieta|wifi|transito|dor|mesma comida|arroz|musica|novela|serie|sol|comida) )'),
  cue('limit', ' (no meu limite|no limite|por um fio|pesado demais|muito pesado|esta pesado|ta pesado|esta osso|ta osso|esta foda|ta foda|esta dificil|ta dificil|muito dificil|tao dificil|sem chao|cheguei no limite|socorro|me sufocando|nao da mais|nao deu|explodir|surtar) ', { unless: `${GLAD}|risos|festa|enxoval` }),
  cue('limit', ' (cansada|cansei|exausta|farta) de (tudo|ser forte|ser a forte|ser eu|correr atras|ser mae|tudo e de todos|fingir) '),
  cue('limit', ' (saco cheio|de saco cheio|raiva (de tudo|de todos|de todo mundo|de mim|o tempo todo|do meu marido)|odio de (tudo|mim)|tudo me irrita|irritada com tudo|qualquer (coisa|barulho) me (irrita|tira)) '),
  // wanting to disappear for a while, regret, hating it some days
  cue('escape', ' (queria|quero|vontade de|da vontade de|so queria|so quero|qria) (\\w+ ){0,2}(sumir|fugir|desaparecer|largar tudo|ir embora|sair correndo|um dia de folga|uma folga de|um minuto de paz|dormir uma noite) ', { unless: '(da rotina|dieta|grupo|praia|spa|salao|insta|viagem|ferias|risos (?!mas))' }),
  cue('regret', ' ((odeio|detesto) ser mae|me arrependo|arrependida|arrependimento|nao nasci para ser mae|nao queria ser mae|nao quero mais ser mae|queria voltar no tempo|(tenho )?inveja d(as|e)) '),
  cue('regret', ' nao sinto (aquele |o |nenhum |um )?(amor|nada|vinculo|conexao|carinho) '),
  cue('regret', ` (nao gosta de mim|me sinto rejeitada|rejeitada|so quer o pai|prefere o pai|nao consigo amar|nao amo (ele|ela|meu|minha)) `),
  // anxiety that hurts
  cue('anxiety', ' (crise de ansiedade|ataque de panico|crise de panico|ansiedade (esta|ta) me (matando|consumindo|sufocando|enlouquecendo)|ansiosa demais|muito ansiosa|ansiedade demais|coracao (dispara|disparado|acelerado)|medo de tudo|checando se (ele|ela) (esta|ta) respirando) '),
  // grief and loss
  cue('grief', ' (perdi|perdemos) (minha |meu |o |um |a |uma )?(mae|pai|vo|avo|irma|irmao|bebe|filho|filha|marido|amiga|gravidez|casa|emprego|nenem|vozinha|painho|mainha) '),
  cue('grief', ' (morreu|faleceu|falecimento|enterro|velorio|luto|aborto|abortei|perda gestacional|natimorto) '),
  // hurt from the family
  cue('family', ' (marido|namorado|companheiro|sogra|sogro|mae|familia|cunhada|ele|ela) (\\w+ ){0,4}(nao entende|so reclama|critica|criticou|fica falando|faz piada|fazem piada|diz que eu|disse que eu|falou que eu|fala que eu|me largou|saiu de casa|foi morar com outra|me trata mal|nem percebe|nao me ajuda|nunca ajuda|nem paga|sumiu|me odeia|jogando na minha cara) '),
  cue('family', ' (brigamos|a gente (so )?briga|so brigamos|vamos terminar|vai terminar|separacao|me traiu|traicao|injusto|injusta) '),
  cue('family', ' (falou|disse|diz|fala|chamou|acha) (que )?(eu )?(sou|to|estou)? ?(exagerada|louca|dramatica|preguicosa|fresca|frescura|drama|mimo demais|engordei) '),
  cue('family', ' so queria que (meu marido|ele|alguem) '),
  // body, money
  cue('body', ' (odeio meu corpo|nao gosto (do meu corpo|de nada|de mim)|me sinto (feia|gorda|horrorosa)|nao me reconheci|cara de cansada) '),
  cue('money', ' (aperto de dinheiro|passando aperto|dinheiro nao da|divida|dividas|desempregad\\w*|o gas acabou|nao sei de onde tirar|nao sei como vou fazer) '),
  cue('sleepless', ' (faz|ha|a) \\d+ (meses|noites|dias|semanas) (que )?(nao|sem) (durmo|dormir|sei o que e) '),
  cue('sleepless', ' (nao tenho tempo|sem tempo) (nem )?para (nada|mim|escovar?|tomar banho|tomar um banho|comer|respirar) '),
]

/** Tiredness and stress: warm when she asks for nothing else, the content she asked for when she does. */
export const strainCues: readonly Cue[] = [
  cue('tired', ' (cansada|cansadissima|cansaco|exausta|exaustao|esgotada|esgotamento|destruida|acabada|moida|um caco|sem energia|sem forcas|sem dormir|nao durmo|nao dormi|sobrecarregada|sobrecarga|estressada|estresse|surtando|surtada|aperreada|enlouquecendo|no automatico|atropelada|presa com|sem paciencia|irritada|nervosa|tensa|ansiosa|ansiedade|angustia|a mil|nao para|preocupada) ', {
    unless: `${GLAD}|feliz|risos|amando|animada|valeu a pena|merecido|ansiosa (para|pela|pelo) |morta de|enxoval`,
  }),
  cue('tired', ` (${CHILD}|ele|ela) (\\w+ ){0,3}nao (dorme|para de chorar) `),
]
