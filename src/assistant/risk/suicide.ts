import { cue, type Cue } from './pattern'

/*
 * Suicide: wanting to die or not to exist, wanting it all to end, being a burden, no way out,
 * farewells, methods and means, plans and times, past attempts, asking what is lethal.
 */

const WANT =
  '(quero|queria|quera|queira|vontade de|penso em|pensando em|pensei em|pensado em|penso muito em|desejo|preferia|prefiro|so queria|gostaria de|seria bom|seria mais facil|pronta para|hora de|planejando|plano para|ideia de|querendo|pensamento de|pensamentos de|sonho em|rezo para|pedindo a deus para|peco a deus para)'
const PILLS = '(remedios?|comprimidos?|pilulas?|capsulas?|cartelas?|caixinhas?|frascos?|rivotril|clonazepam|amitriptilina|sertralina|fluoxetina|tarja preta|calmantes?|soniferos?)'
/** A health question about medicines, not a plan: "posso tomar dois de uma vez?" */
const PILL_QUESTION =
  '(posso|pode|podia|devo|seria seguro|e seguro) (tomar|dar)|faz mal|por dia|de \\d+ em \\d+|ou divido|receitou|pediatra|medico passou|psiquiatra passou'
const HIGH = '(ponte|janela|predio|sacada|viaduto|laje|terraco|telhado|varanda|penhasco|passarela|marquise|\\d+ andar|andar alto|parapeito)'
const VEHICLE = '(onibus|carro|caminhao|trem|metro|moto|carreta)'

export const suicideCues: readonly Cue[] = [
  // death and not existing
  cue('death-wish', ` ${WANT} (\\w+ ){0,2}(morrer?|morresse|morrendo|morrido) `, { negatable: true }),
  cue('death-wish', ' pens\\w* (\\w+ ){0,2}em (morrer?|morresse|me matar|suicidio|nao existir|sumir de vez|acabar com tudo|tirar minha vida) ', { negatable: true }),
  cue('death-wish', ' (quero|queria|preferia|prefiro|melhor|seria melhor) (\\w+ ){0,2}(estar|ficar|ser|eu) (morta|morto|enterrada|debaixo da terra) '),
  cue('death-wish', ' (queria|quero|devia|deveria) ter morrido '),
  cue('death-wish', ' (se|quando|caso) eu (morrer?|morresse|sumir|sumisse|for embora|partir|nao (estiver|estivesse|tiver|tivesse|existir|existisse|acordar|acordasse)( mais)?)( aqui)? (\\w+ ){0,8}(ninguem|sentir?|falta|perceber|notar|lembrar|melhor|aliviad\\w*|cuida|fala para) ', { soft: true }),
  cue('death-wish', ' ninguem (\\w+ ){0,2}(ia|iria|vai|ira|vao|iam) (\\w+ ){0,2}(sentir?|notar|perceber|ligar|lembrar|dar falta) (\\w+ ){0,5}(falta|de mim|morrer?|morresse|sumir|sumisse|eu)( |$)(?!(do|da|dos|das|de um|de uma) )', { soft: true }),
  cue('not-existing', ' (nao|parar de|deixar de|cansada de|cansei de|queria nao|quero nao|vontade de nao|so queria nao|como seria se eu nao) (mais )?(existir|existisse) (?!(nas?|nos?|em) (redes|insta\\w*|internet|grupo|face\\w*|whatsap) )'),
  cue('not-existing', ' (cansada|cansei|exausta|farta|cheia|desisti) (\\w+ ){0,3}de (viver|existir|estar viva)( |$)(?!(de|a base de|so de|com|nessa|nesse|em|na|no) )'),
  cue('not-existing', ' nao (quero|queria|aguento|consigo|suporto) mais (viver|existir|estar aqui|ficar aqui|esta aqui|estar viva|esta vida|essa vida|a vida|minha vida)( |$)(?!(corrida|de|sem|com|louca|agitada|puxada|cansativa|dupla|assim de|nessa|nesse|neste|nesta|em|na|no) )'),
  cue('not-existing', ' (desistir|desisti|desistindo|vou desistir) (da vida|de viver|de mim|de tudo de vez) '),
  cue('not-existing', ' queria nao ter nascido '),
  cue('not-existing', ' (so )?(quero|queria) (ir|partir) (embora )?(deste|desse|do|para outro) mundo '),
  cue('no-waking', ' (dormir?|dormi|deitar) e (nunca mais|nao|nao mais) (acordar?|acordasse) '),
  cue('no-waking', ' (nao|nunca mais) (quero|queria) (mais )?acordar '),
  cue('no-waking', ' (seria|bem|muito) (mais facil|melhor) se eu nao (acordasse|acordar|existisse|estivesse aqui) '),
  cue('no-waking', ' (queria|quero|melhor) nao acordar (mais|amanha|nunca mais) '),
  cue('no-waking', ' nao quero acordar (amanha|mais|nunca) '),
  cue('accident-wish', ' (rezo|peco|pedindo|queria|quero|tomara|torco|torcendo|seria bom|desejo|sonho) (\\w+ ){0,6}(ter|sofrer|acontecer|aconteca|tivesse|sofresse) (um|algum) acidente '),
  cue('accident-wish', ` (um|o|a) ${VEHICLE} me (pegase|pegasse|pegar|atropelase|atropelasse|atropelar|acertasse) `),
  cue('join-the-dead', ' (ir|quero ir|querendo ir|vontade de ir|queria ir|vou) junto (com )?(ele|ela|dele|dela|do meu|da minha|com (o |a )?(meu|minha) \\w+) ', { requires: '(morreu|faleceu|morte|partiu|enterro|ceu|luto|perdi)' }),
  cue('suicide-words', ' (suicid\\w*|(?<! (vai|vao|ia|iam|quer|querem|ameacou|ameaca|ameacando|disse que|falou que|diz que|fala que|vem) )me matar|me mato|matar me|me suicidar|tirar (a |minha |a minha )?(propria )?vida|acabar com (a |minha |a minha )?(propria )?vida|dar fim (a|na) (minha )?vida|por fim (a|na) (minha )?vida) ', { negatable: true }),
  cue('suicide-words', ' (vou|vo) me matar '),
  // wanting it all to end
  cue('ending', ` (acabar?|terminar|dar fim|dar um fim|por um fim) (logo )?(com )?(tudo|isso|isto|esta dor|essa dor|tudo de vez|esse sofrimento|este sofrimento|essa dor toda|minha dor) `, { negatable: true }),
  cue('ending', ' (queria|quero|so queria|so quero|desejo) (que )?(tudo|isso|isto|a vida|essa dor|minha vida) (acabase|acabasse|terminasse|parasse|acabe|termine|pare|sumisse|acabar|parar) '),
  cue('ending', ' e para acabar '),
  cue('ending', ' (sumir?|desaparecer?) (\\w+ ){0,2}(para sempre|de vez|deste mundo|desse mundo|do mundo|da face da terra|e nunca mais voltar|sem volta|de um jeito que nao (tivesse|tenha) (mais )?volta) '),
  cue('ending', ' (ir embora|sair|partir|fosse embora|for embora) (\\w+ ){0,2}(para sempre|deste mundo|desse mundo|do mundo|e nunca mais voltar|sem volta) '),
  // a burden
  cue('burden', ' (sou|me sinto|virei|so sou|eu sou) (um|uma) (peso|fardo|estorvo|atraso de vida) '),
  cue('burden', ' (melhor|melhores|aliviad\\w*|mais felizes|felizes|em paz|respirar aliviad\\w*) sem mim '),
  cue('burden', ' (seria|ficaria|estaria|iam ficar|iam estar|vao ficar|ficariam|estariam) (\\w+ ){0,2}(melhor|mais feliz\\w*) (\\w+ ){0,4}se eu (nao (estivesse|existisse|tivesse)|sumisse|morresse|fosse embora) '),
  cue('burden', ' so (atrapalho|dou trabalho|sirvo de peso) '),
  // no way out
  cue('hopeless', ' (nao vejo|nao tenho|nao ha|nao encontro|perdi (a|o)) (mais )?(nenhuma |nenhum )?(saida|esperanca|futuro|sentido|motivo para viver|razao para viver|vontade de viver)( |$)(?!de (emergencia|incendio|casa|\\w+ar) )'),
  cue('hopeless', ' (nao tem|sem) (mais )?(nenhuma )?(saida|esperanca) '),
  cue('hopeless', ' nao (tem|ha|vejo) (mais )?jeito (para mim|nenhum) '),
  cue('hopeless', ' nao vejo outro jeito '),
  cue('hopeless', ' (para|por) que (eu )?(vou |devo )?(continuar|viver|seguir em frente|seguir vivendo|acordar amanha)( |$)(?!\\w+(ando|endo|indo) )'),
  cue('hopeless', ' me (da|de|diz|fala) um motivo (para )?(continuar|viver|seguir|acordar|levantar) '),
  cue('hopeless', ' (vida|minha vida) (perdeu|nao tem|nao faz|sem) (mais )?(o )?sentido '),
  cue('hopeless', ' nao vejo (mais )?sentido (em nada|na vida|em viver|em continuar) '),
  cue('hopeless', ' (vida|viver) nao vale (mais )?a pena '),
  cue('hopeless', ' (deus|jesus) me (leva|leve|levasse) '),
  // farewells and last messages
  cue('farewell', ' (ultima|ultimo) (mensagem|vez que (falo|escrevo)|conversa|recado|despedida)( aqui)?( |$)(?!(de hoje|hoje|do dia|da noite|antes de|porque|sobre) )'),
  cue('farewell', ' (ja )?(escrevi|deixei) (a|uma|as) cartas? (para|de) ', { unless: '(crescer|aniversario|papai noel|dia das maes|escola|quando (ele|ela) (for|tiver) maior|chefe|empresa|emprego|trabalho|colegas|turma|professora)' }),
  cue('farewell', ' carta de despedida ', { unless: '(chefe|empresa|emprego|trabalho|colegas|turma|escola|professora)' }),
  cue('farewell', ' (me despedi|me despedir|vim me despedir|so queria me despedir|me despedindo) ', { unless: '(aeroporto|rodoviaria|viage\\w*|viajou|viajar|festa|escola|creche|formatura|mudou|mudanca|ferias|licenca|chefe|empresa|emprego|trabalho|colegas|turma)' }),
  cue('farewell', ' (cuida|cuide|cuidem|cuidar) (bem )?(dele|dela|deles|delas|da \\w+|do \\w+|das \\w+|dos \\w+)( e (da|do) \\w+)? (\\w+ ){0,2}por mim '),
  cue('farewell', ' fala para (minha|meu) (\\w+ ){1,2}(cuidar|que eu (amo|amava)) '),
  cue('farewell', ' se alguem ler (isso|isto) '),
  cue('farewell', ' (quero|queria) deixar registrado '),
  cue('farewell', ' a culpa nao e (deles|de ninguem) '),
  cue('farewell', ' deixei (tudo|td) (organizado|organizadinho|arrumado|pronto|certo|resolvido|ajeitado|encaminhado) '),
  cue('farewell', ' (para|pra) quando eu nao (estiver|tiver|for) mais '),
  cue('farewell', ' quando eu (partir|me for|nao estiver mais aqui) '),
  cue('farewell', ' se eu nao aparecer mais '),
  cue('farewell', ' (finalmente )?tive coragem( |$)(?!(de|para|e) )'),
  cue('farewell', ' (fiz|escrevi|deixei) (o |meu )?testamento ', { soft: true }),
  // methods and means
  cue('rope', ' corda (\\w+ ){0,3}(armario|quarto|aqui|pescoco|viga|teto|ventilador|arvore|garagem|pronta|amarrada|no banheiro) '),
  cue('rope', ' (comprei|peguei|estou com|achei|escondi) (uma|a) corda '),
  cue('rope', ' (me enforcar|enforcar me|me enforco|me enforquei|me pendurar|forca no pescoco) '),
  cue('height', ` (pular?|pulo|pulasse|me jog(ar?|o|ase)|me atirar|me atiro|saltar) (\\w+ ){0,2}(da|de|do|dessa|desse|pela|no alto d\\w+) (\\w+ ){0,2}${HIGH} `),
  cue('height', ` (me jog(ar?|o)|me atirar|pular) (\\w+ ){0,1}(na frente|debaixo) d\\w+ ${VEHICLE} `),
  cue('height', ' (parar|paro) o carro e (pular|me jogar) '),
  cue('height', ' (sentada|sentei|de pe|em pe|subi|em cima) (\\w+ ){0,4}(parapeito|beirada) '),
  cue('height', ' (sentada|sentei|subi|em pe|de pe) (\\w+ ){0,4}(janela|sacada|telhado|laje|ponte|muro|terraco) (\\w+ ){0,6}(andar|alto|pensando|pular|descer|sem tela|olhando para baixo) '),
  cue('height', ` (terraco|telhado|laje|cobertura|ponte|viaduto|parapeito) (\\w+ ){0,10}(nao quero descer|pensando em pular|olhando para baixo|vontade de pular|so pensando) `),
  cue('height', ` (janela|sacada|parapeito|varanda) (\\w+ ){0,14}(sentada|sentei|subi|de pe|em pe) (nela|nele|ali|la|em cima) `),
  cue('height', ' qual (a )?altura (\\w+ ){0,5}(fatal|morrer|mata|precisa|para cair|para pular|queda) '),
  cue('height', ' queda (\\w+ ){0,2}(fatal|mata|matar) '),
  cue('pills', ` (tomar?|tomo|tomei|tomando|engolir?|engoli|juntar?|juntei|juntando) (\\w+ ){0,2}(todos|todas|tudo) (os |as |esses |essas )?(meus |minhas |seus |dela |dele )?(\\w+ )?(remedios?|comprimidos?|pilulas?|capsulas?) `, { unless: PILL_QUESTION }),
  cue('pills', ' (cartela|caixa|caixinha|vidro|frasco|pote) (\\w+ ){0,3}(toda|inteira|inteiro|todinha) '),
  cue('pills', ` (todos|todas|tudo|um monte|muitos|muitas) (\\w+ ){0,2}${PILLS} (\\w+ ){0,6}(de uma vez|de uma so vez|junto|juntos) `, { unless: PILL_QUESTION }),
  cue('pills', ` (tomar?|tomo|tomei|engolir?|engoli) (\\w+ ){0,4}${PILLS} (\\w+ ){0,6}de uma vez (?!ou )`, { unless: PILL_QUESTION }),
  cue('pills', ` (tomei|tomar?|engoli|engolir?|tomo|tomando|tomasse) (\\w+ ){0,2}(um monte|uma porrada|uma penca|varias cartelas|muitos|muitas|muito|monte) de ${PILLS} `, { unless: PILL_QUESTION }),
  cue('pills', ` (com|estou com) (os|as|a|o|uns|umas|todos os|todas as) ${PILLS} (\\w+ ){0,2}(na mao|aqui|do meu lado|ao meu lado|separad\\w*|na cama|guardad\\w*) `, { unless: PILL_QUESTION }),
  cue('pills', ` (juntei|juntando|escondi|escondendo) (\\w+ ){0,3}${PILLS} `, { unless: PILL_QUESTION }),
  cue('pills', ' overdose '),
  cue('lethality', ' (quant[oa]s?|qual|quanto tempo|tem como) (\\w+ ){0,8}(perigoso|letal|fatal|para nao acordar|nao acordar mais|overdose|para morrer|morrer dormindo|mata uma pessoa|matar uma pessoa) ', { soft: true }),
  cue('lethality', ` morrer (\\w+ ){0,2}(dormindo|sem dor) (\\w+ ){0,3}(se|com|tomar|tomando) `),
  cue('poison', ' (chumbinho|veneno de rato|veneno para rato|formicida|soda caustica) '),
  cue('poison', ' (tomar|beber|tomei|bebi|tomo) (\\w+ ){0,1}(veneno|agua sanitaria) '),
  cue('drowning', ' (me afogar|me afogo|afogar me)( |$)(?!(em|no|na|nos|nas|de) (?!(agua|mar|rio|piscina|banheira|lago|represa|banho)))'),
  cue('drowning', ' (pessoa|alguem|gente|quanto tempo) (\\w+ ){0,4}se afogar '),
  cue('drowning', ' (entrar|entrase|entrasse|andar|ir) (\\w+ ){0,3}(no mar|no rio|na represa|no lago|na agua) (\\w+ ){0,8}(dar mais pe|nao voltar|ate sumir|ninguem|nunca mais|ir indo|afundar|perceber) '),
  cue('gas', ' (abrir|ligar|deixar) o gas (\\w+ ){0,3}(morrer|dormir|fechar|janelas fechadas) '),
  cue('weapon', ' (arma|revolver|pistola|espingarda) (\\w+ ){0,4}(do meu marido|em casa|carregada|na gaveta|na mao|na cabeca|atirar|me matar) '),
  cue('weapon', ' (me dar|dar) um tiro '),
  cue('vehicle', ' (jogar|joguei|jogo) o carro (\\w+ ){0,3}(contra|no|na|da|de|em|para fora) '),
  // plans and times
  cue('plan', ' hoje (e|vai ser|sera) o dia( |$)(?!(de|da|do|das|dos|primeir\\w*|que|em que|dela|dele) )'),
  cue('plan', ' (ja decidi|ja esta decidido|esta decidido|ja estou decidida|estou decidida|tomei a decisao)( mana| amiga| gente| moca)?( |$)(?!(que|de|vou|comecar|o|a|qual|onde|meu|minha|pelo|pela|entre|se|nao|\\w+ar|\\w+er|\\w+ir) )'),
  cue('plan', ' (ja )?(tenho|fiz|montei) (um |o )?plano( |$)(?!(para|de|do|da|alimentar|b) )'),
  cue('plan', ' (nao tem|nao ha|sem) (mais )?volta '),
  cue('plan', ' (e se|se) eu (fizer|faco|fizesse) (isso |isto |aquilo )?(hoje|amanha|agora|a noite|hoje a noite|de noite)( |$)(?!(a|o|uma|um) )'),
  cue('plan', ' quando (todo mundo|eles|todos|as criancas) (dormir|dormirem|sair|sairem|estiverem|tiverem) (\\w+ ){0,4}(eu faco|vou fazer|faco|acabo) '),
  cue('plan', ' nao vou ligar (para ninguem )?(\\w+ ){0,3}decid\\w* '),
  // past attempts
  cue('attempt', ' (ja )?tentei (me matar|suicidio|tirar|acabar|me enforcar|pular|tomar) '),
  cue('attempt', ' (tentativa|tentei) de (suicidio|me matar) '),
  cue('attempt', ' ja tentei (uma vez|antes|outra vez|duas vezes|\\d+ vezes)( e| quando| mas| so que)?( |$)(?!(fazer|essa|esse|a|o|de|com|uma|um|com|isso|tudo|dar|deixar|colocar|por|dormir|ninar|amamentar|\\w+ar|\\w+er|\\w+ir) )'),
  cue('attempt', ' (dessa|desta) vez (eu )?(consigo|vai dar certo|nao falho|faco direito|e para valer|e de verdade)( |$)(?!\\w+(ar|er|ir) )'),
  cue('attempt', ' (tomei|tentei|engoli) (\\w+ ){0,8}(fui parar|acordei) no hospital '),
]
